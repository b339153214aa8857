import { useIntl } from 'react-intl';
import type { Order, ReceivingAddress } from '@shop/api-client';
import { useApiClient } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Link, Toast } from '@shop/ui';

/**
 * How a seller hands over the goods (spec 9): posted to the store's receiving address, insured,
 * packed and with the order number or the printed accompanying slip, and what happens after; a
 * deposit sale sends nothing.
 */
export function SellInstructions({ order }: { order: Order }) {
  const intl = useIntl();
  if (order.shippingInfo?.methodKey === 'deposit')
    return <p>{intl.formatMessage({ id: 'checkout.confirmation.sell.fromDeposit' })}</p>;
  if (!order.receivingAddress) return null;
  return <PostingInstructions order={order} address={order.receivingAddress} />;
}

function PostingInstructions({ order, address }: { order: Order; address: ReceivingAddress }) {
  const intl = useIntl();
  const api = useApiClient();
  const { language, localeTag } = useLocale();
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(address.country);
  return (
    <section aria-labelledby="checkout-sell-send" className="checkout-sell-instructions">
      <h2 id="checkout-sell-send">
        {intl.formatMessage({ id: 'checkout.confirmation.sell.title' })}
      </h2>
      {/* The sample addresses of a demo setup look real; nobody should post metal there. */}
      {address.demo && (
        <Toast
          type="warning"
          inline
          title={intl.formatMessage({ id: 'checkout.confirmation.sell.demoAddress' })}
        >
          {intl.formatMessage({ id: 'checkout.confirmation.sell.demoAddressText' })}
        </Toast>
      )}
      <p>{intl.formatMessage({ id: 'checkout.confirmation.sell.sendTo' })}</p>
      <address className="checkout-sell-instructions__address">
        {[
          address.name,
          address.streetAddress,
          `${address.zipCode} ${address.city}`,
          country ?? address.country,
        ].map((line) => (
          <span key={line} className="checkout-address-line">
            {line}
          </span>
        ))}
      </address>
      <ul>
        <li>{intl.formatMessage({ id: 'checkout.confirmation.sell.insured' })}</li>
        <li>{intl.formatMessage({ id: 'checkout.confirmation.sell.packing' })}</li>
        <li>
          {intl.formatMessage(
            { id: 'checkout.confirmation.sell.enclose' },
            { orderNumber: order.orderNumber },
          )}
        </li>
      </ul>
      {/* The slip (PDF, through the edge with the session's cookies): label, order number, goods. */}
      <p>
        <Link href={api.orders.slipUrl(order.id, localeTag)} variant="standalone">
          {intl.formatMessage({ id: 'checkout.confirmation.sell.slip' })}
        </Link>
      </p>
      <h3>{intl.formatMessage({ id: 'checkout.confirmation.sell.nextTitle' })}</h3>
      <p>{intl.formatMessage({ id: 'checkout.confirmation.sell.next' })}</p>
    </section>
  );
}
