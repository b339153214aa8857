import type { MoneyLineChartCanvasProps } from '@shop/ui';

/**
 * Stands in for the echarts canvas in jsdom (echarts ships ES modules and draws with layout
 * jsdom does not have); it shows what it was asked to draw.
 */
export default function FakeDepositValueChartCanvas({
  points,
  currency,
  timespan,
}: MoneyLineChartCanvasProps) {
  return (
    <svg
      data-testid="deposit-canvas"
      data-points={points.map((point) => point.centAmount).join(',')}
      data-currency={currency}
      data-timespan={timespan}
    />
  );
}
