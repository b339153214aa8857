import { useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * A native control that needs its script, given `disabled` until its region has hydrated. Only
 * this leaf renders again when the page hydrates: `useScriptDisabled` in the component around it
 * would render all of that (a footer, an accordion's panels) again, synchronously, as
 * `useSyncExternalStore` does after hydration.
 */
export function NeedsScript({
  children,
}: {
  children: (disabled: true | undefined) => ReactNode;
}): ReactNode {
  return children(useScriptDisabled(false) || undefined);
}
