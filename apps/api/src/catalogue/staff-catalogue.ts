import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  availabilityOf,
  staffProductsPageSize,
  type Availability,
  type CategoryKey,
  type PriceInputs,
  type StaffProductListQuery,
  type StaffProductSummary,
  type StaffProductUpdateBody,
} from '@shop/api-client/contract';
import { storeKeys, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { fold } from '../lib/text';
import { stopLimitOrdersOfProduct } from '../limit-orders/repository';
import { ownPriceInputs, setProductStoreRule } from '../prices';
import { searchColumns } from '../seed/rows';
import { saleableStock, type ProductRow } from './product-mapping';
import { categories, productCategories, productImages, products } from './tables';

/*
 * The catalogue as staff read and change it (issue 26, item 1): every product, published or not.
 * The shop's reads (products-repository.ts, product-refs.ts) leave unpublished ones out.
 */

/** availabilityOf(saleableStock(row), row.lowStockThreshold) in SQL, for the list's filter. */
const availabilitySql = sql<Availability>`case
  when ${products.markedSoldOut} or ${products.stock} <= 0 then 'soldOut'
  when ${products.stock} < ${products.lowStockThreshold} then 'lowStock'
  else 'available' end`;

/** `like` pattern of a text in part: %, _ and \ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: StaffProductListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${products.searchText} like ${containing(fold(query.q))}`);
  if (query.category)
    conditions.push(sql`exists (select 1 from ${productCategories}
      join ${categories} on ${categories.id} = ${productCategories.categoryId}
      where ${productCategories.productId} = ${products.id} and ${categories.key} = ${query.category})`);
  if (query.metal) conditions.push(eq(products.preciousMetal, query.metal));
  if (query.availability) conditions.push(sql`${availabilitySql} = ${query.availability}`);
  if (query.published !== undefined) conditions.push(eq(products.published, query.published));
  return and(...conditions);
}

type ImageRow = typeof productImages.$inferSelect;

/** Category keys and pictures of each product, by product id. */
async function extrasOf(
  db: Database,
  ids: readonly string[],
): Promise<{ keys: Map<string, CategoryKey[]>; images: Map<string, ImageRow[]> }> {
  if (ids.length === 0) return { keys: new Map(), images: new Map() };
  const links = await db
    .select({ productId: productCategories.productId, key: categories.key })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, [...ids]))
    .orderBy(asc(categories.position));
  const imageRows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .orderBy(asc(productImages.position));
  const keys = new Map<string, CategoryKey[]>();
  for (const link of links)
    keys.set(link.productId, [...(keys.get(link.productId) ?? []), link.key]);
  const images = new Map<string, ImageRow[]>();
  for (const image of imageRows)
    images.set(image.productId, [...(images.get(image.productId) ?? []), image]);
  return { keys, images };
}

export function toSummary(
  row: ProductRow,
  keys: CategoryKey[],
  firstImagePath: string | null,
  publicApiPrefix: string,
): StaffProductSummary {
  const stock = saleableStock(row);
  return {
    id: row.id,
    sku: row.sku,
    name: { de: row.nameDe, en: row.nameEn },
    categories: keys,
    metal: row.preciousMetal,
    form: row.form,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    availability: availabilityOf(stock, row.lowStockThreshold),
    staffAvailability: row.markedSoldOut ? 'soldOut' : 'fromStock',
    published: row.published,
    image: firstImagePath ? `${publicApiPrefix}${firstImagePath}` : null,
  };
}

/** One page of the catalogue for staff, in the curated order, with the number the filters match. */
export async function listStaffProducts(
  db: Database,
  query: StaffProductListQuery,
  publicApiPrefix: string,
) {
  const where = listConditions(query);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.sku))
    .limit(staffProductsPageSize)
    .offset((query.page - 1) * staffProductsPageSize);
  const [total] = await db.select({ total: count() }).from(products).where(where);
  const { keys, images } = await extrasOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    products: rows.map((row) =>
      toSummary(
        row,
        keys.get(row.id) ?? [],
        images.get(row.id)?.[0]?.path ?? null,
        publicApiPrefix,
      ),
    ),
    total: total?.total ?? 0,
    page: query.page,
  };
}

/** A product with its categories and pictures; null for an unknown SKU. `lock` takes its row. */
export async function staffProductRow(db: Database, sku: string, lock = false) {
  const select = db.select().from(products).where(eq(products.sku, sku));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) return null;
  const { keys, images } = await extrasOf(db, [row.id]);
  return { row, categoryKeys: keys.get(row.id) ?? [], images: images.get(row.id) ?? [] };
}

