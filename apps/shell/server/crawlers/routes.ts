import { createApiClient } from '@shop/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreKey } from '@shop/i18n';
import { edgeError, edgeErrorCodes, sendError } from '../edge-errors';
import { robotsTxt } from './robots';
import { sitemapPages, sitemapXml } from './sitemap';

export interface CrawlerRoutesOptions {
  apiUrl: string;
  /** The edge's fetch for the request's visitor (upstream/api-fetch.ts). */
  fetchFor?: (request: FastifyRequest) => typeof globalThis.fetch;
  storeKeyOf: (request: FastifyRequest) => StoreKey;
  /** The configured origin of the host the request asked at (served-hosts.ts). */
  originOf: (request: FastifyRequest) => string;
  /** How long the catalog and content may take before the sitemap answers 503. */
  timeoutMs: number;
}

/** robots.txt and sitemap.xml, per store: both name the configured origin of the host asked. */
export function registerCrawlerRoutes(app: FastifyInstance, options: CrawlerRoutesOptions): void {
  const { originOf } = options;
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const api = createApiClient({
      baseUrl: options.apiUrl,
      storeKey: options.storeKeyOf(request),
      fetch: options.fetchFor?.(request),
    });
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
