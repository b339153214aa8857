import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ProductPricesResponseSchema,
  ProductSearchResponseSchema,
  type ProductSearchResponse,
} from '@shop/api-client/contract';
import { categories, productCategories, productImages, products } from '../catalogue/tables';
import { productImagePath } from '../seed';
import { productRow, searchColumns } from '../seed/rows';
import { tr, type ProductSeed } from '../seed/types';
import { getJson } from './helpers';

interface Pin {
  name: string;
  query: string;
  total: number;
  skus: string[];
  facets?: ProductSearchResponse['facets'];
}

/**
 * Answers of GET /products/search recorded from the SQL implementation (before the in-memory
 * index) on the seeded catalogue, identical on PGlite and PostgreSQL: whatever serves search must
 * give the same products in the same order, the same totals and the same facets. Price-sorted
 * pins use products whose prices differ by their weight, so the moving spot price cannot reorder
 * them.
 */
export const searchPins: Pin[] = [
  {
    name: 'typo, one word',
    query: 'text=krugerand&sort=relevance',
    total: 6,
    skus: [
      'CGO-KRU-1OZ',
      'CGO-KRU-12OZ',
      'CGO-KRU-14OZ',
      'CGO-KRU-110OZ',
      'CSI-KRU-1OZ',
      'CSI-KRU-1OZ-ZF',
    ],
    facets: {
      categories: [
        { key: 'gold-coins', count: 4 },
        { key: 'silver-coins', count: 2 },
      ],
      metals: [
        { key: 'gold', count: 4 },
        { key: 'silver', count: 2 },
      ],
      manufacturers: [{ key: 'South African Mint', count: 6 }],
    },
  },
  {
    name: 'typos in two words',
    query: 'text=Wiener%20Philarmoniker&sort=relevance&limit=8',
    total: 9,
    skus: [
      'CGO-PHI-1OZ',
      'CGO-PHI-12OZ',
      'CGO-PHI-14OZ',
      'CGO-PHI-110OZ',
      'CGO-PHI-125OZ',
      'CSI-PHI-1OZ',
      'CSI-PHI-1OZ-T20',
      'CPL-PHI-1OZ',
    ],
  },
  {
    name: 'typo with a filter and a sort',
    query: 'text=philarmoniker&sort=preciousMetal&order=desc&metal=gold',
    total: 6,
    skus: [
      'CGO-PHI-125OZ',
      'GIFT-PHI-GOLD-125OZ',
      'CGO-PHI-110OZ',
      'CGO-PHI-14OZ',
      'CGO-PHI-12OZ',
      'CGO-PHI-1OZ',
    ],
  },
  {
    name: 'umlaut, folded',
    query: 'text=m%C3%BCnze&limit=30',
    total: 24,
    skus: [
      'CGO-PHI-1OZ',
      'CGO-PHI-12OZ',
      'CGO-PHI-14OZ',
      'CGO-PHI-110OZ',
      'CGO-PHI-125OZ',
      'CSI-PHI-1OZ',
      'CSI-MPL-1OZ-T25',
      'CSI-PHI-1OZ-T20',
      'CSI-EAG-1OZ-T20',
      'CSI-MPL-1OZ-MB500',
      'CPL-PHI-1OZ',
      'NGO-KRONEN-100-1915',
      'NGO-KRONEN-20-1915',
      'NGO-KRONEN-10-1912',
      'NGO-DUKAT-4-1915',
      'NGO-DUKAT-1-1915',
      'NGO-FLORIN-8-1892',
      'NGO-MARK-20-WILHELM',
      'NSI-MTT-1780',
      'NSI-MARK-5-WILHELM',
      'ACC-TUBE-38MM',
      'ACC-TUBE-41MM',
      'ACC-CASE-WOOD-30',
      'GIFT-PHI-GOLD-125OZ',
    ],
  },
  {
    name: 'multi-word, relevance',
    query: 'text=vienna%20philharmonic%201%20oz&sort=relevance&limit=6',
    total: 9,
    skus: [
      'CGO-PHI-1OZ',
      'CSI-PHI-1OZ',
      'CSI-PHI-1OZ-T20',
      'CPL-PHI-1OZ',
      'CGO-PHI-12OZ',
      'CGO-PHI-14OZ',
    ],
    facets: {
      categories: [
        { key: 'gold-coins', count: 6 },
        { key: 'silver-coins', count: 2 },
        { key: 'platinum-palladium', count: 1 },
        { key: 'gift-items', count: 1 },
      ],
      metals: [
        { key: 'gold', count: 6 },
        { key: 'silver', count: 2 },
        { key: 'platinum', count: 1 },
      ],
      manufacturers: [{ key: 'Münze Österreich', count: 9 }],
    },
  },
  {
    name: 'multi-word with a fraction',
    query: 'text=1%2F10%20oz&sort=relevance&limit=6',
    total: 8,
    skus: [
      'CGO-KRU-110OZ',
      'CGO-PHI-110OZ',
      'CGO-MPL-110OZ',
      'CGO-BRI-110OZ',
      'CGO-EAG-110OZ',
      'CGO-KAN-110OZ',
    ],
  },
  {
    name: 'multi-word across languages and fields',
    query: 'text=silber%20unze&category=silver-coins&sort=name',
    total: 5,
    skus: [
      'CSI-EAG-1OZ-T20',
      'CSI-MPL-1OZ-MB500',
      'CSI-MPL-1OZ-T25',
      'CSI-PHI-1OZ',
      'CSI-PHI-1OZ-T20',
    ],
  },
  {
    name: 'filters, name sort in English, descending, page 2',
    query: 'category=gold-bars&sort=name&order=desc&languageTag=en&limit=5&page=2',
    total: 56,
    skus: ['BGO-PAM-50G', 'BGO-HER-50G', 'BGO-HAF-50G', 'BGO-ARG-50G', 'BGO-VAL-5G'],
    facets: {
      categories: [
        { key: 'gold-bars', count: 56 },
        { key: 'gold-coins', count: 34 },
        { key: 'silver-bars', count: 20 },
        { key: 'silver-coins', count: 18 },
        { key: 'platinum-palladium', count: 16 },
        { key: 'numismatics', count: 16 },
        { key: 'accessories', count: 12 },
        { key: 'gift-items', count: 9 },
        { key: 'scrap-metals', count: 10 },
      ],
      metals: [{ key: 'gold', count: 56 }],
      manufacturers: [
        { key: 'Heraeus', count: 12 },
        { key: 'C. Hafner', count: 10 },
        { key: 'Umicore', count: 9 },
        { key: 'Valcambi', count: 9 },
        { key: 'Argor-Heraeus', count: 8 },
        { key: 'PAMP', count: 8 },
      ],
    },
  },
  {
    name: 'weight range, metal sort descending, page 3',
    query: 'metal=silver&weightMin=30&weightMax=1000&sort=preciousMetal&order=desc&limit=7&page=3',
    total: 37,
    skus: [
      'CSI-BRI-1OZ-ZF',
      'CSI-KAN-1OZ-ZF',
      'GIFT-BIRTH-SILVER-1OZ',
      'GIFT-XMAS-SILVER-1OZ',
      'GIFT-MPL-SILVER-1OZ-WOOD',
      'BSI-HER-100G',
      'BSI-UMI-100G',
    ],
    facets: {
      categories: [
        { key: 'silver-bars', count: 17 },
        { key: 'silver-coins', count: 17 },
        { key: 'gift-items', count: 3 },
      ],
      metals: [
        { key: 'gold', count: 38 },
        { key: 'silver', count: 37 },
        { key: 'platinum', count: 9 },
        { key: 'palladium', count: 6 },
      ],
      manufacturers: [
        { key: 'Valcambi', count: 5 },
        { key: 'C. Hafner', count: 4 },
        { key: 'Heraeus', count: 4 },
        { key: 'Royal Canadian Mint', count: 4 },
        { key: 'The Perth Mint', count: 4 },
        { key: 'Umicore', count: 4 },
        { key: 'Geiger Edelmetalle', count: 2 },
        { key: 'Münze Österreich', count: 2 },
        { key: 'South African Mint', count: 2 },
        { key: 'The Royal Mint', count: 2 },
        { key: 'United States Mint', count: 2 },
        { key: 'Argor-Heraeus', count: 1 },
        { key: 'China Gold Coin Incorporation', count: 1 },
      ],
    },
  },
  {
    name: 'price sort descending, page 2',
    query: 'category=gold-bars&manufacturer=heraeus&sort=price&order=desc&limit=4&page=2',
    total: 12,
    skus: ['BGO-HER-50G', 'BGO-HER-1OZ', 'BGO-HER-20G', 'BGO-HER-10G'],
  },
  {
    name: 'facets around text and two filters',
    query: 'text=gold&metal=gold&manufacturer=HERAEUS&limit=3',
    total: 12,
    skus: ['BGO-HER-1G', 'BGO-HER-2G', 'BGO-HER-5G'],
    facets: {
      categories: [
        { key: 'gold-bars', count: 12 },
        { key: 'gift-items', count: 1 },
      ],
      metals: [{ key: 'gold', count: 12 }],
      manufacturers: [
        { key: 'C. Hafner', count: 13 },
        { key: 'Heraeus', count: 12 },
        { key: 'Umicore', count: 9 },
        { key: 'Valcambi', count: 9 },
        { key: 'Argor-Heraeus', count: 8 },
        { key: 'PAMP', count: 8 },
        { key: 'The Perth Mint', count: 7 },
        { key: 'Münze Österreich', count: 6 },
        { key: 'China Gold Coin Incorporation', count: 5 },
        { key: 'Royal Canadian Mint', count: 4 },
        { key: 'South African Mint', count: 4 },
        { key: 'The Royal Mint', count: 4 },
        { key: 'United States Mint', count: 4 },
        { key: 'Geiger Edelmetalle', count: 1 },
      ],
    },
  },
  {
    name: 'default order, last page',
    query: 'limit=50&page=3',
    total: 189,
    skus: [
      'BSI-VAL-1KG',
      'BSI-HAF-1OZ',
      'BSI-HAF-100G',
      'BSI-HAF-250G',
      'BSI-HAF-1KG',
      'BSI-ARG-1KG',
      'BSI-ARG-5KG',
      'BSI-VAL-CB100X1G',
      'CSI-KRU-1OZ',
      'CSI-PHI-1OZ',
      'CSI-MPL-1OZ',
      'CSI-BRI-1OZ',
      'CSI-EAG-1OZ',
      'CSI-KAN-1OZ',
      'CSI-PAN-30G',
      'CSI-LSN-1OZ',
      'CSI-LDR-1OZ',
      'CSI-NOA-1OZ',
      'CSI-MPL-1OZ-T25',
      'CSI-PHI-1OZ-T20',
      'CSI-EAG-1OZ-T20',
      'CSI-MPL-1OZ-MB500',
      'CSI-KRU-1OZ-ZF',
      'CSI-MPL-1OZ-ZF',
      'CSI-BRI-1OZ-ZF',
      'CSI-KAN-1OZ-ZF',
      'CPL-PHI-1OZ',
      'CPL-MPL-1OZ',
      'CPA-MPL-1OZ',
      'CPL-BRI-1OZ',
      'CPL-EAG-1OZ',
      'CPA-EAG-1OZ',
      'BPL-HER-10G',
      'BPL-HER-1OZ',
      'BPL-HER-100G',
      'BPA-HER-1OZ',
      'BPL-VAL-1OZ',
      'BPA-VAL-1OZ',
      'BPA-VAL-100G',
      'BPL-PAM-1OZ',
      'BPA-PAM-1OZ',
      'BPL-ARG-1OZ',
      'NGO-VRENELI-20FR',
      'NGO-VRENELI-10FR',
      'NGO-KRONEN-100-1915',
      'NGO-KRONEN-20-1915',
      'NGO-KRONEN-10-1912',
      'NGO-DUKAT-4-1915',
      'NGO-DUKAT-1-1915',
      'NGO-FLORIN-8-1892',
    ],
    facets: {
      categories: [
        { key: 'gold-bars', count: 56 },
        { key: 'gold-coins', count: 34 },
        { key: 'silver-bars', count: 20 },
        { key: 'silver-coins', count: 18 },
        { key: 'platinum-palladium', count: 16 },
        { key: 'numismatics', count: 16 },
        { key: 'accessories', count: 12 },
        { key: 'gift-items', count: 9 },
        { key: 'scrap-metals', count: 10 },
      ],
      metals: [
        { key: 'gold', count: 114 },
        { key: 'silver', count: 45 },
        { key: 'platinum', count: 11 },
        { key: 'palladium', count: 7 },
      ],
      manufacturers: [
        { key: 'Heraeus', count: 21 },
        { key: 'C. Hafner', count: 17 },
        { key: 'Valcambi', count: 17 },
        { key: 'Münze Österreich', count: 16 },
        { key: 'Umicore', count: 14 },
        { key: 'Argor-Heraeus', count: 11 },
        { key: 'Royal Canadian Mint', count: 11 },
        { key: 'The Perth Mint', count: 11 },
        { key: 'PAMP', count: 10 },
        { key: 'The Royal Mint', count: 9 },
        { key: 'Lindner', count: 8 },
        { key: 'United States Mint', count: 8 },
        { key: 'China Gold Coin Incorporation', count: 6 },
        { key: 'South African Mint', count: 6 },
        { key: 'Leuchtturm', count: 4 },
        { key: 'Geiger Edelmetalle', count: 3 },
        { key: 'Eidgenössische Münzstätte Bern', count: 2 },
        { key: 'Königlich Preußische Münze Berlin', count: 2 },
        { key: 'Casa de Moneda de México', count: 1 },
        { key: 'Monnaie de Paris', count: 1 },
        { key: 'Rijksmunt Utrecht', count: 1 },
      ],
    },
  },
];

