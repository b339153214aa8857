import { createApiClient } from '@shop/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreKey } from '@shop/i18n';
import { edgeError, edgeErrorCodes, sendError } from '../edge-errors';
import { robotsTxt } from './robots';
import { sitemapPages, sitemapXml } from './sitemap';

export interface CrawlerRoutesOptions {
  apiUrl: string;
  storeKeyOf: (request: FastifyRequest) => StoreKey;
  /** How long the catalog and content may take before the sitemap answers 503. */
  timeoutMs: number;
}

/** Absolute origin of the store the request asked (trusted proxies may name https and host). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** robots.txt and sitemap.xml, per store: both name the host they were asked at. */
export function registerCrawlerRoutes(app: FastifyInstance, options: CrawlerRoutesOptions): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const api = createApiClient({ baseUrl: options.apiUrl, storeKey: options.storeKeyOf(request) });
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const [products, categories, de, en, branches] = await Promise.all([
        api.products.identifiers({ signal }),
        api.products.categories({ signal }),
        api.content.links('de', { signal }),
        api.content.links('en', { signal }),
        api.branches.all({ signal }),
      ]);
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Host')
        .type('application/xml; charset=utf-8')
        .send(
          sitemapXml(
            originOf(request),
            sitemapPages(
              { products, categories },
              { links: { de: de.links, en: en.links }, branches },
            ),
          ),
        );
    } catch (error) {
      // A partial sitemap would tell crawlers that pages are gone; ask them to come back instead.
      request.log.warn({ err: error }, 'sitemap: catalog or content unavailable');
      return sendError(
        reply,
        edgeError(503, {
          code: edgeErrorCodes.upstreamUnavailable,
          message: 'The catalog is not available',
        }),
      );
    }
  });
}
