import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates server-rendered HTML, true from then on
 * (and at once in a page rendered in the browser). A control that only works with its script
 * (add to cart, the consent choices) stays disabled until then, so a click on the server's HTML
 * is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
