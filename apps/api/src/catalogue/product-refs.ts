import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ProductRow } from './product-mapping';
import { productImages, products } from './tables';

/** What another feature shows or copies of a product it names by SKU (an alert, a cart line). */
export interface ProductRef {
  id: string;
  sku: string;
  nameDe: string;
  nameEn: string;
  slugDe: string;
  slugEn: string;
  stock: number;
  form: ProductRow['form'];
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
      form: products.form,
    })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map((row) => [row.sku, row]));
}

/** What an order line or a deposit position shows of its product as the catalogue has it now. */
export interface ProductDetails {
  slugDe: string | null;
  slugEn: string | null;
  preciousMetal: ProductRow['preciousMetal'];
  fineWeightG: number | null;
  form: ProductRow['form'] | null;
  fineness: string | null;
}

/** A product that left the catalogue: its lines keep their own copies, the rest is unknown. */
const goneProduct: ProductDetails = {
  slugDe: null,
  slugEn: null,
  preciousMetal: null,
  fineWeightG: null,
  form: null,
  fineness: null,
};

/** Each product's details by id, read with the caller's connection or transaction. */
export async function productDetailsByIds(
  db: Database,
  ids: readonly string[],
): Promise<(id: string) => ProductDetails> {
  const wanted = [...new Set(ids)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            slugDe: products.slugDe,
            slugEn: products.slugEn,
            preciousMetal: products.preciousMetal,
            fineWeightG: products.fineWeightG,
            form: products.form,
            fineness: products.fineness,
          })
          .from(products)
          .where(inArray(products.id, wanted));
  const byId = new Map(rows.map(({ id, ...details }) => [id, details]));
  return (id) => byId.get(id) ?? goneProduct;
}

/** What the cart's rules need of a line's product now: stock, metal, duty and form. */
export interface ProductFacts {
  stock: number;
  preciousMetal: string | null;
  dutyFree: boolean;
  form: string;
}

/** The products of these ids that are in the catalogue, by id (a product gone from it is absent). */
export async function productFactsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ProductFacts>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      stock: products.stock,
      preciousMetal: products.preciousMetal,
      dutyFree: products.dutyFree,
      form: products.form,
    })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** A product as a list shows it: names, slugs and its first picture (path below the API root). */
export interface ProductCard {
  id: string;
  sku: string;
  nameDe: string;
  nameEn: string;
  slugDe: string;
  slugEn: string;
  image: { path: string; altDe: string; altEn: string } | null;
}

/** The products of these ids that are in the catalogue, by id, each with its first picture. */
export async function productCardsByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ProductCard>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      nameDe: products.nameDe,
      nameEn: products.nameEn,
      slugDe: products.slugDe,
      slugEn: products.slugEn,
    })
    .from(products)
    .where(inArray(products.id, wanted));
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, wanted))
    .orderBy(asc(productImages.position));
  return new Map(
    rows.map((row) => {
      const image = images.find((candidate) => candidate.productId === row.id);
      return [
        row.id,
        {
          ...row,
          image: image ? { path: image.path, altDe: image.altDe, altEn: image.altEn } : null,
        },
      ];
    }),
  );
}
