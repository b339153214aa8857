import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { SkuSchema } from '@shop/api-client';
import { notFound } from '../lib/errors';
import { parseRequest } from '../lib/validate';
import { renderProductSvg } from '../images/product-svg';
import { createPngRenderer } from '../images/product-png';

const ImageParamsSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(/\.(svg|png)$/, 'must end in .svg or .png'),
    // Both endings are four characters long.
    v.transform((file) => ({ sku: file.slice(0, -4), format: file.slice(-3) })),
    v.object({ sku: SkuSchema, format: v.picklist(['svg', 'png']) }),
  ),
});

const productImageRoutes: FastifyPluginAsync = async (fastify) => {
  const toPng = createPngRenderer();
  fastify.get('/:file', async (request, reply) => {
    const { sku, format } = parseRequest(ImageParamsSchema, 'params', request.params).file;
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
