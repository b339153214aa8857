import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** True from `holdControls` until `releaseControls`: the browser hydrates the server's HTML. */
let holding = false;
/** The controls rendered during that time, each waiting to be enabled. */
const waiting = new Set<() => void>();

/**
 * Called by the app before it hydrates server-rendered HTML: the controls stay disabled until
 * `releaseControls`, after the hydration has committed.
 */
export function holdControls(): void {
  holding = true;
}

/**
 * Enables the controls held since `holdControls`, in one transition. React renders that in
 * slices; without the hold, every control would render again at once, synchronously, in the task
 * right after hydration (`useSyncExternalStore` does that), a long task on a slow phone.
 */
export function releaseControls(): void {
  holding = false;
  const release = [...waiting];
  waiting.clear();
  startTransition(() => release.forEach((enable) => enable()));
}

const subscribe = () => () => undefined;
const live = () => !holding;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates server-rendered HTML, true from then on
 * (and at once in a page rendered in the browser). A control that only works with its script
 * (add to cart, the consent choices) stays disabled until then, so a click on the server's HTML
 * is not lost.
 */
export function useHydrated(): boolean {
  // A render in the browser after the release is live at once; one that hydrates server HTML
  // takes the server's value, and React renders it again right after (a region hydrated late).
  const rendered = useSyncExternalStore(subscribe, live, onServer);
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (rendered || released) return undefined;
    const enable = () => setReleased(true);
    if (!holding) {
      startTransition(enable);
      return undefined;
    }
    waiting.add(enable);
    return () => {
      waiting.delete(enable);
    };
  }, [rendered, released]);
  return rendered || released;
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
 * would render all of that (a footer, an accordion's panels) again.
 */
export function NeedsScript({
  children,
}: {
  children: (disabled: true | undefined) => ReactNode;
}): ReactNode {
  return children(useScriptDisabled(false) || undefined);
}
