import { lazy } from 'react';

export type { MoneyLineChartCanvasProps, MoneyPoint } from './MoneyLineChartCanvas';

/**
 * The line chart of amounts over time, loaded on demand: echarts stays out of first-load JS and
 * arrives in its own chunk when a chart is drawn. Render it inside <Suspense> with a placeholder.
 */
export const MoneyLineChart = lazy(() => import('./MoneyLineChartCanvas'));
