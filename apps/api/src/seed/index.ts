import { sql } from 'drizzle-orm';
import { categoryDefinitions } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { categories, productCategories, productImages, products } from '../tables';
import { catalogue } from './catalogue';
import { productRow } from './rows';

export const productImagePath = (sku: string) => `/products/images/${sku}.svg`;

/** Spread over the weeks before launch so "newest" orderings have something to work with. */
const catalogueStart = Date.UTC(2025, 0, 6, 8);

/**
 * Fills an empty catalogue in one transaction: either every product with its categories and
 * pictures is there, or nothing is, so a crash mid-seed is repaired by the next start.
 */
export async function seedCatalogueIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if ((row?.n ?? 0) > 0) return false;

    const categoryRows = await tx
      .insert(categories)
      .values(
        categoryDefinitions.map((c, position) => ({
          key: c.key,
          nameDe: c.name.de,
          nameEn: c.name.en,
          slugDe: c.slug.de,
          slugEn: c.slug.en,
          position,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const existing = categoryRows.length ? categoryRows : await tx.select().from(categories);
    const categoryId = new Map(existing.map((c) => [c.key, c.id]));

    const productRows = await tx
      .insert(products)
      .values(
        catalogue.map((p, i) => productRow(p, i + 1, new Date(catalogueStart + i * 3_600_000))),
      )
      .returning({ id: products.id, sku: products.sku });
    const productId = new Map(productRows.map((p) => [p.sku, p.id]));

    await tx.insert(productCategories).values(
      catalogue.flatMap((p) =>
        p.categories.map((key) => {
          const id = categoryId.get(key);
          if (!id) throw new Error(`Unknown category ${key} for ${p.sku}`);
          return { productId: productId.get(p.sku)!, categoryId: id };
        }),
      ),
    );
    await tx.insert(productImages).values(
      catalogue.map((p) => ({
        productId: productId.get(p.sku)!,
        position: 0,
        path: productImagePath(p.sku),
        altDe: p.name.de,
        altEn: p.name.en,
      })),
    );
    return true;
  });
}
