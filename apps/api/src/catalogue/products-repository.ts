import { asc, eq } from 'drizzle-orm';
import type { ProductIdentifier } from '@shop/api-client/contract';
import fp from 'fastify-plugin';
import { buyPricesOf } from '../prices';
import type { Database } from '../db/client';
import { categories, productCategories, productImages, products } from './tables';
import { repositoryCall } from '../lib/errors';
import type { BuyPrices, Catalogue } from '../search';
import { toProduct } from './product-mapping';

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export function createProductsRepository(db: Database, publicApiPrefix: string) {
  return {
    /**
     * The whole catalogue with categories and pictures, read in one snapshot (a repeatable-read
     * transaction), so a change committed meanwhile is either wholly in it or not at all.
     */
    catalogue: (): Promise<Catalogue> =>
      repositoryCall(() =>
        db.transaction(
          async (tx) => {
            const categoryRows = await tx
              .select()
              .from(categories)
              .orderBy(asc(categories.position));
            // The shop's catalogue: unpublished products stay with staff only.
            const productRows = await tx
              .select()
              .from(products)
              .where(eq(products.published, true));
            const links = await tx.select().from(productCategories);
            const imageRows = await tx
              .select()
              .from(productImages)
              .orderBy(asc(productImages.productId), asc(productImages.position));
            const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
            const linksOf = groupBy(links, (l) => l.productId);
            const imagesOf = groupBy(imageRows, (i) => i.productId);
            return {
              categories: categoryRows,
              products: productRows.map((row) => {
                const own = (linksOf.get(row.id) ?? [])
                  .map((l) => categoryById.get(l.categoryId)!)
                  .sort((a, b) => a.position - b.position);
                return {
                  row,
                  categoryKeys: own.map((c) => c.key),
                  product: toProduct(row, own, imagesOf.get(row.id) ?? [], publicApiPrefix),
                };
              }),
            };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
      ),

    /** Every product's buy price for quantity 1 per store, as search filters and sorts by it. */
    buyPrices: (): Promise<BuyPrices> => repositoryCall(() => buyPricesOf(db)),

    identifiers: (): Promise<ProductIdentifier[]> =>
      repositoryCall(async () => {
        const rows = await db
          .select({
            id: products.id,
            sku: products.sku,
            slugDe: products.slugDe,
            slugEn: products.slugEn,
          })
          .from(products)
          .where(eq(products.published, true))
          .orderBy(asc(products.position), asc(products.sku));
        return rows.map((r) => ({ id: r.id, sku: r.sku, slug: { de: r.slugDe, en: r.slugEn } }));
      }),

    /** What the picture of a product needs; null for an unknown SKU. */
    imageSubject: (sku: string) =>
      repositoryCall(async () => {
        const [row] = await db
          .select({
            sku: products.sku,
            form: products.form,
            name: products.nameEn,
            manufacturer: products.manufacturer,
            series: products.series,
            metal: products.preciousMetal,
            fineWeight: products.fineWeight,
            fineWeightUnit: products.fineWeightUnit,
            fineness: products.fineness,
          })
          .from(products)
          .where(eq(products.sku, sku));
        return row ?? null;
      }),
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ImageSubject = NonNullable<Awaited<ReturnType<ProductsRepository['imageSubject']>>>;

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
  }
}

export default fp<{ publicApiPrefix: string }>(
  async (fastify, { publicApiPrefix }) => {
    fastify.decorate('productsRepository', createProductsRepository(fastify.db, publicApiPrefix));
  },
  { name: 'products-repository', dependencies: ['db'] },
);
