import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffCouponRedemption } from '@shop/api-client/staff';
import { formatDate, formatMoney, type MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';

/** The orders placed with a coupon, newest first; each order number opens the order page. */
export function RedemptionsTable({
  redemptions,
}: {
  redemptions: readonly StaffCouponRedemption[];
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: StaffCouponRedemption['total']) =>
    formatMoney(centAmount, currency, intl.locale);
  if (redemptions.length === 0)
    return <p className="ui-text-muted">{t('backoffice.coupons.redemptions.empty')}</p>;
  return (
    <Table caption={t('backoffice.coupons.redemptions.caption')} captionHidden density="compact">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.coupons.column.order')}</th>
          <th scope="col">{t('backoffice.coupons.column.placed')}</th>
          <th scope="col">{t('backoffice.coupons.column.customer')}</th>
          <th scope="col">{t('backoffice.coupons.column.orderState')}</th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.coupons.column.discount')}
          </th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.coupons.column.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {redemptions.map((redemption) => (
          <tr key={redemption.orderId}>
            <th scope="row" className="backoffice-nowrap">
              <Link to={`/orders/${redemption.orderId}`}>{redemption.orderNumber}</Link>
            </th>
            <td className="backoffice-nowrap">
              {formatDate(redemption.createdAt, redemption.store)}
            </td>
            <td>{redemption.customerEmail}</td>
            <td>
              <Badge>{t(`order.state.${redemption.orderState}`)}</Badge>
            </td>
            <td className="backoffice-num">{money(redemption.discount)}</td>
            <td className="backoffice-num">{money(redemption.total)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
