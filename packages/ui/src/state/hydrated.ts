import { useDeferredValue } from 'react';

/**
 * False on the server and while the browser hydrates server-rendered HTML, true from then on
 * (in a control mounted later in the browser, from the render after its first). A control that
 * only works with its script (add to cart, the consent choices) stays disabled until then, so a
 * click on the server's HTML is not lost.
 *
 * React answers this per component: a region that hydrates late (a remote's module) still sees
 * false while it hydrates. The switch to true is a deferred render, which React does in slices
 * after hydration; `useSyncExternalStore` with a server snapshot, the other per-component way,
 * forces one synchronous re-render of every control, which on a phone blocked the main thread
 * for a quarter of a second.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}

/**
 * `disabled` of a control of the design system: a control needs its script, so it stays disabled
 * until the page has hydrated, and nothing typed or clicked into the server's HTML is lost or
 * reset. `worksWithoutScript` is for the few that work as plain HTML (a GET form's field and
 * submit button): the browser handles them before any script runs.
 */
export function useScriptDisabled(
  disabled: boolean | undefined,
  worksWithoutScript = false,
): boolean | undefined {
  const hydrated = useHydrated();
  return disabled || (!hydrated && !worksWithoutScript) || undefined;
}
