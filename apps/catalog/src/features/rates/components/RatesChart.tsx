import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { pricelistSlug, type MessageId } from '@shop/i18n';
import { useMetalSnapshots } from '@shop/api-client/react';
import { usePriceStatus } from '@shop/api-client/price-socket';
import type { PreciousMetal, SnapshotTimespan } from '@shop/api-client';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, MoneyLineChart, Skeleton } from '@shop/ui';
import { defaultRatesSettings, type RatesSettings } from '../rates-settings';
import { summarizeRates } from '../rates-summary';
import { RatesControls } from './RatesControls';
import { RatesSummaryTable } from './RatesSummaryTable';

export interface RatesChartProps {
  /** The metal shown first (a product page preselects its own). */
  metal?: PreciousMetal | null;
  /** The timespan shown first (a content page's chart block names its own). */
  timespan?: SnapshotTimespan;
}

/** The precious metal rates chart (spec 2) with its settings and a summary in figures. */
export function RatesChart({ metal, timespan }: RatesChartProps) {
  const intl = useIntl();
  const { store, localeTag, language } = useLocale();
  const pathTo = useLocalizedPath();
  const [settings, setSettings] = useState<RatesSettings>(() =>
    defaultRatesSettings(store.currency, metal, timespan),
  );
  const snapshots = useMetalSnapshots(settings);
  const { refreshing } = usePriceStatus();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const description = t('prices.chart.description', {
    type: t(`prices.type.${settings.type}`),
    metal: t(`metal.${settings.metal}`),
    currency: settings.currency,
    timespan: t(`prices.chart.timespan.${settings.timespan}`),
  });
  const points = snapshots.data?.points ?? [];
  const summary = summarizeRates(points);
  const placeholder = <Skeleton variant="block" className="catalog-rates__placeholder" />;

  let body;
  if (snapshots.isPending) {
    body = (
      <>
        <p role="status" className="ui-sr-only">
          {t('prices.chart.loading')}
        </p>
        {placeholder}
      </>
    );
  } else if (snapshots.isError && !snapshots.data) {
    body = (
      <div role="alert" className="catalog-rates__message">
        <p>{t('prices.chart.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void snapshots.refetch()}>
          {t('prices.chart.retry')}
        </Button>
      </div>
    );
  } else if (!summary) {
    body = <p className="catalog-rates__message">{t('prices.chart.empty')}</p>;
  } else {
    body = (
      <>
        <div role="img" aria-label={description} className="catalog-rates__chart">
          <Suspense fallback={placeholder}>
            <MoneyLineChart
              className="catalog-rates__canvas"
              points={points}
              currency={settings.currency}
              timespan={settings.timespan}
              localeTag={localeTag}
              seriesName={t(`metal.${settings.metal}`)}
            />
          </Suspense>
        </div>
        <RatesSummaryTable summary={summary} currency={settings.currency} />
      </>
    );
  }

  return (
    <div className="catalog-rates">
      <RatesControls
        settings={settings}
        onChange={(change) => setSettings((s) => ({ ...s, ...change }))}
      />
      <figure className="catalog-rates__figure" aria-busy={snapshots.isFetching || refreshing}>
        <figcaption className="catalog-rates__caption">{description}</figcaption>
        {body}
      </figure>
      {/* From the metal's rate to what its coins and bars cost (the modal closes on the way). */}
      <p className="catalog-rates__pricelist">
        <Link
          className="ui-link ui-target"
          to={pathTo('pricelist', { slug: pricelistSlug('standard', language, settings.metal) })}
        >
          {t('prices.pricelist.link.metal', { metal: t(`metal.${settings.metal}`) })}
        </Link>
      </p>
    </div>
  );
}
