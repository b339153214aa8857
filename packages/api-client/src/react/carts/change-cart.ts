import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { stores, type Language } from '@shop/i18n';
import type { ApiClient } from '../../client';
import { isApiError } from '../../api-error';
import { errorCodes } from '../../schemas/error';
import { addQuantities, type Cart } from '../../schemas/cart';
import type { PriceType } from '../../schemas/prices';
import { useApiClient } from '../provider';
import { cartKeys } from '../query-keys';
import { cartsQueryOptions, pickCart } from './get-carts';

/** What the cart page and the product buttons ask for. */
export type CartChange =
  | { kind: 'add'; sku: string; quantity: number }
  | { kind: 'setQuantity'; sku: string; quantity: number }
  | { kind: 'remove'; sku: string }
  /** Every line at the current price sheet (the cart page does this once on opening). */
  | { kind: 'recalculate' }
  /** One coupon per cart: redeemed by its code, removed by the cart's coupon id. */
  | { kind: 'addCoupon'; code: string }
  | { kind: 'removeCoupon' };

interface Context {
  api: ApiClient;
  queryClient: QueryClient;
  type: PriceType;
  language: Language;
}

function putInCache({ api, queryClient, language }: Context, cart: Cart): Cart {
  queryClient.setQueryData(cartKeys.list(api.storeKey, language), (carts: Cart[] | undefined) => [
    ...(carts ?? []).filter((other) => other.id !== cart.id),
    ...(cart.cartState === 'active' ? [cart] : []),
  ]);
  return cart;
}

/** The cart of this type, created with the store's country and currency on the first add. */
async function ensureCart(context: Context, fresh: boolean): Promise<Cart> {
  const { api, queryClient, type, language } = context;
  const options = cartsQueryOptions(api, language);
  if (fresh) await queryClient.invalidateQueries({ queryKey: options.queryKey });
  const existing = pickCart(await queryClient.fetchQuery(options), type);
  if (existing) return existing;
  const store = stores[api.storeKey];
  const created = await api.carts.create(
    { transactionType: type, orderType: 'order', country: store.country, currency: store.currency },
    { languageTag: language },
  );
  return putInCache(context, created);
}

function apply(api: ApiClient, cart: Cart, change: CartChange, language: Language) {
  const call = { languageTag: language };
  if (change.kind === 'recalculate') return api.carts.recalculate(cart.id, cart.version);
  if (change.kind === 'addCoupon')
    return api.carts.addCoupon(cart.id, { code: change.code, version: cart.version });
  if (change.kind === 'removeCoupon')
    return cart.discount
      ? api.carts.removeCoupon(cart.id, {
          discountCodeId: cart.discount.discountCodeId,
          version: cart.version,
        })
      : Promise.resolve(cart);
  const line = cart.lineItems.find((item) => item.sku === change.sku);
  if (change.kind === 'add')
    return api.carts.addLineItem(
      cart.id,
      { sku: change.sku, quantity: change.quantity, version: cart.version },
      call,
    );
  if (change.kind === 'remove')
    return api.carts.removeLineItem(cart.id, { sku: change.sku, version: cart.version }, call);
  // To the tenth: scrap is weighed in tenths of a gram, which binary floating point cannot hold.
  const difference = addQuantities(change.quantity, -(line?.quantity ?? 0));
  if (difference > 0)
    return api.carts.addLineItem(
      cart.id,
      { sku: change.sku, quantity: difference, version: cart.version },
      call,
    );
  if (difference < 0)
    return api.carts.removeLineItem(
      cart.id,
      { sku: change.sku, quantity: -difference, version: cart.version },
      call,
    );
  return Promise.resolve(cart);
}

const isConflict = (error: unknown) =>
  isApiError(error) && error.code === errorCodes.concurrentModification;

/**
 * Changes the buy or sell cart with its current `version`. When another tab changed the cart in
 * the meantime (409), the carts are read again and the change is tried once more.
 */
export async function changeCart(context: Context, change: CartChange): Promise<Cart> {
  const run = async (fresh: boolean) =>
    putInCache(
      context,
      await apply(context.api, await ensureCart(context, fresh), change, context.language),
    );
  try {
    return await run(false);
  } catch (error) {
    if (!isConflict(error)) throw error;
    return run(true);
  }
}

/** Add, change quantity and remove on the buy or sell cart; every view sees the answer at once. */
export function useChangeCart(type: PriceType, language: Language) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartChange) => changeCart({ api, queryClient, type, language }, change),
  });
}
