import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { notFound } from '../lib/errors';
import { renderProductSvg } from '../images/product-svg';
import { createPngRenderer } from '../images/product-png';

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
};

export default productImageRoutes;
