import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@shop/router';
import {
  errorCodes,
  isApiError,
  keptUtmParams,
  orderBlockReasons,
  type Cart,
  type Money,
  type PriceChange,
  type PriceType,
} from '@shop/api-client';
import { useCreateOrder } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { openModalAtom, useCloseModal, useOpenModal } from '@shop/app-state';
import type { CheckoutEntries } from '../../shared/checkout-state/checkout-state';
import { useOrderSubmission } from './use-order-submission';
import { orderPlacedAtom } from './placed-order';

/** What the price confirmation shows: the changed lines and the total the customer saw. */
export interface PriceMismatch {
  changes: PriceChange[];
  oldTotal: Money;
}

/**
 * Places the order of the review step: one Idempotency-Key per attempt (kept for a retry after a
 * failure, renewed when a price change re-priced the cart), the price confirmation on a mismatch,
 * and the confirmation page on success.
 */
export function usePlaceOrder(
  type: PriceType,
  cart: Cart,
  {
    quoteId,
    onQuoteNotValid,
    consents,
    comment,
  }: {
    quoteId: string | undefined;
    onQuoteNotValid: () => void;
    consents: CheckoutEntries['consents'];
    comment: string | null;
  },
) {
  const navigate = useNavigate();
  const pathTo = useLocalizedPath();
  const { language } = useLocale();
  const openModal = useOpenModal();
  const closeModal = useCloseModal();
  const confirming = useAtomValue(openModalAtom) === 'checkoutPriceConfirm';
  const [failure, setFailure] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState<PriceMismatch | null>(null);
  const setOrderPlaced = useSetAtom(orderPlacedAtom);
  const createOrder = useCreateOrder({
    onPlaced: (order) => {
      setOrderPlaced(true);
      navigate(
        `${pathTo('checkoutConfirmation', { transactionType: type })}?order=${encodeURIComponent(order.id)}`,
      );
    },
  });
  const { mutateAsync } = createOrder;
  // Read once per review: a retry must send the same body as the attempt its key belongs to.
  const [utmParams] = useState(() => keptUtmParams());
  const place = useCallback(
    (idempotencyKey: string) =>
      mutateAsync({
        draft: {
          cartId: cart.id,
          // What the boxes say: the API refuses the order unless both are ticked.
          consents: { privacyPolicy: consents.privacy, termsAndConditions: consents.terms },
          comment,
          utmParams,
          // The prices the countdown shows hold while it runs; without a quote the current count.
          ...(quoteId ? { quoteId } : {}),
        },
        idempotencyKey,
        languageTag: language,
      }),
    [mutateAsync, cart.id, consents.privacy, consents.terms, comment, utmParams, quoteId, language],
  );
  const { submit, submitting, renew } = useOrderSubmission(place);
  // A changed cart (re-priced lines), quote or comment is a new attempt (the API refuses a key
  // with another body); a retry of the same one is not.
  useEffect(() => renew(), [cart.version, quoteId, comment, renew]);

  const order = async () => {
    setFailure(null);
    try {
      await submit();
      closeModal();
    } catch (error) {
      if (
        isApiError(error) &&
        (error.reason ?? error.code) === orderBlockReasons.productPriceMismatch &&
        error.priceChanges
      ) {
        // The API re-priced the cart: the next submission is a new attempt with a new key.
        renew();
        setMismatch({ changes: error.priceChanges, oldTotal: cart.totalGrossPrice });
        openModal('checkoutPriceConfirm');
        return;
      }
      // The cart changed since the quote (or it was used): the customer reads why, and a new
      // quote with the cart's current prices replaces it.
      if (isApiError(error) && error.code === errorCodes.quoteNotValid) onQuoteNotValid();
      closeModal();
      setFailure(error);
    }
  };

  return {
    order,
    submitting,
    failure,
    mismatch: confirming ? mismatch : null,
    cancelMismatch: closeModal,
  };
}
