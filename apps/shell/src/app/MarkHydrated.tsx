import { useEffect } from 'react';
import { releaseControls, useHydrated } from '@shop/app-state';

/**
 * What `<html>` carries once the page has committed in the browser and the controls of that
 * commit are enabled: from then on its links navigate within the page and its handlers listen.
 * Before, a click on the server's HTML is the browser's own (a link loads the whole page). The
 * remotes' regions, which React hydrates in a later pass, are hydrated by then too (unless one took
 * longer than `REGION_WAIT_MS`). The e2e suites wait for it before they act.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * After the first commit, the last of the page's effects: releases the controls held while the
 * server's HTML hydrated (they are enabled once the remotes' regions have hydrated too), then,
 * once they are enabled, marks the document hydrated.
 */
export function MarkHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    else releaseControls();
  }, [hydrated]);
  return null;
}
