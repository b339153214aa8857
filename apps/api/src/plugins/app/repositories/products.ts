import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  languageOfTag,
  type FacetEntry,
  type ProductIdentifier,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@shop/api-client';
import { storeKeys, type StoreKey } from '@shop/i18n';
import { buyIndexSql } from '../../../prices/sheet';
import type { Database } from '../../../db/client';
import { categories, productCategories, productImages, products } from '../../../db/schema';
import { repositoryCall } from '../../../lib/errors';
import fp from 'fastify-plugin';
import { correctToken, vocabularyOf } from '../../../lib/fuzzy';
import { escapeLike, searchTokens } from '../../../lib/text';
import { toProduct } from './product-mapping';

type Facet = 'category' | 'metal' | 'manufacturer';

/**
 * The store's current gross buy price for quantity 1 (first buy tier of the product's price sheet,
 * layout in prices/sheet.ts); null for products without a buy price.
 */
const buyPrice = (store: StoreKey): SQL =>
  sql`(select case when pp.sheet[1] > 0 then ${sql.raw(buyIndexSql('pp.sheet', storeKeys.indexOf(store)))} end
       from product_prices pp where pp.product_id = ${products.id})`;

const escapeRegex = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text matching works on the folded search columns (see db/schema.ts): every query word must
 * occur somewhere; the score prefers hits in the names, at the start of a word, and the whole
 * phrase, so "krugerrand 1 oz" ranks the 1 oz coin above the 1/10 oz one.
 */
/** Each query word with its spellings to look for: itself, or its corrections (lib/fuzzy.ts). */
type TokenGroups = string[][];

function textFilter(groups: TokenGroups): SQL[] {
  return groups.map(
    (group) =>
      or(...group.map((t) => sql`${products.searchText} like ${`%${escapeLike(t)}%`}`)) as SQL,
  );
}

function wordScore(t: string): SQL {
  return sql`(case
      when ${products.searchName} ~ ${`(^|[^a-z0-9])${escapeRegex(t)}([^a-z0-9]|$)`} then 12
      when ${products.searchName} ~ ${`(^|[^a-z0-9])${escapeRegex(t)}`} then 8
      when ${products.searchName} like ${`%${escapeLike(t)}%`} then 4
      else 1 end)`;
}

function relevance(groups: TokenGroups): SQL {
  if (groups.length === 0) return sql`0`;
  const parts = groups.map((group) =>
    group.length === 1
      ? wordScore(group[0]!)
      : sql`greatest(${sql.join(group.map(wordScore), sql`, `)})`,
  );
  const phrase = sql`(case when ${products.searchName} like ${`%${escapeLike(groups.map((g) => g[0]).join(' '))}%`} then 20 else 0 end)`;
  return sql.join([phrase, ...parts], sql` + `);
}

function filters(
  query: ProductSearchQuery,
  tokens: TokenGroups,
  db: Database,
  store: StoreKey,
  except?: Facet,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...textFilter(tokens)];
  if (query.priceMin !== undefined) conditions.push(sql`${buyPrice(store)} >= ${query.priceMin}`);
  if (query.priceMax !== undefined) conditions.push(sql`${buyPrice(store)} <= ${query.priceMax}`);
  if (query.weightMin !== undefined)
    conditions.push(sql`${products.fineWeightG} >= ${query.weightMin}`);
  if (query.weightMax !== undefined)
    conditions.push(sql`${products.fineWeightG} <= ${query.weightMax}`);
  if (query.category && except !== 'category') {
    conditions.push(
      inArray(
        products.id,
        db
          .select({ id: productCategories.productId })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(eq(categories.key, query.category)),
      ),
    );
  }
  if (query.metal && except !== 'metal') conditions.push(eq(products.preciousMetal, query.metal));
  if (query.manufacturer && except !== 'manufacturer') {
    conditions.push(sql`lower(${products.manufacturer}) = lower(${query.manufacturer})`);
  }
  if (query.slug)
    conditions.push(or(eq(products.slugDe, query.slug), eq(products.slugEn, query.slug)));
  return and(...conditions);
}

