import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CategoryListSchema,
  ErrorObjectSchema,
  HealthSchema,
  ProductIdentifierListSchema,
  ProductPricesResponseSchema,
  ProductSearchResponseSchema,
  categoryKeys,
} from '@shop/api-client/contract';
import { fold } from '../lib/text';
import { getError, getJson } from './helpers';

const search = (
  app: FastifyInstance,
  query = '',
  options: { headers?: Record<string, string> } = {},
) =>
  getJson(app, `/products/search${query ? `?${query}` : ''}`, ProductSearchResponseSchema, options);

/** Byte order of folded names, the order the API promises for sort=name. */
const byteCompare = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The API behaviour every database must show. Defined once and run against PGlite and, where
 * reachable, a real PostgreSQL.
 */
export function defineApiSuite(getApp: () => FastifyInstance) {
  describe('GET /health', () => {
    it('answers ok after asking the database', async () => {
      expect(await getJson(getApp(), '/health', HealthSchema)).toEqual({
        status: 'ok',
        instance: expect.any(String),
      });
    });
  });

  describe('GET /products/categories', () => {
    it('lists the nine categories in order with German and English slugs and counts', async () => {
      const list = await getJson(getApp(), '/products/categories', CategoryListSchema);
      expect(list.map((c) => c.key)).toEqual(categoryKeys);
      expect(list.find((c) => c.key === 'accessories')).toMatchObject({
        name: { de: 'Zubehör', en: 'Accessories' },
        slug: { de: 'zubehoer', en: 'accessories' },
      });
      expect(list.find((c) => c.key === 'scrap-metals')?.slug).toEqual({
        de: 'altgold',
        en: 'scrap-metals',
      });
      for (const c of list) expect(c.productCount).toBeGreaterThan(0);
      // The edge strips trailing slashes, but a direct caller with one still reaches the route.
      expect((await getApp().inject({ url: '/products/categories/' })).statusCode).toBe(200);
    });
  });

  describe('GET /products/identifiers', () => {
    it('lists every product with its SKU and both slugs', async () => {
      const ids = await getJson(getApp(), '/products/identifiers', ProductIdentifierListSchema);
      const { total } = await search(getApp());
      expect(ids).toHaveLength(total);
      expect(new Set(ids.map((i) => i.slug.de)).size).toBe(ids.length);
      expect(new Set(ids.map((i) => i.slug.en)).size).toBe(ids.length);
      expect(ids).toContainEqual(
        expect.objectContaining({
          sku: 'CGO-PHI-1OZ',
          slug: { de: 'wiener-philharmoniker-1-oz-gold', en: 'vienna-philharmonic-1-oz-gold' },
        }),
      );
    });
  });

  describe('GET /products/search', () => {
    it('returns the first page of the whole catalogue by default, with facets', async () => {
      const res = await search(getApp());
      expect(res.total).toBeGreaterThanOrEqual(120);
      expect(res.page).toBe(1);
      expect(res.limit).toBe(24);
      expect(res.results).toHaveLength(24);
      expect(res.facets.metals.map((m) => m.key)).toEqual([
        'gold',
        'silver',
        'platinum',
        'palladium',
      ]);
      expect(res.facets.categories.map((c) => c.key)).toEqual(categoryKeys);
      expect(res.facets.manufacturers.find((m) => m.key === 'Heraeus')?.count).toBeGreaterThan(5);
    });

    it('returns complete products with picture URLs through the edge prefix', async () => {
      const [product] = (await search(getApp(), 'slug=krugerrand-1-oz-gold')).results;
      expect(product).toMatchObject({
        sku: 'CGO-KRU-1OZ',
        name: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz Gold' },
        categories: [
          expect.objectContaining({
            key: 'gold-coins',
            slug: { de: 'goldmuenzen', en: 'gold-coins' },
          }),
        ],
        attributeFields: {
          manufacturer: 'South African Mint',
          preciousMetal: 'gold',
          series: 'Krugerrand',
          yearsOfIssue: '2025',
          fineWeight: 1,
          fineWeightUnit: 'oz',
        },
        fineness: '916.7',
        countryOfOrigin: 'ZA',
        diameterMm: 32.77,
        grossWeightG: 33.93,
        dutyFree: false,
        images: [
          {
            url: '/api/products/images/CGO-KRU-1OZ.svg',
            alt: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz Gold' },
          },
        ],
      });
    });

    it('pages without overlap and reports the total on every page', async () => {
      const first = await search(getApp(), 'limit=10&page=1');
      const second = await search(getApp(), 'limit=10&page=2');
      expect(second.total).toBe(first.total);
      const firstSkus = new Set(first.results.map((p) => p.sku));
      expect(second.results.some((p) => firstSkus.has(p.sku))).toBe(false);
      const lastPage = Math.ceil(first.total / 10);
      const last = await search(getApp(), `limit=10&page=${lastPage}`);
      expect(last.results.length).toBe(first.total - (lastPage - 1) * 10);
      const beyond = await search(getApp(), `limit=10&page=${lastPage + 1}`);
      expect(beyond.results).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('filters by category; the category facet still shows the other categories', async () => {
      const res = await search(getApp(), 'category=gold-coins&limit=100');
      expect(res.total).toBeGreaterThan(20);
      for (const p of res.results) expect(p.categories.map((c) => c.key)).toContain('gold-coins');
      expect(res.facets.categories.length).toBe(categoryKeys.length);
      expect(res.facets.metals).toEqual([{ key: 'gold', count: res.total }]);
    });

    it('filters by metal and manufacturer (case-insensitive)', async () => {
      const res = await search(getApp(), 'metal=silver&manufacturer=heraeus&limit=100');
      expect(res.total).toBeGreaterThan(0);
      for (const p of res.results) {
        expect(p.attributeFields.preciousMetal).toBe('silver');
        expect(p.attributeFields.manufacturer).toBe('Heraeus');
      }
      expect(res.facets.metals.map((m) => m.key)).toEqual(
        expect.arrayContaining(['gold', 'silver', 'platinum', 'palladium']),
      );
    });

    it('finds a product by its slug in either language', async () => {
      const de = await search(getApp(), 'slug=wiener-philharmoniker-1-oz-gold');
      const en = await search(getApp(), 'slug=vienna-philharmonic-1-oz-gold');
      expect(de.results.map((p) => p.sku)).toEqual(['CGO-PHI-1OZ']);
      expect(en.results.map((p) => p.sku)).toEqual(['CGO-PHI-1OZ']);
      expect((await search(getApp(), 'slug=no-such-product')).total).toBe(0);
    });

    it('searches German and English names, accent- and case-insensitively', async () => {
      for (const text of ['Münzkapseln', 'muenzkapseln', 'MUNZKAPSELN', 'coin capsules']) {
        const res = await search(getApp(), `text=${encodeURIComponent(text)}`);
        expect(res.results.map((p) => p.sku)).toEqual(
          expect.arrayContaining(['ACC-CAPS-37MM', 'ACC-CAPS-327MM']),
        );
        expect(res.results.every((p) => p.sku.startsWith('ACC-CAPS'))).toBe(true);
      }
      const vienna = await search(
        getApp(),
        `text=${encodeURIComponent('vienna philharmonic silver')}`,
      );
      const wien = await search(getApp(), `text=${encodeURIComponent('Philharmoniker Silber')}`);
      expect(vienna.results.map((p) => p.sku).sort()).toEqual(
        wien.results.map((p) => p.sku).sort(),
      );
      expect(wien.results.map((p) => p.sku)).toContain('CSI-PHI-1OZ');
      const kruger = await search(getApp(), `text=${encodeURIComponent('KRÜGERRAND')}`);
      expect(kruger.total).toBeGreaterThanOrEqual(5);
      expect(kruger.results.every((p) => p.attributeFields.series === 'Krugerrand')).toBe(true);
    });

    it('tolerates small typos in German and English', async () => {
      for (const text of ['krugerand', 'Wiener Philarmoniker', 'mapel leaf', 'britania gold']) {
        const res = await search(getApp(), `text=${encodeURIComponent(text)}&sort=relevance`);
        expect([text, res.total > 0]).toEqual([text, true]);
      }
      const typo = await search(getApp(), `text=krugerand&sort=relevance&limit=100`);
      const exact = await search(getApp(), `text=krugerrand&sort=relevance&limit=100`);
      expect(typo.results.map((p) => p.sku)).toEqual(exact.results.map((p) => p.sku));
      expect((await search(getApp(), 'text=xylophon')).total).toBe(0);
    });

    it('filters by fine weight in grams', async () => {
      const res = await search(getApp(), 'weightMin=31&weightMax=32&limit=100&metal=gold');
      expect(res.total).toBeGreaterThan(5);
      for (const p of res.results) {
        expect(p.attributeFields.fineWeightUnit === 'oz' ? p.attributeFields.fineWeight : 1).toBe(
          1,
        );
      }
      const heavy = await search(getApp(), 'weightMin=1000&limit=100');
      expect(heavy.results.every((p) => p.attributeFields.preciousMetal !== null)).toBe(true);
      expect(heavy.results.map((p) => p.sku)).not.toContain('CGO-KRU-1OZ');
      const bad = await getError(getApp(), '/products/search?weightMax=-1');
      expect(bad.status).toBe(400);
      expect(bad.body.details?.[0]?.path).toBe('query.weightMax');
    });

    it('searches manufacturer and series', async () => {
      const valcambi = await search(getApp(), 'text=valcambi&limit=100');
      expect(valcambi.total).toBeGreaterThan(5);
      expect(valcambi.results.every((p) => p.attributeFields.manufacturer === 'Valcambi')).toBe(
        true,
      );
      const fortuna = await search(getApp(), 'text=fortuna&limit=100');
      expect(fortuna.results.every((p) => p.attributeFields.series === 'Fortuna')).toBe(true);
      expect(fortuna.total).toBeGreaterThan(0);
    });

    it('ranks the best match first for sort=relevance', async () => {
      const res = await search(
        getApp(),
        `text=${encodeURIComponent('krugerrand 1/10')}&sort=relevance`,
      );
      expect(res.results[0]?.sku).toBe('CGO-KRU-110OZ');
      const bars = await search(
        getApp(),
        `text=${encodeURIComponent('gold bar 1 kg')}&sort=relevance`,
      );
      expect(bars.results[0]?.name.en).toMatch(/^Gold bar 1 kg /);
    });

    it('sorts by name in the requested language', async () => {
      for (const [tag, lang] of [
        ['de-AT', 'de'],
        ['en', 'en'],
      ] as const) {
        const res = await search(
          getApp(),
          `sort=name&languageTag=${tag}&limit=100&category=gold-coins`,
        );
        const names = res.results.map((p) => fold(p.name[lang]));
        expect(names).toEqual([...names].sort(byteCompare));
      }
      const desc = await search(getApp(), 'sort=name&order=desc&limit=100&category=gold-coins');
      const names = desc.results.map((p) => fold(p.name.de));
      expect(names).toEqual([...names].sort(byteCompare).reverse());
    });

    it('sorts by the store’s buy price for one piece, stable, items without a buy price last', async () => {
      const buyOf = async (store: string, skus: string[]) => {
        const res = await getJson(
          getApp(),
          `/prices/products?country=${store}&currency=${store === 'ch' ? 'CHF' : 'EUR'}&skus=${skus.join(',')}`,
          ProductPricesResponseSchema,
        );
        return new Map(
          res.products.map((p) => [
            p.sku,
            p.prices.find((x) => x.type === 'buy' && x.minQuantity === 1)?.centAmount ?? null,
          ]),
        );
      };
      for (const store of ['at', 'ch'] as const) {
        const headers = { 'x-store-key': store };
        const all = await search(getApp(), 'sort=price&limit=100', { headers });
        const rest = await search(getApp(), 'sort=price&limit=100&page=2', { headers });
        const list = [...all.results, ...rest.results];
        const prices = await buyOf(
          store,
          list.slice(0, 100).map((p) => p.sku),
        );
        const restPrices = await buyOf(
          store,
          list.slice(100).map((p) => p.sku),
        );
        const values = list.map((p) => prices.get(p.sku) ?? restPrices.get(p.sku) ?? null);
        const known = values.filter((v): v is number => v !== null);
        expect(known.length).toBeGreaterThan(100);
        expect(known).toEqual([...known].sort((a, b) => a - b));
        const firstNull = values.indexOf(null);
        if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null)).toBe(true);
      }
      const desc = await search(getApp(), 'sort=price&order=desc&limit=5');
      const again = await search(getApp(), 'sort=price&order=desc&limit=5');
      expect(again.results.map((p) => p.sku)).toEqual(desc.results.map((p) => p.sku));
      const top = await buyOf(
        'at',
        desc.results.map((p) => p.sku),
      );
      const tops = desc.results.map((p) => top.get(p.sku)!);
      expect(tops).toEqual([...tops].sort((a, b) => b - a));
    });

    it('filters by buy price range in the store currency', async () => {
      const res = await search(getApp(), 'priceMin=10000&priceMax=50000&limit=100&sort=price');
      expect(res.total).toBeGreaterThan(0);
      const prices = await getJson(
        getApp(),
        `/prices/products?country=AT&currency=EUR&skus=${res.results.map((p) => p.sku).join(',')}`,
        ProductPricesResponseSchema,
      );
      for (const p of prices.products) {
        const buy = p.prices.find((x) => x.type === 'buy' && x.minQuantity === 1)!.centAmount;
        expect(buy).toBeGreaterThanOrEqual(10000);
        expect(buy).toBeLessThanOrEqual(50000);
      }
      const bad = await getError(getApp(), '/products/search?priceMin=cheap');
      expect(bad.status).toBe(400);
      expect(bad.body.details?.[0]?.path).toBe('query.priceMin');
    });

    it('sorts by precious metal: gold, silver, platinum, palladium', async () => {
      const order = ['gold', 'silver', 'platinum', 'palladium'];
      const res = await search(getApp(), 'sort=preciousMetal&limit=100&text=oz');
      // Items without metal come last: rank them after palladium.
      const metals = res.results.map((p) =>
        p.attributeFields.preciousMetal
          ? order.indexOf(p.attributeFields.preciousMetal)
          : order.length,
      );
      expect(metals).toEqual([...metals].sort((a, b) => a - b));
      const desc = await search(
        getApp(),
        'sort=preciousMetal&order=desc&limit=1&category=platinum-palladium',
      );
      expect(desc.results[0]?.attributeFields.preciousMetal).toBe('palladium');
    });

    it('lists duty-free silver coins', async () => {
      const res = await search(getApp(), 'text=zollfreilager&limit=100');
      expect(res.total).toBeGreaterThanOrEqual(3);
      expect(
        res.results.every((p) => p.dutyFree && p.attributeFields.preciousMetal === 'silver'),
      ).toBe(true);
    });
  });

  describe('request validation', () => {
    const invalid: [string, string][] = [
      ['page=0', 'query.page'],
      ['page=abc', 'query.page'],
      ['page=1.5', 'query.page'],
      ['limit=101', 'query.limit'],
      ['limit=0', 'query.limit'],
      ['sort=cheapest', 'query.sort'],
      ['order=up', 'query.order'],
      ['metal=copper', 'query.metal'],
      ['category=jewellery', 'query.category'],
      ['languageTag=fr', 'query.languageTag'],
      ['colour=red', 'query.colour'],
      ['page=1&page=2', 'query.page'],
    ];

    it.each(invalid)('rejects %s with the error object', async (query, path) => {
      const { status, body, raw } = await getError(getApp(), `/products/search?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        name: 'OperationNotValidError',
        code: 'invalid_request',
        statusCode: 400,
        reason: 'validation',
      });
      expect(body.details?.map((d) => d.path)).toContain(path);
      expect(Object.keys(raw).sort()).toEqual([
        'code',
        'details',
        'message',
        'name',
        'reason',
        'statusCode',
      ]);
    });

    it('changes nothing on a rejected request', async () => {
      const before = await search(getApp(), 'limit=100');
      await getError(getApp(), '/products/search?limit=1000');
      const after = await search(getApp(), 'limit=100');
      expect(after.total).toBe(before.total);
      expect(after.results.map((p) => p.sku)).toEqual(before.results.map((p) => p.sku));
    });

    it('refuses an unknown store key and serves a missing one as the default store', async () => {
      const { status, body } = await getError(getApp(), '/products/categories', {
        headers: { 'x-store-key': 'fr' },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        name: 'OperationNotValidError',
        reason: 'validation',
        details: [{ path: 'headers.x-store-key' }],
      });
      const ok = await getApp().inject({
        url: '/products/categories',
        headers: { 'x-store-key': 'ch' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await getApp().inject({ url: '/products/categories' })).statusCode).toBe(200);
    });

    it('refuses query parameters on endpoints that take none', async () => {
      const { status, body } = await getError(getApp(), '/products/identifiers?page=2');
      expect(status).toBe(400);
      expect(body.details?.[0]?.path).toBe('query.page');
    });
  });

  describe('unknown routes', () => {
    it('answer 404 with a ResourceNotFoundError body', async () => {
      const { status, raw } = await getError(getApp(), '/products/nothing-here?x=1');
      expect(status).toBe(404);
      expect(raw).toEqual({
        name: 'ResourceNotFoundError',
        message: 'Route not found: GET /products/nothing-here',
        code: 'route_not_found',
        statusCode: 404,
      });
    });

    it('answer 405 with Allow and the error object when the path exists for other methods', async () => {
      for (const [method, url, allow] of [
        ['POST', '/products/search', 'GET, HEAD'],
        ['DELETE', '/health/', 'GET, HEAD'],
        ['PURGE', '/products/images/CGO-KRU-1OZ.svg', 'GET, HEAD'],
        ['GET', '/admin/prices/recalculate', 'POST'],
      ] as const) {
        const res = await getApp().inject({ method, url, payload: {} });
        expect(res.statusCode).toBe(405);
        expect(res.headers.allow).toBe(allow);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(v.parse(ErrorObjectSchema, res.json())).toEqual({
          name: 'OperationNotValidError',
          message: `Method not allowed: ${method} ${url}`,
          code: 'method_not_allowed',
          statusCode: 405,
          reason: 'method',
        });
      }
    });
  });

  describe('GET /products/images/:sku.svg and .png', () => {
    it('draws a coin as a round, metal-coloured picture with cache headers', async () => {
      const res = await getApp().inject({ url: '/products/images/CGO-KRU-1OZ.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain('<circle');
      expect(res.body).toContain('FINE GOLD');
      expect(res.body).toContain('#E8B941');
    });

    it('draws bars with weight, fineness and refiner, and icons for accessories', async () => {
      const bar = await getApp().inject({ url: '/products/images/BSI-UMI-1KG.svg' });
      expect(bar.body).toContain('1 kg');
      expect(bar.body).toContain('999');
      expect(bar.body).toContain('UMICORE');
      expect(bar.body).toContain('#C9CED6');
      const scale = await getApp().inject({ url: '/products/images/ACC-SCALE-DIGITAL.svg' });
      expect(scale.statusCode).toBe(200);
      expect(scale.body).toContain('0.00 g');
    });

    it('answers 404 for an unknown SKU and 400 for a malformed file name', async () => {
      const missing = await getError(getApp(), '/products/images/NO-SUCH-SKU.svg');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({
        name: 'ResourceNotFoundError',
        code: 'product_not_found',
      });
      const malformed = await getError(getApp(), '/products/images/krugerrand.png');
      expect(malformed.status).toBe(400);
      expect(malformed.body.reason).toBe('validation');
      const otherFormat = await getError(getApp(), '/products/images/CGO-KRU-1OZ.jpg');
      expect(otherFormat.status).toBe(400);
      expect((await getError(getApp(), '/products/images/NO-SUCH-SKU.png')).status).toBe(404);
    });

    it('draws the same picture as a 600 px PNG for link previews', async () => {
      const res = await getApp().inject({ url: '/products/images/CGO-KRU-1OZ.png' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const png = res.rawPayload;
      // The PNG signature, then the IHDR chunk: width and height, big-endian.
      expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 600]);
      // A coin and a bar are different pictures.
      const bar = await getApp().inject({ url: '/products/images/BSI-UMI-1KG.png' });
      expect(bar.rawPayload.equals(png)).toBe(false);
    });
  });
}
