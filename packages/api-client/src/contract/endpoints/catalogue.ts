import * as v from 'valibot';
import { CategoryListSchema } from '../../schemas/category';
import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import { ProductIdentifierListSchema, SkuSchema } from '../../schemas/product';
import { endpoint } from '../endpoint';

const tag = 'Catalogue';

/** `CGO-1.svg` or `CGO-1.png`: the product's SKU and the picture's format. */
export const ProductImageParamsSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(/\.(svg|png)$/, 'must end in .svg or .png'),
    // Both endings are four characters long.
    v.transform((file) => ({ sku: file.slice(0, -4), format: file.slice(-3) })),
    v.object({ sku: SkuSchema, format: v.picklist(['svg', 'png']) }),
  ),
});

/** `{sha256 of the bytes}.webp`: an uploaded picture, named by its content. */
export const ProductPictureParamsSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(/^[0-9a-f]{64}\.webp$/, 'must be a picture file name'),
    v.transform((file) => file.slice(0, -'.webp'.length)),
  ),
});

/** The product catalogue (spec 3, spec 7 GET /products/*); searching it is the search feature's. */
export const catalogueEndpoints = {
  identifiers: endpoint({
    method: 'GET',
    path: '/products/identifiers',
    summary: 'List the id, SKU and slug (per language) of every product',
    tag,
    access: 'public',
    query: NoQuerySchema,
    answer: { status: 200, schema: ProductIdentifierListSchema },
  }),
  categories: endpoint({
    method: 'GET',
    path: '/products/categories',
    summary: 'List the product categories with the number of products in each',
    tag,
    access: 'public',
    query: NoQuerySchema,
    answer: { status: 200, schema: CategoryListSchema },
  }),
  image: endpoint({
    method: 'GET',
    path: '/products/images/{file}',
    summary: "Draw a product's picture as SVG (`{sku}.svg`) or PNG (`{sku}.png`)",
    description: 'The PNG is for link previews, which show no SVG. Cached for a day.',
    tag,
    access: 'public',
    params: ProductImageParamsSchema,
    answer: { status: 200, schema: null, contentType: 'image/*' },
    errors: { 404: [errorCodes.productNotFound] },
  }),
  picture: endpoint({
    method: 'GET',
    path: '/products/pictures/{file}',
    summary: 'Read an uploaded product picture (WebP, resized by the API)',
    description:
      'Named by its content, so a replaced picture has a new address: cached for a year, immutable.',
    tag,
    access: 'public',
    params: ProductPictureParamsSchema,
    answer: { status: 200, schema: null, contentType: 'image/webp' },
    errors: { 404: [errorCodes.productImageNotFound] },
  }),
};
