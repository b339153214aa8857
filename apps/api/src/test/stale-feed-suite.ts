import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CartQuoteSchema,
  MetalPricesResponseSchema,
  OrderSchema,
  errorCodes,
} from '@shop/api-client/contract';
import { limitOrders } from '../limit-orders/tables';
import { orders } from '../orders/tables';
import { createSimulatedFeed } from '../prices/feed/simulated';
import type { SpotFeed } from '../prices/feed/spot-feed';
import { call, callOk } from './accounts';
import { getJson } from './helpers';
import { customerWithAddress, inDays, placeLimitOrder, unitPrice } from './limit-orders-suite';
import { orderReadyCart, orderRequest, orderSkus } from './placed-orders';

/** The feed's maximum age the suite's app is built with (PRICE_FEED_MAX_AGE_SECONDS). */
export const staleFeedMaxAgeSeconds = 60;

/**
 * A spot feed the suite controls: `down` makes it fail as an unreachable provider does; `lagMs`
 * makes it deliver quotes that much older than asked, as a provider does while the market is
 * closed (its last quote keeps its own time).
 */
export function controlledFeed() {
  const simulated = createSimulatedFeed(5);
  const state = { down: false, lagMs: 0 };
  const feed: SpotFeed = {
    name: 'controlled',
    async next(previous, at) {
      if (state.down) throw new Error('spot feed unreachable');
      return simulated.next(previous, new Date(at.getTime() - state.lagMs));
    },
    history: simulated.history,
  };
  return { feed, state };
}

type FeedState = ReturnType<typeof controlledFeed>['state'];

/**
 * A failing and stale spot feed on every database: prices kept, the metal prices marked stale
 * with the feed's time, orders and limit-order executions refused with nothing written, trading
 * resumed once the feed delivers again. The app must be built with `controlledFeed().feed`,
 * `intervalSeconds: 0` and `feedMaxAgeSeconds: staleFeedMaxAgeSeconds`.
 */
export function defineStaleFeedSuite(getApp: () => FastifyInstance, feed: FeedState) {
  const metalPrices = () => getJson(getApp(), '/prices/metals', MetalPricesResponseSchema);
  const recalculate = async (state: Partial<FeedState>) => {
    Object.assign(feed, state);
    expect((await getApp().prices.recalculate({ force: true })).ran).toBe(true);
  };
  const ordersOf = (ownerId: string) =>
    getApp().db.select().from(orders).where(eq(orders.ownerId, ownerId));

  afterAll(() => Object.assign(feed, { down: false, lagMs: 0 }));

  it('keeps the last prices and the feed’s own time when the feed fails', async () => {
    await recalculate({ down: false, lagMs: 0 });
    const before = await metalPrices();
    expect(before[0]!.stale).toBe(false);
    expect(Date.now() - Date.parse(before[0]!.feedUpdatedAt!)).toBeLessThan(10_000);

    await recalculate({ down: true });
    const after = await metalPrices();
    expect(after.map((m) => m.prices)).toEqual(before.map((m) => m.prices));
    expect(after[0]!.feedUpdatedAt).toBe(before[0]!.feedUpdatedAt);
    expect(after[0]!.lastRecalculatedAt).not.toBe(before[0]!.lastRecalculatedAt);
    expect(after[0]!.stale).toBe(false);
  });

  it('marks prices stale past the limit, refuses orders and limit-order executions writing nothing, and trades again once the feed is back', async () => {
    const app = getApp();
    // The provider's last quote is two minutes old (market closed), then the provider fails.
    await recalculate({ down: false, lagMs: 2 * staleFeedMaxAgeSeconds * 1000 });
    await recalculate({ down: true });
    const stale = await metalPrices();
    expect(stale.every((m) => m.stale)).toBe(true);
    const feedAge = Date.now() - Date.parse(stale[0]!.feedUpdatedAt!);
    expect(feedAge).toBeGreaterThan(staleFeedMaxAgeSeconds * 1000);

    const { gold } = await orderSkus(app);
    const { customer, token } = await customerWithAddress(app);
    const cartId = await orderReadyCart(app, token, {
      transactionType: 'buy',
      lines: [{ sku: gold, quantity: 1 }],
    });
    const quoteCall = { method: 'POST' as const, token, payload: {} };
    for (const refused of [
      await call(app, `/carts/${cartId}/quote`, quoteCall),
      await call(app, '/orders', orderRequest(token, cartId)),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: errorCodes.pricesStale });
    }
    expect(await ordersOf(customer.id)).toEqual([]);

    // A limit order whose target is reached waits, Active, instead of executing.
    const price = await unitPrice(app, gold, 'buy');
    const limit = await placeLimitOrder(app, token, {
      sku: gold,
      type: 'buy',
      quantity: 1,
      targetUnitPrice: { centAmount: price - 1, currency: 'EUR' },
      expiresAt: inDays(5),
    });
    const byId = eq(limitOrders.id, limit.id);
    await app.db
      .update(limitOrders)
      .set({ targetUnitPriceCentAmount: price * 2 })
      .where(byId);
    expect((await app.limitOrders.executor.run()).executed).toEqual([]);
    const [waiting] = await app.db.select().from(limitOrders).where(byId);
    expect(waiting!.status).toBe('Active');
    expect(await ordersOf(customer.id)).toEqual([]);

    // The feed delivers again: fresh prices; the checkout's quote (the cart re-priced, with the
    // feed's time) and its order go through, and so does the limit order.
    await recalculate({ down: false, lagMs: 0 });
    const fresh = await metalPrices();
    expect(fresh.every((m) => m.stale === false)).toBe(true);
    const feedUpdatedAt = fresh[0]!.feedUpdatedAt!;
    expect(Date.parse(feedUpdatedAt)).toBeGreaterThan(Date.parse(stale[0]!.feedUpdatedAt!));
    const quote = await callOk(app, `/carts/${cartId}/quote`, CartQuoteSchema, quoteCall);
    expect(quote.feedUpdatedAt).toBe(feedUpdatedAt);
    const request = orderRequest(token, cartId);
    const placed = await callOk(
      app,
      '/orders',
      OrderSchema,
      { ...request, payload: { ...request.payload, quoteId: quote.id } },
      201,
    );
    expect(placed.transactionType).toBe('buy');
    // Executed by this pass or by the one the recalculation's Finished started.
    await app.limitOrders.executor.run();
    await app.limitOrders.executor.settled();
    const [executed] = await app.db.select().from(limitOrders).where(byId);
    expect(executed!.status).toBe('Executed');
    expect(await ordersOf(customer.id)).toHaveLength(2);
  }, 30_000);
}
