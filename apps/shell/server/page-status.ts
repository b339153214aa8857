import { matchRoute, storyPathOf, type StoreKey } from '@shop/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { isMaintenancePage } from './maintenance';

export interface PageStatusContext {
  apiUrl: string;
  store: StoreKey;
  inMaintenance: boolean;
  contentCheckTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Aborts the content check when the visitor has gone away. */
  signal?: AbortSignal;
}

/**
 * Whether the content system has a page at this path. Any answer but 200 means no page; an
 * unreachable API also ends in 404 (logged) because the browser app will not find the page
 * either, and a 5xx would tell crawlers the URL exists.
 */
export async function contentPageExists(
  slug: string,
  rootFolder: string,
  { apiUrl, store, contentCheckTimeoutMs, log, signal }: PageStatusContext,
): Promise<boolean> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  const url = `${apiUrl.replace(/\/+$/, '')}/content/page/${rootFolder}/path/${path}`;
  try {
    const response = await fetch(url, {
      headers: { 'x-store-key': store, accept: 'application/json' },
      signal: AbortSignal.any([
        AbortSignal.timeout(contentCheckTimeoutMs),
        ...(signal ? [signal] : []),
      ]),
    });
    // Only the status matters; drain so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.status === 200;
  } catch (error) {
    log.warn({ err: error, url }, 'content page check failed; answering 404');
    return false;
  }
}

/**
 * The HTTP status of the HTML page at `pathname`. The browser app renders the matching page or
 * its 404 itself; this gives crawlers and monitoring the same answer.
 */
export async function pageStatus(
  pathname: string,
  context: PageStatusContext,
): Promise<200 | 404 | 503> {
  if (context.inMaintenance && isMaintenancePage(pathname)) return 503;
  const match = matchRoute(pathname);
  if (!match || match.kind === 'invalid') return 404;
  // Content pages and article routes show one story; without it they are the 404 page.
  const storyPath = storyPathOf(match);
  if (storyPath !== null) {
    const exists = await contentPageExists(storyPath, match.language, context);
    return exists ? 200 : 404;
  }
  return 200;
}