function ordering(query: ProductSearchQuery, tokens: TokenGroups, store: StoreKey): SQL[] {
  const dir = query.order === 'desc' ? sql`desc` : sql`asc`;
  // Every ordering ends in the curated position and the SKU, so pages never overlap or skip.
  const tail = [sql`${products.position} asc`, sql`${products.sku} asc`];
  switch (query.sort) {
    case 'name': {
      const column =
        languageOfTag(query.languageTag) === 'en' ? products.sortNameEn : products.sortNameDe;
      // Byte order of folded names is identical on every server, whatever its collation.
      return [sql`${column} collate "C" ${dir}`, ...tail];
    }
    case 'price':
      return [sql`${buyPrice(store)} ${dir} nulls last`, ...tail];
    case 'preciousMetal':
      // Enum order: gold, silver, platinum, palladium.
      return [
        sql`${products.preciousMetal} ${dir} nulls last`,
        sql`${products.fineWeightG} asc nulls last`,
        ...tail,
      ];
    case 'relevance':
      // Best match first whatever `order` says: "least relevant first" is nobody's wish.
      if (tokens.length) return [sql`${relevance(tokens)} desc`, ...tail];
      return [sql`${products.position} asc`, sql`${products.sku} asc`];
    default:
      return [sql`${products.position} ${dir}`, sql`${products.sku} asc`];
  }
}

export function createProductsRepository(db: Database, publicApiPrefix: string) {
  async function loadProducts(rows: (typeof products.$inferSelect)[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [categoryRows, imageRows] = await Promise.all([
      db
        .select({ productId: productCategories.productId, category: categories })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(categories.position)),
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position)),
    ]);
    return rows.map((row) =>
      toProduct(
        row,
        categoryRows.filter((c) => c.productId === row.id).map((c) => c.category),
        imageRows.filter((i) => i.productId === row.id),
        publicApiPrefix,
      ),
    );
  }

  async function facet(
    column: 'category' | 'metal' | 'manufacturer',
    query: ProductSearchQuery,
    tokens: TokenGroups,
    store: StoreKey,
  ): Promise<FacetEntry[]> {
    const where = filters(query, tokens, db, store, column);
    if (column === 'category') {
      const rows = await db
        .select({ key: categories.key, count: count(products.id) })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.id))
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(where)
        .groupBy(categories.key, categories.position)
        .orderBy(asc(categories.position));
      return rows;
    }
    const field = column === 'metal' ? products.preciousMetal : products.manufacturer;
    const rows = await db
      .select({ key: field, count: count() })
      .from(products)
      .where(and(where, isNotNull(field)))
      .groupBy(field)
      .orderBy(column === 'metal' ? asc(field) : sql`count(*) desc, ${field} asc`);
    return rows.map((r) => ({ key: String(r.key), count: r.count }));
  }

  // The catalogue's words, read once: products are seeded, not edited while the API runs.
  let vocabulary: Promise<string[]> | null = null;
  const catalogueWords = () =>
    (vocabulary ??= db
      .select({ text: products.searchText })
      .from(products)
      .then((rows) => vocabularyOf(rows.map((r) => r.text)))
      .catch((error: unknown) => {
        vocabulary = null;
        throw error;
      }));

  return {
    /** `store` decides the currency and tax of price sorting and price filters. */
    search: (query: ProductSearchQuery, store: StoreKey = 'at'): Promise<ProductSearchResponse> =>
      repositoryCall(async () => {
        const words = searchTokens(query.text ?? '');
        const known = words.length ? await catalogueWords() : [];
        const tokens = words.map((word) => correctToken(word, known));
        const where = filters(query, tokens, db, store);
        const [totalRow] = await db.select({ total: count() }).from(products).where(where);
        const rows = await db
          .select()
          .from(products)
          .where(where)
          .orderBy(...ordering(query, tokens, store))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        const [results, categoryFacet, metalFacet, manufacturerFacet] = await Promise.all([
          loadProducts(rows),
          facet('category', query, tokens, store),
          facet('metal', query, tokens, store),
          facet('manufacturer', query, tokens, store),
        ]);
        return {
          results,
          total: totalRow?.total ?? 0,
          page: query.page,
          limit: query.limit,
          facets: {
            categories: categoryFacet,
            metals: metalFacet,
            manufacturers: manufacturerFacet,
          },
        };
      }),

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
