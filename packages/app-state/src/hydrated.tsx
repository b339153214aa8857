import {
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** True from `holdControls` until the release: the browser hydrates the server's HTML. */
let holding = false;
/** The controls rendered during that time, each waiting to be enabled. */
const waiting = new Set<() => void>();
/** Set by `releaseControls`: the page's first commit is done. */
let pageCommitted = false;
/** Regions (`HydratingSuspense`) whose server HTML React has not hydrated yet. */
const hydrating = new Set<object>();
let safetyTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * How long after the page's first commit the controls wait for its regions at most: a region that
 * never hydrates (its chunk hangs) must not leave the rest of the page disabled.
 */
export const REGION_WAIT_MS = 5000;

/**
 * Called by the app before it hydrates server-rendered HTML: the controls stay disabled until
 * `releaseControls` and every region has hydrated.
 */
export function holdControls(): void {
  holding = true;
  pageCommitted = false;
}

/**
 * Enables the controls held since `holdControls`, in one transition. React renders that in
 * slices; without the hold, every control would render again at once, synchronously, in the task
 * right after hydration (`useSyncExternalStore` does that), a long task on a slow phone.
 */
function release(): void {
  clearTimeout(safetyTimer);
  holding = false;
  hydrating.clear();
  const enable = [...waiting];
  waiting.clear();
  startTransition(() => enable.forEach((set) => set()));
}

/**
 * Called once the page's first hydration has committed. The controls are released then, or, when
 * regions of the page hydrate in a later pass, once the last of them has (`REGION_WAIT_MS` at most).
 */
export function releaseControls(): void {
  pageCommitted = true;
  if (hydrating.size === 0) {
    release();
    return;
  }
  clearTimeout(safetyTimer);
  safetyTimer = setTimeout(release, REGION_WAIT_MS);
}

function regionSettled(region: object): void {
  if (!hydrating.delete(region)) return;
  if (holding && pageCommitted && hydrating.size === 0) release();
}

/**
 * Rendered last inside the region's boundary: its effect runs when the region has committed, after
 * those of the controls in it (which wait for the release by then).
 */
function RegionCommitted({ region }: { region: object }): null {
  useEffect(() => {
    regionSettled(region);
  }, [region]);
  return null;
}

/**
 * A Suspense boundary whose server HTML React hydrates in a later pass than the page around it (a
 * remote's region). While it has not, the page's held controls stay held, so the region's own are
 * released with them in one transition instead of each rendering again synchronously after its
 * region's commit. A region that unmounts (its error boundary took over) stops holding.
 */
export function HydratingSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}): ReactNode {
  const [region] = useState(() => ({}));
  // A layout effect: it runs before the passive effects of the same commit, the page's
  // `releaseControls` and this region's `RegionCommitted` among them.
  useLayoutEffect(() => {
    if (holding) hydrating.add(region);
    return () => regionSettled(region);
  }, [region]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <RegionCommitted region={region} />
    </Suspense>
  );
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