type Changes = Record<string, unknown>;

/** What a change alters: the fields before and after, only those that differ. */
function diff(before: Changes, after: Changes): { before: Changes; after: Changes } | null {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

export interface AppliedChange {
  /** The fields of every store that changed (null: none). */
  product: { before: Changes; after: Changes } | null;
  /** Per store whose own premium and spread changed: before and after (null: none of its own). */
  prices: { store: StoreKey; before: PriceInputs | null; after: PriceInputs | null }[];
  /** Limit orders unpublishing stopped. */
  stoppedLimitOrders: string[];
}

/**
 * Applies a partial update inside the caller's transaction, the product's row locked. Answers
 * what changed, for the audit entries; nothing when the values are the ones already there.
 */
export async function applyProductUpdate(
  tx: Database,
  current: NonNullable<Awaited<ReturnType<typeof staffProductRow>>>,
  body: StaffProductUpdateBody & { categories?: CategoryKey[] },
  now: Date,
): Promise<AppliedChange> {
  const { row } = current;
  const before: Changes = {};
  const after: Changes = {};
  const set: Partial<typeof products.$inferInsert> = {};

  if (body.name) {
    before.name = { de: row.nameDe, en: row.nameEn };
    after.name = body.name;
    set.nameDe = body.name.de;
    set.nameEn = body.name.en;
  }
  if (body.description) {
    before.description = { de: row.descriptionDe, en: row.descriptionEn };
    after.description = body.description;
    set.descriptionDe = body.description.de;
    set.descriptionEn = body.description.en;
  }
  if (body.attributes) {
    for (const [key, value] of Object.entries(body.attributes) as [
      'manufacturer' | 'series' | 'yearsOfIssue' | 'fineness' | 'countryOfOrigin',
      string | null | undefined,
    ][]) {
      if (value === undefined) continue;
      before[key] = row[key];
      after[key] = value;
      set[key] = value;
    }
  }
  if (body.stock !== undefined) {
    before.stock = row.stock;
    after.stock = set.stock = body.stock;
  }
  if (body.lowStockThreshold !== undefined) {
    before.lowStockThreshold = row.lowStockThreshold;
    after.lowStockThreshold = set.lowStockThreshold = body.lowStockThreshold;
  }
  if (body.availability !== undefined) {
    before.availability = row.markedSoldOut ? 'soldOut' : 'fromStock';
    after.availability = body.availability;
    set.markedSoldOut = body.availability === 'soldOut';
  }
  if (body.published !== undefined) {
    before.published = row.published;
    after.published = set.published = body.published;
  }
  if (body.categories) {
    before.categories = current.categoryKeys;
    after.categories = [...new Set(body.categories)];
  }
  const product = diff(before, after);
  const stoppedLimitOrders: string[] = [];
  if (product) {
    if (set.nameDe !== undefined || set.manufacturer !== undefined || set.series !== undefined)
      Object.assign(
        set,
        searchColumns({
          name: { de: set.nameDe ?? row.nameDe, en: set.nameEn ?? row.nameEn },
          manufacturer: set.manufacturer === undefined ? row.manufacturer : set.manufacturer,
          series: set.series === undefined ? row.series : set.series,
          sku: row.sku,
        }),
      );
    if (Object.keys(set).length > 0)
      await tx.update(products).set(set).where(eq(products.id, row.id));
    if ('categories' in product.after) {
      const keys = product.after.categories as CategoryKey[];
      const rows = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.key, keys));
      await tx.delete(productCategories).where(eq(productCategories.productId, row.id));
      await tx
        .insert(productCategories)
        .values(rows.map((category) => ({ productId: row.id, categoryId: category.id })));
    }
    if (product.after.published === false)
      stoppedLimitOrders.push(...(await stopLimitOrdersOfProduct(tx, row.sku, now)));
  }

  const prices: AppliedChange['prices'] = [];
  if (body.prices) {
    const own = await ownPriceInputs(tx, row.sku);
    for (const store of storeKeys) {
      if (!(store in body.prices)) continue;
      const next = body.prices[store] ?? null;
      const previous = own[store] ?? null;
      if (JSON.stringify(previous) === JSON.stringify(next)) continue;
      await setProductStoreRule(tx, row.sku, store, next);
      prices.push({ store, before: previous, after: next });
    }
  }
  return { product, prices, stoppedLimitOrders };
}
