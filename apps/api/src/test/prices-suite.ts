import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import * as v from 'valibot';
import {
  ApiLoadSchema,
  MetalPricesResponseSchema,
  MetalSnapshotsResponseSchema,
  PriceSocketMessageSchema,
  ProductPricesResponseSchema,
  RecalculateResponseSchema,
  type PriceSocketMessage,
} from '@shop/api-client/contract';
import { productPrices } from '../prices/tables';
import { getError, getJson } from './helpers';

export const testAdminToken = 'test-admin-token';

const recalculate = (app: FastifyInstance, payload: unknown = {}, token = testAdminToken) =>
  app.inject({
    method: 'POST',
    url: '/admin/prices/recalculate',
    headers: { 'x-admin-token': token },
    payload: payload as Record<string, unknown>,
  });

const productPricesUrl = (query: string) => `/prices/products?${query}`;

interface MessageSource {
  on(event: 'message', cb: (data: unknown) => void): unknown;
}

/**
 * Collects the messages a price socket receives, parsed with the shared schema. Attach it before
 * the socket opens (injectWS's onInit, or right after `new WebSocket`): Hello comes at once.
 */
export function collector() {
  const messages: PriceSocketMessage[] = [];
  const waiters: (() => void)[] = [];
  const attach = (socket: MessageSource) => {
    socket.on('message', (data) => {
      messages.push(v.parse(PriceSocketMessageSchema, JSON.parse(String(data))));
      for (const w of waiters.splice(0)) w();
    });
  };
  const until = async (predicate: (m: PriceSocketMessage[]) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(messages)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { messages, until, attach };
}

/** A socket on the app without a network (injectWS) with its collected messages. */
async function openSocket(app: FastifyInstance, headers: Record<string, string> = {}) {
  const c = collector();
  const socket = await app.injectWS('/prices/socket', { headers }, { onInit: c.attach });
  return { socket, ...c };
}

/**
 * Price endpoints, socket and admin route on every database. The app must be built with
 * `prices: { intervalSeconds: 0, adminToken: testAdminToken }`.
 */
export function definePricesSuite(getApp: () => FastifyInstance) {
  describe('GET /prices/metals', () => {
    it('lists the four metals with buy and sell in EUR, CHF and USD and the times', async () => {
      const before = Date.now();
      const list = await getJson(getApp(), '/prices/metals', MetalPricesResponseSchema);
      expect(list.map((m) => m.name)).toEqual(['gold', 'silver', 'platinum', 'palladium']);
      for (const metal of list) {
        expect(metal.prices).toHaveLength(6);
        for (const currency of ['EUR', 'CHF', 'USD']) {
          const buy = metal.prices.find((p) => p.currency === currency && p.type === 'buy')!;
          const sell = metal.prices.find((p) => p.currency === currency && p.type === 'sell')!;
          expect(buy.centAmount).toBeGreaterThan(sell.centAmount);
        }
        expect(Date.parse(metal.serverTimestamp)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(metal.nextRecalculationAt) - Date.parse(metal.lastRecalculatedAt)).toBe(
          180_000,
        );
      }
      const gold = list[0]!.prices.find((p) => p.currency === 'USD' && p.type === 'buy')!;
      expect(gold.centAmount).toBeGreaterThan(100_000); // gold costs thousands of dollars an ounce
      expect((await getError(getApp(), '/prices/metals?x=1')).status).toBe(400);
    });
  });

  describe('GET /prices/metals/snapshots', () => {
    it('returns a year of daily and a week of intraday points, oldest first', async () => {
      const year = await getJson(
        getApp(),
        '/prices/metals/snapshots?metal=gold&currency=EUR&type=buy&timespan=1y',
        MetalSnapshotsResponseSchema,
      );
      expect(year).toMatchObject({ metal: 'gold', currency: 'EUR', type: 'buy', timespan: '1y' });
      expect(year.points.length).toBeGreaterThanOrEqual(360);
      const times = year.points.map((p) => Date.parse(p.timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const week = await getJson(
        getApp(),
        '/prices/metals/snapshots?metal=silver&currency=CHF&type=sell&timespan=1w',
        MetalSnapshotsResponseSchema,
      );
      expect(week.points.length).toBeGreaterThan(600);
      expect(Date.parse(week.points[0]!.timestamp)).toBeGreaterThan(Date.now() - 8 * 86_400_000);
      const half = await getJson(
        getApp(),
        '/prices/metals/snapshots?metal=platinum&currency=USD&timespan=6m',
        MetalSnapshotsResponseSchema,
      );
      expect(half.type).toBe('buy');
      expect(half.points.length).toBeGreaterThan(170);
      expect(half.points.length).toBeLessThan(year.points.length);
    });

    it('rejects missing or unknown parameters with the error object', async () => {
      for (const query of [
        '',
        'metal=tin&currency=EUR',
        'metal=gold&currency=GBP',
        'metal=gold&currency=EUR&timespan=2w',
        'metal=gold&currency=EUR&extra=1',
      ]) {
        const { status, body } = await getError(getApp(), `/prices/metals/snapshots?${query}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ name: 'OperationNotValidError', reason: 'validation' });
      }
    });
  });

  describe('GET /prices/products', () => {
    it('prices products per store: tiers, tax, duty-free, accessories and scrap', async () => {
      const skus = 'CGO-KRU-1OZ,BSI-UMI-1KG,ACC-SCALE-DIGITAL,SCRAP-AU-585,NO-SUCH-SKU';
      const at = await getJson(
        getApp(),
        productPricesUrl(`country=AT&currency=EUR&skus=${skus}`),
        ProductPricesResponseSchema,
      );
      expect(at.products.map((p) => p.sku)).toEqual([
        'CGO-KRU-1OZ',
        'BSI-UMI-1KG',
        'ACC-SCALE-DIGITAL',
        'SCRAP-AU-585',
      ]);
      const [kru, silver, scale, scrap] = at.products;
      expect(kru!.taxRate).toBe(0);
      expect(kru!.prices.map((p) => [p.type, p.minQuantity])).toEqual([
        ['buy', 1],
        ['buy', 10],
        ['buy', 25],
        ['sell', 1],
      ]);
      expect(kru!.prices.every((p) => p.currency === 'EUR')).toBe(true);
      expect(kru!.prices[0]!.centAmount).toBeGreaterThan(kru!.spotValue!.centAmount);
      expect(kru!.prices[3]!.centAmount).toBeLessThan(kru!.spotValue!.centAmount);
      expect(silver!.taxRate).toBe(2000);
      expect(scale).toMatchObject({
        taxRate: 2000,
        spotValue: null,
        prices: [{ type: 'buy', minQuantity: 1, currency: 'EUR' }],
      });
      expect(scrap!.prices.map((p) => p.type)).toEqual(['sell']);

      const de = await getJson(
        getApp(),
        productPricesUrl(`country=de&currency=EUR&skus=${skus}`),
        ProductPricesResponseSchema,
      );
      expect(de.products[1]!.taxRate).toBe(1900);
      expect(de.products[0]!.prices).toEqual(kru!.prices); // gold: no VAT in either
      const us = await getJson(
        getApp(),
        productPricesUrl(`country=US&currency=USD&skus=BSI-UMI-1KG`),
        ProductPricesResponseSchema,
      );
      expect(us.products[0]).toMatchObject({ taxRate: 0, spotValue: { currency: 'USD' } });
      const ch = await getJson(
        getApp(),
        productPricesUrl(`country=CH&currency=CHF&skus=BSI-UMI-1KG`),
        ProductPricesResponseSchema,
      );
      expect(ch.products[0]!.taxRate).toBe(810);
      expect(Date.parse(at.nextRecalculationAt) - Date.parse(at.lastRecalculatedAt)).toBe(180_000);
    });

    it('names a repeated product once, in the order first asked, in plain and spaced lists', async () => {
      for (const skus of [
        'BSI-UMI-1KG,CGO-KRU-1OZ,BSI-UMI-1KG,CGO-KRU-1OZ',
        ' BSI-UMI-1KG , CGO-KRU-1OZ,BSI-UMI-1KG',
      ]) {
        const res = await getJson(
          getApp(),
          productPricesUrl(`country=AT&currency=EUR&skus=${encodeURIComponent(skus)}`),
          ProductPricesResponseSchema,
        );
        expect(res.products.map((p) => p.sku)).toEqual(['BSI-UMI-1KG', 'CGO-KRU-1OZ']);
      }
      // Asked again: still there (a product answered once is not skipped by the next answer).
      const again = await getJson(
        getApp(),
        productPricesUrl('country=AT&currency=EUR&skus=CGO-KRU-1OZ'),
        ProductPricesResponseSchema,
      );
      expect(again.products.map((p) => p.sku)).toEqual(['CGO-KRU-1OZ']);
    });

    it('answers an empty product list for unknown SKUs only', async () => {
      const res = await getJson(
        getApp(),
        productPricesUrl('country=AT&currency=EUR&skus=NO-SUCH-SKU,NOR-THIS'),
        ProductPricesResponseSchema,
      );
      expect(res.products).toEqual([]);
    });

    it('prices duty-free silver without VAT', async () => {
      const { results } = await getJson(
        getApp(),
        '/products/search?limit=100&category=silver-coins',
        v.object({ results: v.array(v.object({ sku: v.string(), dutyFree: v.boolean() })) }),
      );
      const free = results.filter((p) => p.dutyFree).map((p) => p.sku);
      expect(free.length).toBeGreaterThan(0);
      const res = await getJson(
        getApp(),
        productPricesUrl(`country=AT&currency=EUR&skus=${free.join(',')}`),
        ProductPricesResponseSchema,
      );
      for (const p of res.products) expect(p).toMatchObject({ dutyFree: true, taxRate: 0 });
    });

    it('names each product’s tax class per store: gift gold taxed, historic silver margin-taxed', async () => {
      const skus = 'CGO-KRU-1OZ,GIFT-BOX-GOLD-1G,NSI-MARK-5-WILHELM';
      const classes = async (country: string, currency: string) => {
        const res = await getJson(
          getApp(),
          productPricesUrl(`country=${country}&currency=${currency}&skus=${skus}`),
          ProductPricesResponseSchema,
        );
        return res.products.map((p) => [p.sku, p.taxClass, p.taxRate]);
      };
      expect(await classes('AT', 'EUR')).toEqual([
        ['CGO-KRU-1OZ', 'investment_gold', 0],
        ['GIFT-BOX-GOLD-1G', 'standard', 2000],
        // VAT on the margin only, included and never shown.
        ['NSI-MARK-5-WILHELM', 'margin', 0],
      ]);
      expect(await classes('CH', 'CHF')).toEqual([
        ['CGO-KRU-1OZ', 'investment_gold', 0],
        ['GIFT-BOX-GOLD-1G', 'standard', 810],
        ['NSI-MARK-5-WILHELM', 'margin', 0],
      ]);
      expect(await classes('US', 'USD')).toEqual([
        ['CGO-KRU-1OZ', 'investment_gold', 0],
        ['GIFT-BOX-GOLD-1G', 'standard', 0],
        ['NSI-MARK-5-WILHELM', 'standard', 0],
      ]);
    });

    it('answers bad parameters with the error object', async () => {
      const cases: [string, string][] = [
        ['currency=EUR&skus=CGO-KRU-1OZ', 'query.country'],
        ['country=FR&currency=EUR&skus=CGO-KRU-1OZ', 'query.country'],
        ['country=CH&currency=EUR&skus=CGO-KRU-1OZ', 'query.currency'],
        ['country=AT&currency=EUR', 'query.skus'],
        ['country=AT&currency=EUR&skus=', 'query.skus'],
        ['country=AT&currency=EUR&skus=krugerrand;drop', 'query.skus'],
        [
          `country=AT&currency=EUR&skus=${Array.from({ length: 101 }, (_, i) => `SKU-${i}`).join(',')}`,
          'query.skus',
        ],
      ];
      for (const [query, path] of cases) {
        const { status, body } = await getError(getApp(), productPricesUrl(query));
        expect(status).toBe(400);
        expect(body).toMatchObject({
          name: 'OperationNotValidError',
          code: 'invalid_request',
          statusCode: 400,
        });
        expect(body.details?.[0]?.path).toMatch(new RegExp(`^${path.replace('.', '\\.')}`));
      }
    });
  });

  describe('GET /health/load', () => {
    const load = () => getJson(getApp(), '/health/load', ApiLoadSchema);

    it('counts each open price socket and lets it go however it closes', async () => {
      const app = getApp();
      // Real connections: an in-process socket never sees its peer's TCP close.
      const address = app.server.listening
        ? app.server.address()
        : (await app.listen({ host: '127.0.0.1', port: 0 }), app.server.address());
      const { port } = address as AddressInfo;
      const before = (await load()).sockets;
      const open = () => {
        const c = collector();
        const socket = new WebSocket(`ws://127.0.0.1:${port}/prices/socket`);
        c.attach(socket);
        return { socket, ...c };
      };
      const [closed, terminated] = [open(), open()];
      await closed.until((m) => m.some((x) => x.type === 'Hello'));
      await terminated.until((m) => m.some((x) => x.type === 'Hello'));
      expect((await load()).sockets).toBe(before + 2);
      closed.socket.close();
      terminated.socket.terminate();
      const deadline = Date.now() + 3000;
      while ((await load()).sockets !== before && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await load()).sockets).toBe(before);
    });

    it('shows the database gate idle between requests, with both lanes', async () => {
      await Promise.all([
        getJson(getApp(), '/prices/metals', MetalPricesResponseSchema),
        getError(getApp(), '/prices/metals?x=1'),
      ]);
      expect((await load()).gate).toEqual({
        inFlight: 0,
        queued: 0,
        lanes: { priority: { inFlight: 0, queued: 0 }, ordinary: { inFlight: 0, queued: 0 } },
      });
    });
  });

  describe('POST /admin/prices/recalculate and the price socket', () => {
    it('refuses a wrong or missing admin token and changes nothing', async () => {
      const before = await getJson(getApp(), '/prices/metals', MetalPricesResponseSchema);
      for (const token of ['wrong', '']) {
        const res = await recalculate(getApp(), {}, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          name: 'OperationNotValidError',
          code: 'admin_token_invalid',
          statusCode: 401,
        });
      }
      const bad = await recalculate(getApp(), { shock: 3 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ name: 'OperationNotValidError', reason: 'validation' });
      const after = await getJson(getApp(), '/prices/metals', MetalPricesResponseSchema);
      expect(after[0]!.lastRecalculatedAt).toBe(before[0]!.lastRecalculatedAt);
      expect(after[0]!.prices).toEqual(before[0]!.prices);
    });

    it('recalculates with a shock, tells the socket Started then Finished, and serves the new prices', async () => {
      const app = getApp();
      const url = productPricesUrl('country=AT&currency=EUR&skus=CGO-KRU-1OZ');
      const before = await getJson(app, url, ProductPricesResponseSchema);
      const [beforeRows] = await Promise.all([app.db.select().from(productPrices)]);
      const { socket, messages, until } = await openSocket(app);
      try {
        await until((m) => m.some((x) => x.type === 'Hello'));
        const res = await recalculate(app, { shock: 0.05 });
        expect(res.statusCode).toBe(200);
        const { lastRecalculatedAt } = v.parse(RecalculateResponseSchema, res.json());
        await until((m) => m.some((x) => x.type === 'RecalculationProcessFinished'));
        const types = messages.map((m) => m.type);
        expect(types.indexOf('RecalculationProcessStarted')).toBeGreaterThan(
          types.indexOf('Hello'),
        );
        expect(types.indexOf('RecalculationProcessFinished')).toBeGreaterThan(
          types.indexOf('RecalculationProcessStarted'),
        );
        const finished = messages.find((m) => m.type === 'RecalculationProcessFinished')!;
        expect(finished).toMatchObject({ lastRecalculatedAt });

        const after = await getJson(app, url, ProductPricesResponseSchema);
        expect(after.lastRecalculatedAt).toBe(lastRecalculatedAt);
        const ratio =
          after.products[0]!.spotValue!.centAmount / before.products[0]!.spotValue!.centAmount;
        expect(ratio).toBeGreaterThan(1.02); // +5 % shock, minus at most a few minutes of walk
        const afterRows = await app.db.select().from(productPrices);
        expect(afterRows).toHaveLength(beforeRows.length);
      } finally {
        socket.terminate();
      }
    });

    it('recalculates when the prices table lost its rows (UNLOGGED after a crash), not otherwise', async () => {
      const app = getApp();
      expect(await app.prices.recalculate({ force: true, onlyIfOutdated: true })).toMatchObject({
        ran: false,
      });
      const url = productPricesUrl('country=AT&currency=EUR&skus=CGO-KRU-1OZ');
      await app.db.delete(productPrices);
      const result = await app.prices.recalculate({ force: true, onlyIfOutdated: true });
      expect(result.ran).toBe(true);
      expect(await app.db.select().from(productPrices)).not.toHaveLength(0);
      const after = await getJson(app, url, ProductPricesResponseSchema);
      expect(after.lastRecalculatedAt).toBe(result.lastRecalculatedAt!.toISOString());
      expect(after.products).toHaveLength(1);
    });

    it('refuses a foreign Origin at the handshake and admits the shop’s own', async () => {
      const app = getApp();
      await expect(openSocket(app, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
      for (const origin of ['http://localhost:3000', 'http://ch.localhost:3000']) {
        const { socket, until } = await openSocket(app, { origin });
        await until((m) => m.length > 0);
        socket.terminate();
      }
    });
  });
}
