import { ApiError, createApiClient, type Story } from '@shop/api-client';
import { matchRoute, storyPathOf, type StoreKey } from '@shop/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { isMaintenancePage } from './maintenance';

export interface PageStatusContext {
  apiUrl: string;
  /** The edge's fetch for this visitor (upstream/api-fetch.ts); default the global one. */
  fetch?: typeof globalThis.fetch;
  store: StoreKey;
  inMaintenance: boolean;
  contentCheckTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Aborts the content check when the visitor has gone away. */
  signal?: AbortSignal;
  /** The back-office's preview token of the page (`?preview=`): its story's draft counts. */
  preview?: string | null;
}

/**
 * The content system's story at this path, or null when it has none. An unreachable API, or an
 * answer that is not a story, also ends in null (logged), so in 404: the browser app will not find
 * the page either, and a 5xx would tell crawlers the URL exists.
 */
async function contentStory(
  path: string,
  rootFolder: string,
  { apiUrl, fetch, store, contentCheckTimeoutMs, log, signal, preview }: PageStatusContext,
): Promise<Story | null> {
  const api = createApiClient({ baseUrl: apiUrl, storeKey: store, fetch });
  try {
    return await api.content.page(rootFolder, path, {
      preview: preview ?? undefined,
      signal: AbortSignal.any([
        AbortSignal.timeout(contentCheckTimeoutMs),
        ...(signal ? [signal] : []),
      ]),
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 404))
      log.warn({ err: error, rootFolder, path }, 'content page check failed; answering 404');
    return null;
  }
}

/** The status of a page and, for a content story's page, the story's twins (for its head). */
export interface PageStatus {
  status: 200 | 404 | 503;
  storyTwins?: Story['twins'];
}

/**
 * The HTTP status of the HTML page at `pathname`. The browser app renders the matching page or
 * its 404 itself; this gives crawlers and monitoring the same answer.
 */
export async function pageStatus(
  pathname: string,
  context: PageStatusContext,
): Promise<PageStatus> {
  if (context.inMaintenance && isMaintenancePage(pathname)) return { status: 503 };
  const match = matchRoute(pathname);
  if (!match || match.kind === 'invalid') return { status: 404 };
  // Content pages and article routes show one story; without it they are the 404 page.
  const storyPath = storyPathOf(match);
  if (storyPath !== null) {
    const story = await contentStory(storyPath, match.language, context);
    return story ? { status: 200, storyTwins: story.twins } : { status: 404 };
  }
  return { status: 200 };
}
