import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import {
  snapshotTimespans,
  type Deposit,
  type PreciousMetal,
  type SnapshotTimespan,
} from '@shop/api-client';
import { metalSnapshotsQueryOptions, useApiClient } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, RadioGroup, Skeleton } from '@shop/ui';
import { depositHistory } from '../deposit-history';

// echarts is large: it arrives in its own chunk only when the chart is drawn.
const DepositValueChartCanvas = lazy(() => import('./DepositValueChartCanvas'));

/** The deposit's value over a week, six months or a year, from each metal's buy-back history. */
export function DepositValueChart({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const api = useApiClient();
  const { localeTag } = useLocale();
  const [timespan, setTimespan] = useState<SnapshotTimespan>('6m');
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const metals = [
    ...new Set(
      deposit.positions
        .map((position) => position.preciousMetal)
        .filter((metal): metal is PreciousMetal => metal !== null),
    ),
  ];
  const histories = useQueries({
    queries: metals.map((metal) =>
      metalSnapshotsQueryOptions(api, {
        metal,
        currency: deposit.currency,
        type: 'sell',
        timespan,
      }),
    ),
  });
  const description = t('account.deposit.chart.description', {
    currency: deposit.currency,
    timespan: t(`account.deposit.chart.timespan.${timespan}`),
  });
  const placeholder = <Skeleton variant="block" height="16rem" />;

  let body;
  if (histories.some((history) => history.isPending)) body = placeholder;
  else if (histories.some((history) => history.isError))
    body = (
      <div role="alert" className="ui-stack ui-stack--sm">
        <p>{t('account.deposit.chart.error')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => histories.forEach((history) => void history.refetch())}
        >
          {t('account.retry')}
        </Button>
      </div>
    );
  else {
    const points = depositHistory(
      deposit.positions,
      histories.map((history, index) => ({
        metal: metals[index]!,
        points: history.data?.points ?? [],
      })),
    );
    body =
      points.length < 2 ? (
        <p className="ui-text-muted">{t('account.deposit.chart.empty')}</p>
      ) : (
        <div role="img" aria-label={description} className="account-deposit-chart">
          <Suspense fallback={placeholder}>
            <DepositValueChartCanvas
              points={points}
              currency={deposit.currency}
              timespan={timespan}
              localeTag={localeTag}
              seriesName={t('account.deposit.value')}
            />
          </Suspense>
        </div>
      );
  }

  return (
    <section className="ui-stack ui-stack--sm" aria-labelledby="account-deposit-chart-title">
      <h3 id="account-deposit-chart-title" className="account-subheading">
        {t('account.deposit.chart')}
      </h3>
      <RadioGroup
        legend={t('account.deposit.chart.timespan')}
        orientation="horizontal"
        value={timespan}
        onChange={(value) => setTimespan(value as SnapshotTimespan)}
        options={snapshotTimespans.map((span) => ({
          value: span,
          label: t(`account.deposit.chart.timespan.${span}`),
        }))}
      />
      <figure
        className="account-deposit-chart__figure"
        aria-busy={histories.some((h) => h.isFetching)}
      >
        <figcaption className="ui-sr-only">{description}</figcaption>
        {body}
      </figure>
    </section>
  );
}
