import { useEffect } from 'react';

/**
 * What `<html>` carries once the page has committed in the browser: from then on its links
 * navigate within the page and its handlers listen. Before, a click on the server's HTML is the
 * browser's own (a link loads the whole page). The e2e suites wait for it before they act.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the document hydrated after the first commit; the last of the page's effects to run. */
export function MarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