export const search = (app: FastifyInstance, query: string) =>
  getJson(app, `/products/search?${query}`, ProductSearchResponseSchema);
export const skus = (res: ProductSearchResponse) => res.results.map((p) => p.sku);

/** The 1 oz Krugerrand's buy price for one piece in Austria, as GET /prices/products answers. */
export async function krugerrandBuyPrice(app: FastifyInstance): Promise<number> {
  const res = await getJson(
    app,
    '/prices/products?country=AT&currency=EUR&skus=CGO-KRU-1OZ',
    ProductPricesResponseSchema,
  );
  return res.products[0]!.prices.find((p) => p.type === 'buy' && p.minQuantity === 1)!.centAmount;
}

/** Search for the 1 oz Krugerrand at exactly `cents` (Austria). */
export const krugerrandAt = (app: FastifyInstance, cents: number) =>
  search(app, `slug=krugerrand-1-oz-gold&priceMin=${cents}&priceMax=${cents}`);

/** Resolves when `app` has relayed the next RecalculationProcessFinished to its listeners. */
export const nextFinished = (app: FastifyInstance) =>
  new Promise<void>((resolve) => {
    const stop = app.prices.subscribe((message) => {
      if (message.type !== 'RecalculationProcessFinished') return;
      stop();
      resolve();
    });
  });

