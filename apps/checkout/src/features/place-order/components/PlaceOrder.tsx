import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Cart, PriceType } from '@shop/api-client';
import { Button } from '@shop/ui';
import type { CheckoutEntries } from '../../../shared/checkout-state/checkout-state';
import { orderFailureText } from '../order-failure-text';
import { PriceConfirmModal } from './PriceConfirmModal';
import { usePlaceOrder } from '../use-place-order';

export interface PlaceOrderProps {
  type: PriceType;
  cart: Cart;
  /** The quote of this version of the cart, once there is one: the order keeps its prices. */
  quoteId: string | undefined;
  /** The quote no longer holds (the API said quote_not_valid): ask for a new one. */
  onQuoteNotValid: () => void;
  consents: CheckoutEntries['consents'];
  /** The comment as it will be sent, and whether the API would take it. */
  comment: string | null;
  commentValid: boolean;
}

/** The final button of the review step (spec 6: place the order with payment obligation). */
export function PlaceOrder({
  type,
  cart,
  quoteId,
  onQuoteNotValid,
  consents,
  comment,
  commentValid,
}: PlaceOrderProps) {
  const intl = useIntl();
  const hintId = useId();
  const { order, submitting, failure, mismatch, cancelMismatch } = usePlaceOrder(type, cart, {
    quoteId,
    onQuoteNotValid,
    consents,
    comment,
  });
  const missing = [
    ...(consents.privacy ? [] : [intl.formatMessage({ id: 'checkout.order.missingPrivacy' })]),
    ...(consents.terms ? [] : [intl.formatMessage({ id: 'checkout.order.missingTerms' })]),
    ...(commentValid ? [] : [intl.formatMessage({ id: 'checkout.order.commentInvalid' })]),
  ];
  return (
    <div className="checkout-actions">
      {failure !== null && (
        <p className="checkout-error" role="alert">
          {orderFailureText(intl, failure)}
        </p>
      )}
      {missing.length > 0 && (
        <ul id={hintId} className="checkout-note">
          {missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <Button
        onClick={() => void order()}
        disabled={missing.length > 0}
        aria-describedby={missing.length > 0 ? hintId : undefined}
        loading={submitting}
        loadingLabel={intl.formatMessage({ id: 'checkout.order.submitting' })}
      >
        {intl.formatMessage({ id: `checkout.order.submit.${type}` })}
      </Button>
      {mismatch && (
        <PriceConfirmModal
          type={type}
          cart={cart}
          mismatch={mismatch}
          onConfirm={() => void order()}
          onCancel={cancelMismatch}
          submitting={submitting}
        />
      )}
    </div>
  );
}
