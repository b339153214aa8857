import { useIntl } from 'react-intl';
import { formatDate, formatMoney, formatNumber, type Currency, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Table } from '@shop/ui';
import type { RatesSummary } from '../rates-summary';

type SummaryRow = 'points' | 'from' | 'to' | 'first' | 'last' | 'low' | 'high' | 'change';

/**
 * The chart in figures, for screen readers (the chart itself is a picture): how many points,
 * from when to when, first and latest price, low, high and change.
 */
export function RatesSummaryTable({
  summary,
  currency,
}: {
  summary: RatesSummary;
  currency: Currency;
}) {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (centAmount: number) => formatMoney(centAmount, currency, localeTag);
  const rows: Array<[SummaryRow, string]> = [
    ['points', formatNumber(summary.count, localeTag)],
    ['from', formatDate(summary.from, store.key)],
    ['to', formatDate(summary.to, store.key)],
    ['first', money(summary.first)],
    ['last', money(summary.last)],
    ['low', money(summary.low)],
    ['high', money(summary.high)],
    [
      'change',
      formatNumber(summary.change, localeTag, {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      }),
    ],
  ];
  return (
    <Table caption={t('prices.chart.summary')} wrapperClassName="ui-sr-only" density="compact">
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key} data-summary={key}>
            <th scope="row">{t(`prices.chart.summary.${key}`)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