/** A product the seed does not have, with words no other product has. */
export const probeProduct: ProductSeed = {
  sku: 'BGO-PROBE-7G',
  name: tr('Goldbarren Zeitkapsel 7 g', 'Gold bar time capsule 7 g'),
  description: tr('Ein Barren für Tests.', 'A bar for tests.'),
  form: 'bar',
  categories: ['gold-bars'],
  manufacturer: 'Probe Mint',
  preciousMetal: 'gold',
  series: null,
  yearsOfIssue: null,
  fineWeight: { value: 7, unit: 'g' },
  fineness: '999.9',
  countryOfOrigin: 'CH',
  thicknessMm: null,
  diameterMm: null,
  grossWeightG: 7,
  grade: null,
  edition: null,
  certificate: null,
  packaging: null,
};

/**
 * Adds `product` to the catalogue in one transaction, as a catalogue import would, straight
 * through the database; returns its id.
 */
export async function insertProduct(app: FastifyInstance, product: ProductSeed): Promise<string> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(productRow(product, 10_000, new Date()))
      .returning({ id: products.id });
    const owned = await tx.select().from(categories);
    await tx.insert(productCategories).values(
      product.categories.map((key) => ({
        productId: row!.id,
        categoryId: owned.find((c) => c.key === key)!.id,
      })),
    );
    await tx.insert(productImages).values({
      productId: row!.id,
      path: productImagePath(product.sku),
      altDe: product.name.de,
      altEn: product.name.en,
    });
    return row!.id;
  });
}

