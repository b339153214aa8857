import { lazy, Suspense, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PreciousMetal } from '@shop/api-client';
import { Skeleton } from '@shop/ui';
import { useNearViewport } from '../use-near-viewport';

// The chart, its snapshot query and echarts arrive only when the section scrolls into view:
// a product page's first load carries none of it.
const RatesChart = lazy(() => import('./RatesChart').then((m) => ({ default: m.RatesChart })));

/** The rates chart as a section of a product page, with the product's metal chosen. */
export function ProductRatesChart({ metal }: { metal: PreciousMetal }) {
  const intl = useIntl();
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const near = useNearViewport(body);
  const placeholder = <Skeleton variant="block" className="catalog-rates__placeholder" />;
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {intl.formatMessage({ id: 'prices.chart.title' })}
      </h2>
      <div ref={body}>
        {near ? (
          <Suspense fallback={placeholder}>
            {/* Keyed by metal: a similar product of another metal starts the chart afresh. */}
            <RatesChart key={metal} metal={metal} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
