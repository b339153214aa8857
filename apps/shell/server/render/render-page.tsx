import { Writable } from 'node:stream';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from '@shop/router/server';
import { createApiClient } from '@shop/api-client';
import { consentAtom, type ConsentChoice } from '@shop/app-state';
import { sessionScopedKeys } from '@shop/api-client/react';
import {
  matchRoute,
  type ShopRemoteName,
  type RouteMatch,
  type StoreHostMap,
  type StoreKey,
} from '@shop/i18n';
import {
  alternateParamsAtom,
  ancestorTitlesAtom,
  pageTitleAtom,
  routeMatchAtom,
  storeKeyAtom,
} from '@shop/i18n/react';
import { App } from '../../src/app/App';
import { serverStateScript, type ServerState } from '../../src/app/server-state';
import { storeHostsAtom } from '../../src/app/store-hosts';
import type { RemotesConfig } from '../../src/federation/remotes-config';
import { servedStatusAtom } from '../../src/routing/served-status';
import { ServerRenderContext, type ServerRender } from '../../src/federation/server-render-context';
import type { ServerRemotes } from './federation';

/** Remotes whose pages need no search engine: the edge renders their frame, the browser the rest. */
const browserOnlyRemotes: ReadonlySet<ShopRemoteName> = new Set(['checkout', 'account']);

/**
 * Whether the edge renders the page at `url`. Pages for signed-in customers only are not: their
 * guard decides by the session, which a shared render does not have; the browser renders them.
 */
export function rendersOnServer(url: string): boolean {
  const match = pageMatch(url);
  return match?.kind !== 'page' || match.route.guard !== 'myAccount';
}

/** Render passes at most: each may reveal remote regions and queries the previous one could not. */
const MAX_PASSES = 5;

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The HTTP status the page is answered with. */
  status: number;
  store: StoreKey;
  hosts: StoreHostMap;
  /** The remotes config the browser gets (manifests). */
  remotes: RemotesConfig;
  apiUrl: string;
  /** The edge's fetch for this visitor (upstream/api-fetch.ts); default the global one. */
  fetch?: typeof globalThis.fetch;
  /** The visitor's cookie choice (`shopConsent`), null on a first visit: the banner shows then. */
  consent: ConsentChoice | null;
  serverRemotes: ServerRemotes;
  /** Time the page may take to gather its modules and data; then it streams what it has. */
  deadlineMs: number;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** Every region and query made it within the deadline: the page is whole, and may be cached. */
  complete: boolean;
  /**
   * `[remote, module]` of the remote regions the browser loads first: the route's own module
   * (rendered here or not, the browser needs it) and, when the page settled, every region the
   * server rendered.
   */
  modules: Array<[ShopRemoteName, string]>;
  /**
   * Writes the page's markup into `out` as React streams it (`flush` pushes what is written so
   * far to the client); resolves with the state script, which goes after the root element.
   */
  pipe(out: { write(chunk: Buffer): void; flush?(): void }): Promise<string>;
}

/** Queries of the session (carts, customer, wishlists): never fetched for a shared render. */
const isPersonal = (query: Query) =>
  sessionScopedKeys.some((root) => root.every((part, index) => query.queryKey[index] === part));

const pathOf = (url: string) => url.split('?')[0] ?? '/';

function pageMatch(url: string): RouteMatch | null {
  return matchRoute(pathOf(url));
}

