import { languageOfPath, matchRoute, storyAlternates } from '@shop/i18n';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { etagMatches } from '@shop/static-server';
import { consentFromCookieHeader } from '@shop/app-state';
import { isMailViewPath } from '@shop/api-client/contract';
import { backofficeRemote } from '@shop/i18n';
import { API_PREFIX } from './api-path';
import { registerApiProxy, forwardedHeaders, upstreamUnavailable } from './api-proxy';
import { createBackofficeHost } from './backoffice/backoffice-host';
import { createStaffHeaders, mailViewHeaders } from './backoffice/staff-headers';
import { createStaffPage } from './backoffice/staff-page';
import { createStaffSession } from './backoffice/staff-session';
import type { EdgeConfig } from './config';
import { edgeError, edgeErrorCodes, sendError } from './edge-errors';
import { clientGone } from './client-gone';
import { registerConsentForm } from './consent-form';
import {
  CONTENT_PREVIEW_PATH,
  backofficeOrigins,
  isContentChange,
  previewHeaders,
  previewLocation,
  previewTokenOf,
  storeOrigins,
} from './content-preview';
import { registerCrawlerRoutes } from './crawlers/routes';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerErrorAnswers,
  type SendPage,
} from './error-answers';
import { LOAD_PATH, READY_PATH, registerLoadShedding } from './load-shedding';
import { createMaintenanceSwitch, maintenanceRedirect } from './maintenance';
import { createOutboxAccess } from './outbox-access';
import { categoryAlternates, pageHead, withPageHead } from './page-head';
import { pageStatus } from './page-status';
import { productFacts } from './product-head';
import { createApiClient } from '@shop/api-client';
import {
  sendCachedDocument,
  sendRenderedDocument,
  splitAtRoot,
  type DocumentCaching,
} from './render/document';
import {
  createRenderCache,
  createRenderVersion,
  renderCacheBypass,
  renderCacheKey,
  renderVersionOf,
} from './render/render-cache';
import { createServerRemotes } from './render/federation';
import { createPagePreloads, withPreloads } from './render/preloads';
import { renderPage, rendersOnServer } from './render/render-page';
import { canonicalRedirect } from './redirects';
import { remoteOrigins, remotesDocument, shopRemoteManifests } from './remotes-config';
import { splitUrl } from './request-url';
import { rootLanguage } from './root-language';
import { createSecurityHeaders } from './security-headers';
import { createServedHosts } from './served-hosts';
import { createApiSession, type ApiSession } from './session/api-session';
import { registerSocketProxy, routeUpgrades } from './socket-proxy';
import { createStaticFiles } from './static-files';
import { storeOfRequest } from './store';
import { createApiFetch } from './upstream/api-fetch';
import { createBalancer } from './upstream/balancer';
import { readinessProbe, startHealthChecks } from './upstream/health-checks';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** True from SIGTERM on (index.ts): /healthz/ready answers 503 while in-flight work finishes. */
  draining?: () => boolean;
  /** Load-shedding measurements, for tests: how often, and a heap limit in bytes. */
  pressure?: { sampleIntervalMs?: number; maxHeapUsedBytes?: number };
}

