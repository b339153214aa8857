import { useIntl } from 'react-intl';
import type { Money, Order, Settlement } from '@shop/api-client';
import { formatMoney, type MessageId } from '@shop/i18n';
import { Table, Toast } from '@shop/ui';
import { usePageLanguage } from '../../../shared/language/language';

/** A sale's goods as received and assayed: per line the figures, the payout and its reason. */
export function SettlementTable({
  settlement,
  lines,
}: {
  settlement: Settlement;
  lines: Order['lineItems'];
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const language = usePageLanguage();
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, intl.locale);
  return (
    <div className="ui-stack ui-stack--sm">
      {settlement.offerPending && (
        <Toast type="warning" inline>
          {t('backoffice.order.settlement.offerPending')}
        </Toast>
      )}
      <Table caption={t('backoffice.order.settlement')} captionHidden density="compact">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.order.product')}</th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.order.settlement.weight')}
            </th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.order.settlement.fineness')}
            </th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.order.settlement.ordered')}
            </th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.order.settlement.assayed')}
            </th>
            <th scope="col">{t('backoffice.order.settlement.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {settlement.lines.map((line) => (
            <tr key={line.lineId}>
              <th scope="row">
                {lines.find((item) => item.id === line.lineId)?.name[language] ?? line.lineId}
              </th>
              <td className="backoffice-num">
                {line.weightGrams === null
                  ? '–'
                  : intl.formatMessage(
                      { id: 'backoffice.orders.grams' },
                      { amount: intl.formatNumber(line.weightGrams) },
                    )}
              </td>
              <td className="backoffice-num">
                {line.fineness === null ? '–' : `${intl.formatNumber(line.fineness)} ‰`}
              </td>
              <td className="backoffice-num">{money(line.orderedPayout)}</td>
              <td className="backoffice-num">
                {line.received
                  ? line.payout
                    ? money(line.payout)
                    : '–'
                  : t('backoffice.order.settlement.missing')}
              </td>
              <td>{line.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
        {settlement.payout && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('backoffice.order.settlement.total')}
              </th>
              <td className="backoffice-num">{money(settlement.payout)}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </Table>
    </div>
  );
}
