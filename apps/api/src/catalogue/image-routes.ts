import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { notFound } from '../lib/errors';
import { renderProductSvg } from '../images/product-svg';
import { createPngRenderer } from '../images/product-png';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { pictureByDigest } from './staff-images';

const productImageRoutes: FastifyPluginAsync = async (fastify) => {
  const toPng = createPngRenderer();
  endpointRoute(fastify, endpoints.catalogue.image, async ({ params }, _request, reply) => {
    const { sku, format } = params.file;
    const subject = await fastify.productsRepository.imageSubject(sku);
    if (!subject) throw notFound('product_not_found', `No product with SKU ${sku}`);
    const svg = renderProductSvg(subject);
    // Pictures are drawn from product data that changes rarely; a day of caching spares the API.
    reply.header('cache-control', 'public, max-age=86400');
    // The PNG is for link previews, which show no SVG.
    if (format === 'png') return reply.type('image/png').send(toPng(svg));
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });

  endpointRoute(fastify, endpoints.catalogue.picture, async ({ params }, _request, reply) => {
    const picture = await repositoryCall(() => pictureByDigest(fastify.db, params.file));
    if (!picture)
      throw businessError(errorCodes.productImageNotFound, 404, { name: 'ResourceNotFoundError' });
    // Named by its content: the bytes at this address never change.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type('image/webp').send(picture);
  });
};

export default productImageRoutes;
