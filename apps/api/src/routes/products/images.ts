import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { SkuSchema } from '@shop/api-client';
import { notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';
import { renderProductSvg } from '../../images/product-svg';

const ImageParamsSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(/\.svg$/, 'must end in .svg'),
    v.transform((file) => file.slice(0, -'.svg'.length)),
    SkuSchema,
  ),
});

const productImageRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/:file', async (request, reply) => {
    const { file: sku } = parseRequest(ImageParamsSchema, 'params', request.params);
    const subject = await fastify.productsRepository.imageSubject(sku);
    if (!subject) throw notFound('product_not_found', `No product with SKU ${sku}`);
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        // Pictures are drawn from product data that changes rarely; a day of caching spares the API.
        .header('cache-control', 'public, max-age=86400')
        .send(renderProductSvg(subject))
    );
  });
};

export default productImageRoutes;
