import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@shop/router';
import { registeredRemotes } from '../federation/load-remote-module';
import {
  BUILD_CHECK_INTERVAL_MS,
  claimReload,
  createBuildChecker,
  latestUrlBeside,
  markReloadNeeded,
  noteLoadFailure,
  reloadNeeded,
  type BuildSource,
} from './build-update';

function buildSources(): BuildSource[] {
  const origin = window.location.origin;
  const sources: BuildSource[] = [{ name: 'shell', latestUrl: latestUrlBeside('/', origin) }];
  for (const [name, manifest] of Object.entries(registeredRemotes() ?? {}))
    sources.push({ name, latestUrl: latestUrlBeside(manifest, origin) });
  return sources;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Runs `task` once the browser is idle, at most two seconds later (in the next task where the
 * browser has no idle callbacks).
 */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(task, 0);
  return { cancel: () => window.clearTimeout(id) };
}

/**
 * Spec 4's build updates: checks the builds at start (what this tab runs) and every hour, notes
 * chunk load failures nobody caught, and on the next navigation after either loads the new page
 * from the server instead of rendering it with outdated code.
 */
export function BuildUpdateWatch({
  reload = () => window.location.reload(),
}: {
  /** Loads the page afresh; tests pass their own (jsdom cannot navigate). */
  reload?: () => void;
}) {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const checker = createBuildChecker();
    const check = () =>
      checker.check(buildSources()).then((updated) => {
        if (updated.length > 0) markReloadNeeded('update');
      });
    // The first check (what this tab runs) waits for an idle moment: the page has just hydrated
    // and its own effects come first.
    const first = whenIdle(() => void check());
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    const onRejection = (event: PromiseRejectionEvent) => noteLoadFailure(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      first.cancel();
      window.clearInterval(timer);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // Before the new route paints: the URL already names the new page, so a reload loads it.
  useLayoutEffect(() => {
    const location = pathname + search;
    const isNavigation = previous.current !== null && previous.current !== location;
    previous.current = location;
    if (!isNavigation || !reloadNeeded()) return;
    if (claimReload(pathname, Date.now(), sessionStorageOrNull())) reload();
  }, [pathname, search, reload]);

  return null;
}
