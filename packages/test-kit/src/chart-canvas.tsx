import type { MoneyLineChartCanvasProps } from '@shop/ui';

export interface FakeChartCanvasOptions {
  /** The test id tests find it by. */
  testId: string;
  /** What `data-points` shows: each point's amount (comma-separated), or how many there are. */
  points: 'amounts' | 'count';
}

/**
 * The module `@shop/ui/chart-canvas` with a stand-in for the echarts canvas, for `jest.mock`
 * (echarts ships ES modules and draws with layout jsdom does not have); the stand-in shows what
 * it was asked to draw.
 */
export function fakeChartCanvas({ testId, points: shown }: FakeChartCanvasOptions) {
  function FakeChartCanvas({ points, currency, timespan }: MoneyLineChartCanvasProps) {
    return (
      <svg
        data-testid={testId}
        data-points={
          shown === 'count' ? points.length : points.map((point) => point.centAmount).join(',')
        }
        data-currency={currency}
        data-timespan={timespan}
      />
    );
  }
  return { __esModule: true, default: FakeChartCanvas };
}