/**
 * Renders one page for one request, with its own jotai store, query cache, API client and intl:
 * nothing of it outlives the request or reaches another. Remote regions whose server module
 * cannot be had in time, and queries that fail or are personal, are left to the browser.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const match = pageMatch(input.url);
  const store = createStore();
  store.set(storeKeyAtom, input.store);
  store.set(storeHostsAtom, input.hosts);
  // The browser reads the same cookie before hydrating: a returning visitor sees no banner flash.
  store.set(consentAtom, input.consent);
  // Pages read the match while rendering; the browser sets the same before hydrating.
  store.set(routeMatchAtom, match);
  store.set(servedStatusAtom, {
    pathname: match?.pathname ?? pathOf(input.url),
    status: input.status,
  });
  const queryCache = new QueryCache();
  // The queries the latest render pass read: only these go to the browser, whose first render is
  // that pass; what earlier passes fetched and the page no longer shows would only fatten the HTML.
  const readQueries = new Set<string>();
  const build = queryCache.build.bind(queryCache);
  queryCache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    readQueries.add(query.queryHash);
    return query;
  }) as typeof queryCache.build;
  const queryClient = new QueryClient({
    queryCache,
    // No retries within a deadline, and no garbage-collection timers outliving the request.
    defaultOptions: { queries: { staleTime: 60_000, retry: false, gcTime: Infinity } },
  });
  // No session: the edge renders what every visitor of this URL may see.
  const api = createApiClient({ baseUrl: input.apiUrl, storeKey: input.store, fetch: input.fetch });
  const createApi = () => api;
  const loadModules = match?.kind !== 'page' || !browserOnlyRemotes.has(match.route.remote);

  const wanted = new Map<string, [ShopRemoteName, string]>();
  const rendered = new Map<string, [ShopRemoteName, string]>();
  const context: ServerRender = {
    want: (remote, module) => wanted.set(`${remote}/${module}`, [remote, module]),
    rendered: (remote, module) => rendered.set(`${remote}/${module}`, [remote, module]),
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={input.url}>{children}</StaticRouter>
  );
  const page = (
    <ServerRenderContext.Provider value={context}>
      <App store={store} queryClient={queryClient} router={Router} createApi={createApi} />
    </ServerRenderContext.Provider>
  );

  const deadline = Date.now() + input.deadlineMs;
  const timeLeft = () => Math.max(0, deadline - Date.now());
  const failedModules = new Set<string>();
  const fetched = new Set<string>();
  // A page with a region or query left to the browser is served, but not kept for others: the
  // fault may be over by the next request.
  let degraded = false;
  // A failed query is the browser's to fetch: the server renders it pending, as the browser will.
  const dropFailedQueries = () => {
    for (const query of queryClient.getQueryCache().getAll())
      if (query.state.status === 'error') {
        degraded = true;
        queryClient.getQueryCache().remove(query);
      }
  };
  await input.serverRemotes.revalidate().catch(() => undefined);
  // The markup of the pass that found nothing missing: it is the page, rendering it again would
  // only cost the edge's time.
  let settled: Buffer[] | null = null;
  for (let pass = 0; pass < MAX_PASSES && timeLeft() > 0; pass += 1) {
    wanted.clear();
    rendered.clear();
    readQueries.clear();
    const title = store.get(pageTitleAtom);
    const alternates = store.get(alternateParamsAtom);
    const ancestors = store.get(ancestorTitlesAtom);
    const markup = await renderToBuffer(page, timeLeft());
    // A page that published its title while rendering needs one more pass: the frame above it
    // rendered before the title was there.
    const republished =
      store.get(pageTitleAtom) !== title ||
      store.get(alternateParamsAtom) !== alternates ||
      store.get(ancestorTitlesAtom) !== ancestors;
    const work: Array<Promise<unknown>> = [];
    if (loadModules)
      for (const [id, [remote, module]] of wanted) {
        if (failedModules.has(id) || !input.serverRemotes.has(remote)) continue;
        work.push(
          input.serverRemotes.load(remote, module).catch((error: unknown) => {
            degraded = true;
            failedModules.add(id);
            input.onError?.(error);
          }),
        );
      }
    for (const query of queryClient.getQueryCache().getAll()) {
      const { status, fetchStatus } = query.state;
      if (status !== 'pending' || fetchStatus !== 'idle') continue;
      if (isPersonal(query) || fetched.has(query.queryHash)) continue;
      fetched.add(query.queryHash);
      work.push(query.fetch().catch(() => undefined));
    }
    if (work.length === 0 && !republished) {
      settled = markup;
      break;
    }
    await Promise.race([Promise.all(work), delay(timeLeft())]);
    dropFailedQueries();
  }

  const state = (): string => {
    const handed: ServerState = {
      store: input.store,
      status: input.status,
      hosts: input.hosts,
      remotes: input.remotes,
      modules: [...rendered.values()],
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) && readQueries.has(query.queryHash),
      }),
      title: store.get(pageTitleAtom),
      alternates: store.get(alternateParamsAtom),
      ancestorTitles: store.get(ancestorTitlesAtom),
    };
    queryClient.clear();
    return serverStateScript(handed);
  };

  const routeModules: Array<[ShopRemoteName, string]> =
    match?.kind === 'page' ? [[match.route.remote, match.route.module]] : [];
  if (settled) {
    const markup = settled;
    return {
      complete: !degraded,
      modules: [...routeModules, ...rendered.values()],
      pipe: async (out) => {
        for (const chunk of markup) out.write(chunk);
        return state();
      },
    };
  }

  // Past the deadline: what is still loading is the browser's to load, as is what failed.
  await queryClient.cancelQueries();
  dropFailedQueries();
  rendered.clear();
  readQueries.clear();
  const stream = await new Promise<PipeableStream>((resolve, reject) => {
    const started = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => resolve(started),
      onShellError: reject,
      onError: (error) => input.onError?.(error),
    });
    // Nothing is left to wait for but the render itself; a region still suspended after the
    // deadline is the browser's to render.
    setTimeout(() => started.abort(), Math.max(timeLeft(), 1000)).unref();
  });

  return {
    complete: false,
    modules: routeModules,
    pipe: (out) =>
      new Promise<string>((resolve) => {
        const sink = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            out.write(chunk);
            callback();
          },
          final(callback) {
            callback();
            resolve(state());
          },
        });
        // React flushes after each burst of markup; the compressor passes it on at once.
        Object.assign(sink, { flush: () => out.flush?.() });
        stream.pipe(sink);
      }),
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One complete render into memory: it tells which modules and queries the page still needs, and
 * when none, it is the page. Null when the deadline cut it short or its shell failed.
 */
function renderToBuffer(page: ReactNode, timeoutMs: number): Promise<Buffer[] | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final: (callback) => {
        callback();
        resolve(chunks);
      },
    });
    const stream = renderToPipeableStream(page, {
      // Regions that are ready go out in place, however large: React would otherwise send big
      // ones later with an inline script to move them, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: () => resolve(null),
      onError: () => undefined,
    });
    setTimeout(() => {
      stream.abort();
      resolve(null);
    }, timeoutMs).unref();
  });
}
