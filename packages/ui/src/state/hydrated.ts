import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a root of this page has committed in the browser. Never set on the server, where
 * effects do not run, so every server render starts from false.
 */
let committed = false;

/**
 * False on the server and while the browser hydrates server-rendered HTML, true from then on
 * (and from the first commit on in a page rendered in the browser). A control that only works
 * with its script (add to cart, the consent choices) stays disabled until then, so a click on the
 * server's HTML is not lost.
 *
 * The switch is a transition: React renders it in slices after hydration instead of one
 * synchronous pass over every control (what `useSyncExternalStore` forces), which on a phone
 * blocked the main thread for a quarter of a second.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(committed);
  useEffect(() => {
    committed = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
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
