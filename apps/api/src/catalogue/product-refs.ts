import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from './tables';

/** What another feature shows of a product it names by SKU (an alert, a limit order). */
export interface ProductRef {
  id: string;
  sku: string;
  nameDe: string;
  nameEn: string;
  slugDe: string;
  slugEn: string;
  stock: number;
}

/** The products of these SKUs that are in the catalogue, by SKU (a SKU gone from it is absent). */
export async function productsBySku(
  db: Database,
  skus: readonly string[],
): Promise<Map<string, ProductRef>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
      slugDe: products.slugDe,
      slugEn: products.slugEn,
      stock: products.stock,
    })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map((row) => [row.sku, row]));
}
