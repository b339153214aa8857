import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ProductRow } from './product-mapping';
import { productImages, products } from './tables';

/*
 * What other features read of products: by SKU or by id, with the caller's connection or
 * transaction. A product gone from the catalogue, or unpublished by staff, is absent from every
 * answer; one staff marked sold out has a stock of 0.
 */

const refColumns = {
  id: products.id,
  sku: products.sku,
  nameDe: products.nameDe,
  nameEn: products.nameEn,
  slugDe: products.slugDe,
  slugEn: products.slugEn,
  /** Saleable units: 0 while staff have marked the product sold out. */
  stock: sql<number>`case when ${products.markedSoldOut} then 0 else ${products.stock} end`.mapWith(
    Number,
  ),
  lowStockThreshold: products.lowStockThreshold,
  form: products.form,
  preciousMetal: products.preciousMetal,
  dutyFree: products.dutyFree,
  fineWeightG: products.fineWeightG,
  fineness: products.fineness,
};

/** What another feature shows, copies or checks of a product (an alert, a cart line, an order line). */
export type ProductRef = Pick<ProductRow, keyof typeof refColumns>;

const productRefs = (db: Database, where: SQL): Promise<ProductRef[]> =>
  db
    .select(refColumns)
    .from(products)
    .where(and(where, eq(products.published, true)));

/** The products of these SKUs, by SKU. */
export async function productsBySku(
  db: Database,
  skus: readonly string[],
): Promise<Map<string, ProductRef>> {
  if (skus.length === 0) return new Map();
  const rows = await productRefs(db, inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map((row) => [row.sku, row]));
}

/** The products of these ids, by id. */
export async function productsById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ProductRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await productRefs(db, inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What an order line or a deposit position shows of its product as the catalogue has it now. */
export type ProductDetails = {
  [K in 'slugDe' | 'slugEn' | 'preciousMetal' | 'fineWeightG' | 'form' | 'fineness']:
    ProductRef[K] | null;
};

/** A product that left the catalogue: its lines keep their own copies, the rest is unknown. */
const goneProduct: ProductDetails = {
  slugDe: null,
  slugEn: null,
  preciousMetal: null,
  fineWeightG: null,
  form: null,
  fineness: null,
};

/** Each product's details by id, null ones for a product that is gone. */
export async function productDetailsByIds(
  db: Database,
  ids: readonly string[],
): Promise<(id: string) => ProductDetails> {
  const byId = await productsById(db, ids);
  return (id) => byId.get(id) ?? goneProduct;
}

/** A product as a list shows it, with its first picture (path below the API root). */
export interface ProductCard extends ProductRef {
  image: { path: string; altDe: string; altEn: string } | null;
}

/** The products of these ids, by id, each with its first picture. */
export async function productCardsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ProductCard>> {
  const byId = await productsById(db, ids);
  if (byId.size === 0) return new Map();
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...byId.keys()]))
    .orderBy(asc(productImages.position));
  return new Map(
    [...byId].map(([id, product]) => {
      const image = images.find((candidate) => candidate.productId === id);
      return [
        id,
        {
          ...product,
          image: image ? { path: image.path, altDe: image.altDe, altEn: image.altEn } : null,
        },
      ];
    }),
  );
}
