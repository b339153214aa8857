import { useIntl, type IntlShape } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffCoupon } from '@shop/api-client/staff';
import { formatDate, formatMoney, type MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';

/** What the coupon takes off, and from which cart value: "10 % off", "€5.00 off, from €50.00". */
export function discountText(intl: IntlShape, coupon: StaffCoupon): string {
  const off =
    coupon.kind === 'percent'
      ? intl.formatMessage(
          { id: 'backoffice.coupons.percent' },
          { value: intl.formatNumber(coupon.value) },
        )
      : intl.formatMessage(
          { id: 'backoffice.coupons.fixed' },
          { amount: formatMoney(coupon.value, coupon.currency ?? 'EUR', intl.locale) },
        );
  if (!coupon.minCartValue) return off;
  const from = intl.formatMessage(
    { id: 'backoffice.coupons.minimum' },
    {
      amount: formatMoney(
        coupon.minCartValue.centAmount,
        coupon.minCartValue.currency,
        intl.locale,
      ),
    },
  );
  return `${off}, ${from}`;
}

/** The coupon's stores by their upper-case keys, or "All stores". */
export const storesText = (intl: IntlShape, coupon: Pick<StaffCoupon, 'stores'>): string =>
  coupon.stores === null
    ? intl.formatMessage({ id: 'backoffice.coupons.allStores' })
    : coupon.stores.map((store) => store.toUpperCase()).join(', ');

/** The coupons, newest first: the code links to its page (the first stop of Tab in each row). */
export function CouponsTable({ coupons }: { coupons: readonly StaffCoupon[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const day = (iso: string) => formatDate(iso, 'at');
  return (
    <Table caption={t('backoffice.coupons.caption')} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.coupons.column.code')}</th>
          <th scope="col">{t('backoffice.coupons.column.discount')}</th>
          <th scope="col">{t('backoffice.coupons.column.stores')}</th>
          <th scope="col">{t('backoffice.coupons.column.window')}</th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.coupons.column.redemptions')}
          </th>
          <th scope="col">{t('backoffice.coupons.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row" className="backoffice-nowrap">
              <Link
                to={`/coupons/${coupon.id}`}
                aria-label={intl.formatMessage(
                  { id: 'backoffice.coupons.editLabel' },
                  { code: coupon.code },
                )}
              >
                {coupon.code}
              </Link>
            </th>
            <td>{discountText(intl, coupon)}</td>
            <td>{storesText(intl, coupon)}</td>
            <td className="backoffice-nowrap">
              {coupon.validUntil
                ? intl.formatMessage(
                    { id: 'backoffice.coupons.window' },
                    { from: day(coupon.validFrom), until: day(coupon.validUntil) },
                  )
                : intl.formatMessage(
                    { id: 'backoffice.coupons.openEnded' },
                    { from: day(coupon.validFrom) },
                  )}
            </td>
            <td className="backoffice-num">
              {intl.formatMessage(
                { id: 'backoffice.coupons.usage' },
                { count: coupon.redemptions, limit: coupon.usageLimit },
              )}
            </td>
            <td>
              <Badge variant={coupon.active ? 'success' : 'neutral'}>
                {t(coupon.active ? 'backoffice.coupons.active' : 'backoffice.coupons.inactive')}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