/** Search behaviour beyond the API suite, on every database. */
export function defineSearchSuite(getApp: () => FastifyInstance) {
  describe('GET /products/search answers as recorded', () => {
    it.each(searchPins.map((pin) => [pin.name, pin] as const))('%s', async (_name, pin) => {
      const res = await search(getApp(), pin.query);
      expect({ total: res.total, skus: res.results.map((p) => p.sku) }).toEqual({
        total: pin.total,
        skus: pin.skus,
      });
      if (pin.facets) expect(res.facets).toEqual(pin.facets);
    });

    it('answers alike whether an umlaut is typed, folded or spelt out, in any case', async () => {
      const pinned = searchPins.find((pin) => pin.name === 'umlaut, folded')!;
      for (const text of ['Münze', 'MÜNZE', 'munze', 'Muenze']) {
        const res = await search(getApp(), `text=${encodeURIComponent(text)}&limit=30`);
        expect([text, res.results.map((p) => p.sku)]).toEqual([text, pinned.skus]);
      }
    });
  });

  // Search is served from an index in memory, rebuilt when the catalogue tables change.
  describe('GET /products/search after catalogue changes', () => {
    it('finds a product added, renamed and moved through the database, and not once removed', async () => {
      const app = getApp();
      const { total } = await search(app, 'limit=1');

      let changed = app.productSearch.nextChange();
      const id = await insertProduct(app, probeProduct);
      await changed;
      const added = await search(app, 'text=zeitkapsel');
      expect(skus(added)).toEqual([probeProduct.sku]);
      expect(added.results[0]).toMatchObject({
        name: probeProduct.name,
        categories: [{ key: 'gold-bars' }],
        images: [{ url: `/api${productImagePath(probeProduct.sku)}` }],
      });
      const all = await search(app, 'limit=1');
      expect(all.total).toBe(total + 1);
      expect(all.facets.manufacturers).toContainEqual({ key: 'Probe Mint', count: 1 });

      // Renamed: found by the new name only, and its new words are corrected like any other.
      changed = app.productSearch.nextChange();
      const name = tr('Goldbarren Sternwarte 7 g', 'Gold bar observatory 7 g');
      await app.db
        .update(products)
        .set({ nameDe: name.de, nameEn: name.en, ...searchColumns({ ...probeProduct, name }) })
        .where(eq(products.id, id));
      await changed;
      expect((await search(app, 'text=zeitkapsel')).total).toBe(0);
      expect(skus(await search(app, 'text=sternwarte'))).toEqual([probeProduct.sku]);
      expect(skus(await search(app, 'text=sterwnarte&sort=relevance'))).toEqual([probeProduct.sku]);

      // Moved to another category.
      changed = app.productSearch.nextChange();
      const [gifts] = await app.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.key, 'gift-items'));
      await app.db
        .update(productCategories)
        .set({ categoryId: gifts!.id })
        .where(eq(productCategories.productId, id));
      await changed;
      expect((await search(app, 'text=sternwarte&category=gold-bars')).total).toBe(0);
      expect(skus(await search(app, 'text=sternwarte&category=gift-items'))).toEqual([
        probeProduct.sku,
      ]);

      // Removed (the catalogue has no unpublished state: a product leaves by deletion).
      changed = app.productSearch.nextChange();
      await app.db.delete(products).where(eq(products.id, id));
      await changed;
      expect((await search(app, 'text=sternwarte')).total).toBe(0);
      const after = await search(app, 'limit=1');
      expect(after.total).toBe(total);
      expect(after.facets.manufacturers.map((m) => m.key)).not.toContain('Probe Mint');
    });

    it('filters by the prices of the latest recalculation', async () => {
      const app = getApp();
      const before = await krugerrandBuyPrice(app);
      expect((await krugerrandAt(app, before)).total).toBe(1);

      // Search reloads its prices on the Finished event, which this listener hears after it.
      const finished = nextFinished(app);
      await app.prices.recalculate({ force: true, shock: 0.05 });
      await finished;
      await app.productSearch.settled();
      const after = await krugerrandBuyPrice(app);
      expect(after).toBeGreaterThan(before);
      expect((await krugerrandAt(app, after)).total).toBe(1);
      expect((await krugerrandAt(app, before)).total).toBe(0);
    });
  });
}