/** The edge: redirects, maintenance, headers, static shell, page status, remotes config, /api. */
export async function buildApp(
  config: EdgeConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const staticFiles = createStaticFiles(config.distDir);
  // Every call to the API, proxied or the edge's own, goes to an instance that is up.
  const balancer = createBalancer(config.apiUrls);
  const apiFetch = createApiFetch({ balancer, edgeSecret: config.edgeSecret });
  const headersFor = createSecurityHeaders({
    remoteOrigins: remoteOrigins(config.remotes),
    cspExtra: config.cspExtra,
    shopOrigins: config.shopOrigins,
    production: config.production,
    hsts: config.hsts,
  });
  // The dealer's back-office has a host of its own, with its own page, headers and session.
  const backoffice = createBackofficeHost(config.backofficeHost);
  const staffHeadersFor = createStaffHeaders({
    remoteOrigins: remoteOrigins(config.remotes, [backofficeRemote]),
    frameOrigins: config.shopOrigins,
    production: config.production,
    hsts: config.hsts,
  });
  const sendStaffPage = createStaffPage(config.backofficeDistDir);
  // The content editor's draft preview: shop pages the back-office alone may frame.
  const previewFramers = backofficeOrigins(config.shopOrigins, config.backofficeHost);
  const previewOrigins = storeOrigins(config.storeHosts, config.hostOrigins);
  const headersOf = (request: FastifyRequest) => {
    if (backoffice.is(request)) {
      const headers = staffHeadersFor(request.protocol === 'https');
      return isMailViewPath(request.url) ? mailViewHeaders(headers) : headers;
    }
    const headers = headersFor(request.protocol === 'https');
    return previewTokenOf(request.url) ? previewHeaders(headers, previewFramers) : headers;
  };
  const storeKeyOf = (request: Parameters<typeof storeOfRequest>[0]) =>
    storeOfRequest(request, config.storeHosts);
  const hosts = createServedHosts(config.hostOrigins, config.primaryOrigin);
  const serverRemotes = config.ssr
    ? createServerRemotes({
        remotes: config.remotes,
        fetchTimeoutMs: config.renderDeadlineMs,
        revalidateMs: config.remoteRevalidateMs,
        edgeSecret: config.edgeSecret,
      })
    : null;
  const pagePreloads =
    serverRemotes &&
    createPagePreloads({
      distDir: config.distDir,
      remotes: config.remotes,
      fetchTimeoutMs: config.renderDeadlineMs,
      revalidateMs: config.remoteRevalidateMs,
    });
  // Anonymous visitors of public pages share rendered HTML. Entries live `renderCacheTtlMs`; the
  // price sheet's lastRecalculatedAt and the content version are part of the key, so neither a
  // recalculation nor a publish is answered with the old page.
  const renderCache =
    serverRemotes && config.renderCacheEntries > 0
      ? createRenderCache({
          maxEntries: config.renderCacheEntries,
          maxBytes: config.renderCacheEntries * 512 * 1024,
          ttlMs: config.renderCacheTtlMs,
        })
      : null;
  const versionApi = createApiClient({ baseUrl: config.apiUrl, storeKey: 'at', fetch: apiFetch() });
  let lastRenderVersion: string | null = null;
  const renderVersion = createRenderVersion({
    ttlMs: 2000,
    fetchVersion: async () => {
      const version = renderVersionOf(
        await versionApi.versions.current({
          signal: AbortSignal.timeout(config.contentCheckTimeoutMs),
        }),
      );
      // Pages of the previous prices or content can no longer be hit: free their memory at once.
      if (version !== lastRenderVersion) renderCache?.clear();
      lastRenderVersion = version;
      return version;
    },
  });
  /**
   * Streams the page rendered on the edge; false when it cannot be (a template without a root
   * element, a render that fails before its first byte): the empty document goes out instead.
   * (A boolean, not the reply: an awaited reply waits for the answer to finish.)
   */
  const sendServerRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    html: string,
    caching: DocumentCaching,
  ): Promise<boolean> => {
    const parts = serverRemotes && pagePreloads && splitAtRoot(html);
    if (!parts) return false;
    try {
      const page = await renderPage({
        url: request.url,
        status,
        store: storeKeyOf(request),
        hosts: config.storeHosts,
        remotes: shopRemoteManifests(config.remotes),
        apiUrl: config.apiUrl,
        fetch: apiFetch(request.ip),
        consent: consentFromCookieHeader(request.headers.cookie),
        serverRemotes,
        deadlineMs: config.renderDeadlineMs,
        onError: (error) =>
          request.log.warn({ err: error }, 'server render: region left to the browser'),
      });
      const preloads = await pagePreloads(
        page.modules,
        languageOfPath(request.url.split('?')[0] ?? '/'),
      );
      await sendRenderedDocument(
        request,
        reply,
        status,
        { ...parts, before: withPreloads(parts.before, preloads) },
        page,
        caching,
      );
      return true;
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; sending the empty document');
      return false;
    }
  };
  // Every page document carries its own head: title, canonical, twins, link-preview tags.
  const sendPage: SendPage = async (request, reply, status, storyTwins) => {
    if (backoffice.is(request)) return sendStaffPage(request, reply, status);
    const [pathname] = splitUrl(request.url);
    const match = matchRoute(pathname);
    const store = storeKeyOf(request);
    const renders =
      serverRemotes && (status === 200 || status === 404) && rendersOnServer(request.url);
    const bypass = renderCacheBypass({
      method: request.method,
      url: request.url,
      cookieHeader: request.headers.cookie,
    });
    const consent = consentFromCookieHeader(request.headers.cookie);
    const origin = hosts.originOf(request);
    let caching: DocumentCaching = { use: bypass ? 'bypass' : 'off', personal: bypass !== null };
    if (renders && renderCache && !bypass && status === 200) {
      const version = await renderVersion();
      if (version) {
        const key = renderCacheKey({ origin, store, url: request.url, consent, version });
        const hit = renderCache.get(key);
        if (hit) {
          sendCachedDocument(request, reply, renderCache, key, hit);
          return reply;
        }
        caching = {
          use: 'miss',
          personal: false,
          keep: (html) => renderCache.set(key, { status, html }),
        };
      }
    }
    // A product page names its product, price and twins for crawlers and link previews.
    const product =
      status === 200 && match?.kind === 'page' && match.route.id === 'product'
        ? await productFacts(match.params.slug ?? '', {
            apiUrl: config.apiUrl,
            fetch: apiFetch(request.ip),
            store,
            timeoutMs: config.contentCheckTimeoutMs,
            signal: clientGone(reply.raw),
          })
        : null;
    // A content story's twin has a path of its own, which the story read for the status names.
    const alternates =
      categoryAlternates(match) ??
      (match && storyTwins ? storyAlternates(match, storyTwins) : undefined);
    const head = pageHead({ origin, pathname, store, match, status, product, alternates });
    if (renders) {
      const html = await staticFiles.readIndex();
      if (
        html &&
        (await sendServerRendered(request, reply, status, withPageHead(html, head), caching))
      )
        return reply;
    }
    return staticFiles.sendPage(request, reply, status, (html) => withPageHead(html, head));
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    // Deadlines: the whole request must arrive in time (the API's answer is bounded by the
    // proxy), and a connection silent for 10 s past that deadline is dead.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 10_000,
    // Node checks the request deadline only this often (30 s by default).
    // Node answers a request without Host with an empty 400 of its own; the hook below answers
    // it with the error object instead.
    http: {
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
      requireHostHeader: false,
    },
    frameworkErrors: frameworkErrorAnswer(sendPage, headersOf, (request) =>
      backoffice.is(request) ? backoffice.refusal(request) : hosts.refusal(request),
    ),
    clientErrorHandler: clientErrorAnswer(() => headersFor(false)),
  });
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  // With one instance there is nothing to choose between: a call to it answers for itself.
  if (config.apiUrls.length > 1 && config.apiHealthIntervalMs > 0) {
    const checks = startHealthChecks({
      balancer,
      intervalMs: config.apiHealthIntervalMs,
      timeoutMs: 1000,
      probe: readinessProbe,
      log: app.log,
    });
    app.addHook('onClose', async () => checks.stop());
  }
  // Shop pages follow the public setting inMaintenance (spec 4); the back-office host never does,
  // so staff can switch it off again.
  const maintenance = createMaintenanceSwitch({
    forced: config.inMaintenance,
    intervalMs: config.maintenancePollMs,
    timeoutMs: Math.min(config.contentCheckTimeoutMs, 4000),
    fetchInMaintenance: async (signal) =>
      (await versionApi.application.settings({ signal })).inMaintenance,
    log: app.log,
  });
  await maintenance.refresh();
  maintenance.start();
  app.addHook('onClose', async () => maintenance.stop());
  const remotes = remotesDocument(config.remotes);
  const staffRemotes = remotesDocument(config.remotes, [backofficeRemote]);

  registerErrorAnswers(app);
  const outboxRefusal = createOutboxAccess(config.shopOrigins);
  // HTTP/1.1 requires Host (RFC 9112 3.2); the store and the redirects depend on it. A host the
  // shop is not configured for gets 421 (served-hosts.ts); the outbox answers only this machine
  // (outbox-access.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.host)
      return sendError(
        reply,
        edgeError(400, {
          code: edgeErrorCodes.hostRequired,
          message: 'A Host header is required',
        }),
      );
    // The back-office host serves its page and the staff API only; no shop host the staff API.
    const misdirected = backoffice.is(request)
      ? backoffice.refusal(request)
      : (hosts.refusal(request) ?? outboxRefusal(request) ?? backoffice.refusal(request));
    if (misdirected) return sendError(reply, misdirected);
    return undefined;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // https only as the connection or a trusted proxy (TRUST_PROXY) says, never a client.
    reply.headers(headersOf(request));
    return payload;
  });
  const shopSession = createApiSession({
    prefix: API_PREFIX,
    storeHosts: config.storeHosts,
    cookieMaxAgeSeconds: config.sessionCookieMaxAgeSeconds,
  });
  const staffSession = createStaffSession({ prefix: API_PREFIX });
  const sessionOf = (request: { host: string }) =>
    backoffice.is(request) ? staffSession : shopSession;
  // Each host its own session: the customers' cookies never reach a staff call, nor the reverse.
  const session: ApiSession = {
    crossSiteRefusal: (request) => sessionOf(request).crossSiteRefusal(request),
    preHandler: (request, reply) => sessionOf(request).preHandler(request, reply),
    upstreamHeaders: (request, headers) => sessionOf(request).upstreamHeaders(request, headers),
    onResponse: (request, reply, answer) => sessionOf(request).onResponse(request, reply, answer),
  };
  const upgrades = routeUpgrades(app);
  // First of all hooks, so a refusal costs nothing.
  const requestsInFlight = await registerLoadShedding(app, {
    maxConcurrentRequests: config.maxConcurrentRequests,
    reservedForPriority: config.reservedForPriority,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.pressure?.maxHeapUsedBytes,
    sampleIntervalMs: options.pressure?.sampleIntervalMs,
    isUpgrade: upgrades.has,
  });
  const socketProxy = registerSocketProxy(app, upgrades, {
    balancer,
    maxPerClient: config.maxSocketsPerClient,
    maxSockets: config.maxSockets,
    handshakeTimeoutMs: config.apiConnectTimeoutMs,
    refusal: (request) => session.crossSiteRefusal(request) ?? undefined,
    upstreamHeaders: (request, browser) =>
      session.upstreamHeaders(request, {
        ...browser,
        ...forwardedHeaders(request, storeKeyOf, config.edgeSecret),
      }),
  });

  // The content editor's preview frame: on to the story's store, at its shop origin.
  app.get(CONTENT_PREVIEW_PATH, async (request, reply) => {
    if (!backoffice.is(request)) return sendPage(request, reply, 404);
    const location = previewLocation(request.query as Record<string, unknown>, previewOrigins);
    if (!location)
      return sendError(
        reply,
        edgeError(400, { message: 'A preview needs a store and a shop path with its token' }),
      );
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });
  // A publish in the content editor shows at once on this edge; other edges ask for the content
  // version every two seconds.
  app.addHook('onResponse', async (request, reply) => {
    if (
      backoffice.is(request) &&
      reply.statusCode < 300 &&
      isContentChange(request.method, request.url)
    )
      renderVersion.forget();
  });

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  // Whether to send this edge new visitors: not shutting down, and an API instance is up.
  app.get(READY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.draining?.())
      return sendError(
        reply,
        edgeError(503, { code: edgeErrorCodes.draining, message: 'This edge is shutting down' }),
      );
    // Counts only: the probe answers any host, and the instances' addresses are nobody's business
    // outside (the edge's log names each one taken out and put back).
    const up = balancer.up().length;
    if (up === 0) return sendError(reply, upstreamUnavailable());
    return reply.send({ status: 'ready', apisUp: up, apis: balancer.instances.length });
  });
  // What the edge holds now: after a fault it must come back to idle (nothing in flight but
  // the sockets still open), or requests were counted and never let go.
  app.get(LOAD_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ requests: requestsInFlight(), sockets: socketProxy.openSockets() }),
  );

  app.get('/remotes.json', async (request, reply) => {
    // The back-office page learns of its own remote only, the shop's pages of theirs.
    const document = backoffice.is(request) ? staffRemotes : remotes;
    reply.header('cache-control', 'no-cache').header('etag', document.etag).header('vary', 'Host');
    if (etagMatches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(document.body);
  });

  // The browser learns its store (and where the other stores live) from the host it asked.
  app.get('/store.json', async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send({ store: storeKeyOf(request), hosts: config.storeHosts }),
  );

  await registerApiProxy(app, {
    balancer,
    storeKeyOf,
    session,
    timeoutMs: config.requestTimeoutMs,
    connectTimeoutMs: config.apiConnectTimeoutMs,
    edgeSecret: config.edgeSecret,
  });

  await registerConsentForm(app, {
    crossSiteRefusal: (request) => shopSession.crossSiteRefusal(request),
    isBackoffice: (request) => backoffice.is(request),
  });

  registerCrawlerRoutes(app, {
    apiUrl: config.apiUrl,
    fetchFor: (request) => apiFetch(request.ip),
    storeKeyOf,
    originOf: hosts.originOf,
    timeoutMs: config.requestTimeoutMs,
  });

  // Everything else that is read: static files of the shell build, then pages.
  app.get('/*', async (request, reply) => {
    if (backoffice.is(request)) return sendStaffPage(request, reply);
    const [pathname, search] = splitUrl(request.url);

    const canonical = canonicalRedirect(pathname, search);
    if (canonical) return reply.redirect(canonical, 301);

    if (await staticFiles.serve(request, reply, pathname)) return reply;
    // A missing asset is never the HTML page, which a script or style tag would choke on.
    if (staticFiles.isAssetPath(pathname))
      return sendError(
        reply,
        edgeError(404, { code: edgeErrorCodes.assetNotFound, message: 'Asset not found' }),
      );

    const inMaintenance = maintenance.inMaintenance();
    const maintenancePage = maintenanceRedirect(pathname, inMaintenance);
    // Never kept by a browser or a cache: the switch may flip back any second.
    if (maintenancePage)
      return reply.header('cache-control', 'no-store').redirect(maintenancePage, 302);

    const store = storeKeyOf(request);
    if (pathname === '/') {
      const decision = rootLanguage({
        store,
        search,
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      if (decision.setCookie) reply.header('set-cookie', decision.setCookie);
      // The answer depends on these request headers; shared caches must not mix visitors. The
      // edge's render cache needs no key of its own for them: it only ever keeps the German page
      // here, as visitors asking for English were sent to /en above.
      if (store === 'at') reply.header('vary', 'Accept-Language, Cookie');
      if (decision.location)
        return reply.header('cache-control', 'no-store').redirect(decision.location, 302);
    }

    const { status, storyTwins } = await pageStatus(pathname, {
      apiUrl: config.apiUrl,
      fetch: apiFetch(request.ip),
      store,
      inMaintenance,
      contentCheckTimeoutMs: config.contentCheckTimeoutMs,
      log: request.log,
      signal: clientGone(reply.raw),
      preview: previewTokenOf(request.url),
    });
    if (status === 503) reply.header('retry-after', String(config.maintenanceRetryAfterSeconds));
    return sendPage(request, reply, status, storyTwins);
  });

  return app;
}
