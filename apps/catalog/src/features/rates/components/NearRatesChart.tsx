import { lazy, Suspense, useRef } from 'react';
import { Skeleton } from '@shop/ui';
import { useNearViewport } from '../use-near-viewport';
import type { RatesChartProps } from './RatesChart';

// The chart, its snapshot query and echarts arrive only when it comes near the viewport: a page
// with a chart further down (a product page, the home page) carries none of it on first load.
const RatesChart = lazy(() => import('./RatesChart').then((m) => ({ default: m.RatesChart })));

/** The rates chart, loaded once it is about to be seen. */
export function NearRatesChart(props: RatesChartProps) {
  const body = useRef<HTMLDivElement>(null);
  const near = useNearViewport(body);
  const placeholder = <Skeleton variant="block" className="catalog-rates__placeholder" />;
  return (
    <div ref={body}>
      {near ? (
        <Suspense fallback={placeholder}>
          <RatesChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
