import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@shop/api-client';
import { useOrder } from '@shop/api-client/react';
import { Skeleton, Toast } from '@shop/ui';
import { OfferDecision } from './OfferDecision';
import { OrderView } from './OrderDetail';

/**
 * The final offer mail's page: the customer answers with the link's key, signed in or not. The
 * order's own session reads the order and sees the payout per line; without it the mail lists
 * them, and the page shows the order once answered.
 */
export function OrderOffer({ orderId, token }: { orderId: string; token?: string }) {
  const intl = useIntl();
  const { data: order, isPending } = useOrder(orderId);
  const [answered, setAnswered] = useState<Order | null>(null);
  if (answered)
    return (
      <div className="ui-stack ui-stack--lg">
        <Toast type="success" inline>
          {intl.formatMessage({ id: 'account.offer.decided' })}
        </Toast>
        <OrderView order={answered} readOnly />
      </div>
    );
  if (isPending) return <Skeleton variant="block" height="20rem" />;
  if (order && !order.settlement?.offerPending) return <OrderView order={order} />;
  return (
    <div className="ui-stack">
      {!order && <p>{intl.formatMessage({ id: 'account.offer.signIn' })}</p>}
      <OfferDecision
        order={order ?? { id: orderId, lineItems: [], settlement: null }}
        token={token}
        onDecided={(_decision, result) => setAnswered(result)}
      />
    </div>
  );
}
