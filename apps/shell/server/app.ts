import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { etagMatches } from '@shop/static-server';
import { API_PREFIX, registerApiProxy } from './api-proxy';
import type { EdgeConfig } from './config';
import { maintenanceRedirect } from './maintenance';
import { pageStatus } from './page-status';
import { canonicalRedirect } from './redirects';
import { remoteOrigins, remotesDocument } from './remotes-config';
import { rootLanguage } from './root-language';
import { securityHeaders } from './security-headers';
import { createStaticFiles } from './static-files';
import { storeOfRequest } from './store';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Path and query (with its `?`) of a raw request URL, split without URL parsing surprises. */
function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?');
  return q === -1 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}

/** The edge: redirects, maintenance, headers, static shell, page status, remotes config, /api. */
export async function buildApp(
  config: EdgeConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const staticFiles = createStaticFiles(config.distDir);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    // A page URL that cannot be percent-decoded matches no route: it gets the shell's 404 page
    // like any other unknown page instead of a JSON error.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const isPageRead = request.method === 'GET' || request.method === 'HEAD';
      if (
        error.code === 'FST_ERR_BAD_URL' &&
        isPageRead &&
        !request.url.startsWith(`${API_PREFIX}/`)
      ) {
        return staticFiles.sendPage(request, reply, 404);
      }
      return reply.send(error);
    },
  });
  const storeKeyOf = (request: Parameters<typeof storeOfRequest>[0]) =>
    storeOfRequest(request, config.storeHosts);
  const remotes = remotesDocument(config.remotes);
  const headerOptions = {
    remoteOrigins: remoteOrigins(config.remotes),
    cspExtra: config.cspExtra,
    production: config.production,
    hsts: config.hsts,
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const headers = securityHeaders(headerOptions, {
      host: request.headers.host,
      forwardedProto: request.headers['x-forwarded-proto'],
    });
    reply.headers(headers);
    return payload;
  });

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', remotes.etag);
    if (etagMatches(request.headers['if-none-match'], remotes.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(remotes.body);
  });

  // The browser learns its store (and where the other stores live) from the host it asked.
  app.get('/store.json', async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send({ store: storeKeyOf(request), hosts: config.storeHosts }),
  );

  await registerApiProxy(app, { apiUrl: config.apiUrl, storeKeyOf });

  // Everything else that is read: static files of the shell build, then pages.
  app.get('/*', async (request, reply) => {
    const [pathname, search] = splitUrl(request.url);

    const canonical = canonicalRedirect(pathname, search);
    if (canonical) return reply.redirect(canonical, 301);

    if (await staticFiles.serve(request, reply, pathname)) return reply;
    if (staticFiles.isAssetPath(pathname)) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }

    const maintenance = maintenanceRedirect(pathname, config.inMaintenance);
    if (maintenance) return reply.redirect(maintenance, 302);

    const store = storeKeyOf(request);
    if (pathname === '/') {
      const decision = rootLanguage({
        store,
        search,
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      if (decision.setCookie) reply.header('set-cookie', decision.setCookie);
      // The answer depends on these request headers; shared caches must not mix visitors.
      if (store === 'at') reply.header('vary', 'Accept-Language, Cookie');
      if (decision.location)
        return reply.header('cache-control', 'no-store').redirect(decision.location, 302);
    }

    const status = await pageStatus(pathname, {
      apiUrl: config.apiUrl,
      store,
      inMaintenance: config.inMaintenance,
      contentCheckTimeoutMs: config.contentCheckTimeoutMs,
      log: request.log,
    });
    if (status === 503) reply.header('retry-after', String(config.maintenanceRetryAfterSeconds));
    return staticFiles.sendPage(request, reply, status);
  });

  return app;
}
