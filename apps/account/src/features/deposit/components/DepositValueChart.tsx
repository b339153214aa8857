import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { snapshotTimespans, type Deposit, type SnapshotTimespan } from '@shop/api-client';
import { useDepositHistory } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, MoneyLineChart, RadioGroup, Skeleton } from '@shop/ui';

/**
 * The deposit's value over a week, six months or a year, as the API computes it: what was held at
 * each time, each product at its own buy-back price then. Its last point is the value shown above.
 */
export function DepositValueChart({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const [timespan, setTimespan] = useState<SnapshotTimespan>('6m');
  const history = useDepositHistory(timespan, deposit.valuedAt);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const description = t('account.deposit.chart.description', {
    currency: deposit.currency,
    timespan: t(`account.deposit.chart.timespan.${timespan}`),
  });
  const placeholder = <Skeleton variant="block" height="16rem" />;

  let body;
  if (history.data === undefined && history.isPending) body = placeholder;
  else if (history.data === undefined)
    body = (
      <div role="alert" className="ui-stack ui-stack--sm">
        <p>{t('account.deposit.chart.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  else
    body =
      history.data.points.length < 2 ? (
        <p className="ui-text-muted">{t('account.deposit.chart.empty')}</p>
      ) : (
        <div role="img" aria-label={description} className="account-deposit-chart">
          <Suspense fallback={placeholder}>
            <MoneyLineChart
              className="account-deposit-chart__canvas"
              points={history.data.points}
              currency={history.data.currency}
              timespan={history.data.timespan}
              localeTag={localeTag}
              seriesName={t('account.deposit.value')}
            />
          </Suspense>
        </div>
      );

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
      <figure className="account-deposit-chart__figure" aria-busy={history.isFetching}>
        <figcaption className="ui-sr-only">{description}</figcaption>
        {body}
      </figure>
    </section>
  );
}
