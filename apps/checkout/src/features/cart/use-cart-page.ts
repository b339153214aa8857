import { useEffect, useRef, useState } from 'react';
import { useCart, useChangeCart, type CartChange } from '@shop/api-client/react';
import { errorCodes, isApiError, type Cart, type PriceType } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { pricesUpdated } from './cart-blockers';

/** A message of spec 8 that an action on this page caused. */
export type CartNotice =
  | { kind: 'removed' | 'notAvailable'; name: string }
  | { kind: 'pricesUpdated' | 'recalculationFailed' | 'changeFailed' };

/**
 * The cart page's state: the cart of this type, recalculated once when the page opens (prices are
 * not refreshed by the price socket here; the server decides at order time), and the changes.
 */
export function useCartPage(type: PriceType) {
  const { language } = useLocale();
  const { cart, isPending, error } = useCart(type, language);
  const change = useChangeCart(type, language);
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const recalculated = useRef(new Set<string>());
  // The opening recalculation, settled either way. A change the customer makes meanwhile waits
  // for it instead of being refused: a disabled Update button would swallow the Enter that
  // submits the quantity, and running both at once would only meet a version conflict.
  const recalculation = useRef<Promise<void>>(Promise.resolve());
  // Changes the customer asked for and still waits on; the recalculation alone keeps nothing busy.
  const [changing, setChanging] = useState(0);
  const { mutateAsync } = change;

  useEffect(() => {
    if (!cart || cart.lineItems.length === 0 || recalculated.current.has(cart.id)) return;
    recalculated.current.add(cart.id);
    recalculation.current = mutateAsync({ kind: 'recalculate' }).then(
      (after: Cart) => {
        if (pricesUpdated(after)) setNotices([{ kind: 'pricesUpdated' }]);
      },
      () => setNotices([{ kind: 'recalculationFailed' }]),
    );
  }, [cart, mutateAsync]);

  const apply = async (changeToMake: Extract<CartChange, { sku: string }>) => {
    const name = cart?.lineItems.find((line) => line.sku === changeToMake.sku)?.name[language];
    setChanging((count) => count + 1);
    try {
      await recalculation.current;
      await mutateAsync(changeToMake);
      setNotices(changeToMake.kind === 'remove' && name ? [{ kind: 'removed', name }] : []);
    } catch (failure) {
      setNotices([
        isApiError(failure) && failure.code === errorCodes.productNotAvailable && name
          ? { kind: 'notAvailable', name }
          : { kind: 'changeFailed' },
      ]);
    } finally {
      setChanging((count) => count - 1);
    }
  };

  return { cart, isPending, error, notices, apply, busy: changing > 0 };
}
