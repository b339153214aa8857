import type { MoneyLineChartCanvasProps } from '@shop/ui';

/**
 * Stands in for the echarts canvas in jsdom (echarts ships ES modules and draws with layout
 * jsdom does not have); it shows what it was asked to draw.
 */
export default function FakeRatesChartCanvas({
  points,
  currency,
  timespan,
}: MoneyLineChartCanvasProps) {
  return (
    <svg
      data-testid="rates-canvas"
      data-points={points.length}
      data-currency={currency}
      data-timespan={timespan}
    />
  );
}
