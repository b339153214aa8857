import { useIntl } from 'react-intl';
import { cartLimitCentAmount, minimumCartCentAmount, type Cart } from '@shop/api-client';
import { formatDateTime, formatMoney, type Currency } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Toast } from '@shop/ui';
import type { CartBlocker } from '../cart-blockers';
import type { CartNotice } from '../use-cart-page';

/** The cart messages of spec 8: what blocks the checkout, and what the last action caused. */
export function CartNotices({
  currency,
  blocker,
  notices,
  blockerId,
  dailyLimit = null,
  shortOfStock = [],
}: {
  currency: Currency;
  blocker: CartBlocker | null;
  notices: CartNotice[];
  /** The cart's 24-hour limit: what the dailyLimit blocker names. */
  dailyLimit?: Cart['dailyLimit'];
  /** The products the outOfStock blocker names. */
  shortOfStock?: string[];
  /** Id of the blocking message, which names why the checkout button is disabled. */
  blockerId?: string;
}) {
  const intl = useIntl();
  const { localeTag, store } = useLocale();
  const money = (centAmount: number) => formatMoney(centAmount, currency, localeTag);
  const items: Array<{ key: string; type: 'info' | 'warning' | 'error'; text: string }> =
    notices.map((notice) => ({
      key: notice.kind,
      type:
        notice.kind === 'removed' ? 'info' : notice.kind === 'pricesUpdated' ? 'warning' : 'error',
      text: intl.formatMessage(
        { id: `checkout.cart.message.${notice.kind}` },
        'name' in notice ? { name: notice.name } : {},
      ),
    }));
  if (blocker === 'limitExceeded' || blocker === 'belowMinimum' || blocker === 'zeroTotal') {
    items.push({
      key: blocker,
      type: 'error',
      text: intl.formatMessage(
        { id: `checkout.cart.message.${blocker}` },
        { limit: money(cartLimitCentAmount), minimum: money(minimumCartCentAmount) },
      ),
    });
  }
  if (blocker === 'dailyLimit')
    items.push({
      key: blocker,
      type: 'error',
      text: dailyLimit
        ? [
            intl.formatMessage(
              { id: 'checkout.cart.message.dailyLimit' },
              {
                limit: money(dailyLimit.limit.centAmount),
                left: money(dailyLimit.left.centAmount),
              },
            ),
            ...(dailyLimit.freesAt
              ? [
                  intl.formatMessage(
                    { id: 'checkout.cart.message.dailyLimitFreesAt' },
                    { moment: formatDateTime(dailyLimit.freesAt, store.key, localeTag) },
                  ),
                ]
              : []),
          ].join(' ')
        : intl.formatMessage({ id: 'error.daily_limit_exceeded' }),
    });
  if (blocker === 'depositItems')
    items.push({
      key: blocker,
      type: 'error',
      text: intl.formatMessage({ id: 'error.invalid_deposit_items' }),
    });
  if (blocker === 'outOfStock')
    items.push({
      key: blocker,
      type: 'error',
      text: intl.formatMessage(
        { id: 'checkout.cart.message.outOfStock' },
        { names: intl.formatList(shortOfStock, { type: 'conjunction' }) },
      ),
    });
  if (items.length === 0) return null;
  return (
    <div className="checkout-cart__notices">
      {items.map((item) => (
        <Toast
          key={item.key}
          id={item.key === blocker ? blockerId : undefined}
          type={item.type}
          inline
          data-notice={item.key}
        >
          {item.text}
        </Toast>
      ))}
    </div>
  );
}
