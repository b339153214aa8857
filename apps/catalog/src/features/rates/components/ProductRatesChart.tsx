import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PreciousMetal } from '@shop/api-client';
import { NearRatesChart } from './NearRatesChart';

/** The rates chart as a section of a product page, with the product's metal chosen. */
export function ProductRatesChart({ metal }: { metal: PreciousMetal }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {intl.formatMessage({ id: 'prices.chart.title' })}
      </h2>
      {/* Keyed by metal: a similar product of another metal starts the chart afresh. */}
      <NearRatesChart key={metal} metal={metal} />
    </section>
  );
}
