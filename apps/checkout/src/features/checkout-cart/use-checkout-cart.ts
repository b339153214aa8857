import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import {
  errorCodes,
  isApiError,
  type Cart,
  type CartAddressesBody,
  type CartUpdate,
  type PriceType,
} from '@shop/api-client';
import {
  cartKeys,
  cartsQueryOptions,
  priceKeys,
  useApiClient,
  useCart,
} from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { carryEntriesAtom } from '../../shared/checkout-state/checkout-state';
import { checkoutCartOf } from './checkout-guard';

/** Answers after which a write is made once more on the carts read again (see `write`). */
const retriedCodes = new Set<string>([errorCodes.concurrentModification, errorCodes.cartNotFound]);

/**
 * The cart this checkout orders (the active, non-empty cart of the type, from the shared cart
 * state) and the calls that write the checkout's choices to it; each answer replaces the cart in
 * the shared cache, so header badges and the cart page see it too.
 */
export function useCheckoutCart(type: PriceType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { language } = useLocale();
  const queryKey = cartKeys.list(api.storeKey, language);
  const carts = useCart(type, language);
  const cart = carts.cart ? checkoutCartOf([carts.cart], type) : undefined;
  const carryEntries = useSetAtom(carryEntriesAtom);

  // Writes go one after another, each with the version the previous answer brought: choices
  // clicked in quick succession must not trip the API's optimistic concurrency check. A write
  // of elsewhere can still come between (the cart page's re-pricing when the customer moves on
  // before it answered, another tab): on 409 the carts are read again and the write, which sets
  // values rather than adding to them, is made once more on the current version. A choice queued
  // behind a deposit switch meets the cart that replaced the old one; should it still reach the
  // old one (a read of the carts that left before the switch and answered after it), the API
  // answers that cart as not found, and the write is made once more on the carts read again.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const write = (call: (current: Cart) => Promise<Cart>): Promise<Cart> => {
    const attempt = async (fresh: boolean) => {
      const carts = fresh
        ? await queryClient.fetchQuery({ ...cartsQueryOptions(api, language), staleTime: 0 })
        : (queryClient.getQueryData<Cart[]>(queryKey) ?? []);
      const current = checkoutCartOf(carts, type);
      if (!current) throw new Error('The checkout cart is gone');
      const next = await call(current);
      // A read of the carts still under way knows the cart as it was before this write.
      await queryClient.cancelQueries({ queryKey });
      // A replaced cart (deposit switch) keeps the customer's entries and step: they move to the
      // new cart before the page renders it.
      if (next.replacedCartId) carryEntries({ from: next.replacedCartId, to: next.id });
      queryClient.setQueryData<Cart[]>(queryKey, (list = []) => [
        ...list.filter((c) => c.id !== next.id && c.id !== next.replacedCartId),
        next,
      ]);
      return next;
    };
    const run = queue.current
      .catch(() => undefined)
      .then(() =>
        attempt(false).catch((error: unknown) => {
          if (isApiError(error) && retriedCodes.has(error.code)) return attempt(true);
          throw error;
        }),
      );
    queue.current = run;
    return run;
  };

  const update = useMutation({
    mutationFn: (change: Omit<CartUpdate, 'version'>) =>
      write((current) => api.carts.update(current.id, { ...change, version: current.version })),
  });
  const setAddresses = useMutation({
    mutationFn: (body: Omit<CartAddressesBody, 'version'>) =>
      write((current) =>
        api.carts.setAddresses(
          current.id,
          { ...body, version: current.version },
          { languageTag: language },
        ),
      ),
  });
  // A fresh quote: the cart at the current price sheet, and the sheet's time for the countdown.
  const recalculate = useMutation({
    mutationFn: () => write((current) => api.carts.recalculate(current.id, current.version)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceKeys.metals() }),
  });
  return {
    isPending: carts.isPending,
    error: carts.error,
    cart,
    update,
    setAddresses,
    recalculate,
  };
}
