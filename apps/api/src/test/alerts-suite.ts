import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AvailabilityAlertListSchema,
  PriceAlertListSchema,
  PriceAlertSchema,
} from '@shop/api-client/contract';
import { availabilityAlerts, priceAlerts } from '../alerts/tables';
import { products } from '../catalogue/tables';
import {
  anonymousSession,
  call,
  callError,
  callOk,
  outbox,
  signedInCustomer,
  type CallOptions,
} from './accounts';
import { unitPrice } from './limit-orders-suite';

const missingId = '00000000-0000-4000-8000-000000000000';

/**
 * Price and availability alerts on every database: the calls with owner checks and validation,
 * and the notifier (a price alert mails once when the price reaches its target, with the
 * prefilled limit-order link; an availability alert mails once when its product is back).
 */
/** Tests that register several customers: argon2 hashing is slow on a loaded machine. */
const registrationsTimeoutMs = 30_000;

/** The admin token the suite's apps are built with. */
export const adminToken = 'alerts-suite-admin';

export function defineAlertsSuite(getApp: () => FastifyInstance) {
  let gold: string;
  let soldOut: string;

  beforeAll(async () => {
    const [coin] = await getApp()
      .db.select({ sku: products.sku })
      .from(products)
      .where(sql`${products.taxClass} = 'investment_gold' and ${products.form} = 'coin'`)
      .orderBy(products.sku)
      .limit(1);
    const [other] = await getApp()
      .db.select({ sku: products.sku })
      .from(products)
      .where(sql`${products.form} = 'bar'`)
      .orderBy(products.sku)
      .limit(1);
    if (!coin || !other) throw new Error('The seeded catalogue lacks products for alerts');
    gold = coin.sku;
    soldOut = other.sku;
  });

  const as = (token: string, options: CallOptions = {}): CallOptions => ({
    ...options,
    token,
    headers: { 'x-store-key': 'at', ...options.headers },
  });
  const setPriceAlert = (token: string, body: Record<string, unknown>, language = 'de') =>
    callOk(
      getApp(),
      `/price-alerts?languageTag=${language}`,
      PriceAlertSchema,
      as(token, { method: 'POST', payload: body }),
      201,
    );

  describe('price alerts', () => {
    it(
      'sets, lists and deletes them for their owner only',
      async () => {
        const owner = await signedInCustomer(getApp());
        const other = await signedInCustomer(getApp());
        const alert = await setPriceAlert(owner.token, {
          sku: gold,
          type: 'sell',
          targetUnitPrice: { centAmount: 100, currency: 'EUR' },
        });
        expect(alert).toMatchObject({ type: 'sell', triggeredAt: null, product: { sku: gold } });
        expect(
          await callOk(getApp(), '/price-alerts', PriceAlertListSchema, as(other.token)),
        ).toEqual([]);
        for (const id of [alert.id, missingId])
          expect(
            (
              await callError(
                getApp(),
                `/price-alerts/${id}`,
                404,
                as(other.token, { method: 'DELETE' }),
              )
            ).code,
          ).toBe('alert_not_found');
        const deleted = await call(
          getApp(),
          `/price-alerts/${alert.id}`,
          as(owner.token, { method: 'DELETE' }),
        );
        expect(deleted.status).toBe(204);
        expect(
          await callOk(getApp(), '/price-alerts', PriceAlertListSchema, as(owner.token)),
        ).toEqual([]);
      },
      registrationsTimeoutMs,
    );

    it('refuses bad input and guests', async () => {
      const { token } = await signedInCustomer(getApp());
      const bad = async (body: unknown, code: string) =>
        expect(
          (
            await callError(
              getApp(),
              '/price-alerts',
              400,
              as(token, { method: 'POST', payload: body }),
            )
          ).code,
        ).toBe(code);
      await bad(
        { sku: gold, type: 'buy', targetUnitPrice: { centAmount: 50_000_001, currency: 'EUR' } },
        'invalid_request',
      );
      await bad(
        { sku: gold, type: 'buy', targetUnitPrice: { centAmount: 100, currency: 'USD' } },
        'limit_order_currency_mismatch',
      );
      await bad(
        { sku: 'NO-SUCH-SKU', type: 'buy', targetUnitPrice: { centAmount: 100, currency: 'EUR' } },
        'alert_product_not_found',
      );
      const guest = await anonymousSession(getApp());
      await callError(getApp(), '/price-alerts', 401, as(guest.accessToken));
    });

    it(
      'mails once when the price reaches the target, linking to the prefilled limit-order form',
      async () => {
        const { customer, token } = await signedInCustomer(getApp());
        const current = await unitPrice(getApp(), gold, 'buy');
        const due = await setPriceAlert(token, {
          sku: gold,
          type: 'buy',
          targetUnitPrice: { centAmount: current, currency: 'EUR' },
        });
        const notYet = await setPriceAlert(token, {
          sku: gold,
          type: 'buy',
          targetUnitPrice: { centAmount: current - 1, currency: 'EUR' },
        });
        const report = await getApp().alerts.notifier.run();
        expect(report.priceAlerts).toContain(due.id);
        expect(report.priceAlerts).not.toContain(notYet.id);
        const mails = (await outbox(getApp(), customer.email)).filter((mail) =>
          mail.subject.startsWith('Preisalarm'),
        );
        expect(mails).toHaveLength(1);
        const target = (current / 100).toFixed(2);
        expect(mails[0]!.text).toMatch(
          new RegExp(
            `/produkt/[^/\\s]+/limit-order\\?type=buy&targetPrice=${target.replace('.', '\\.')}`,
          ),
        );
        await getApp().alerts.notifier.run();
        expect(
          (await outbox(getApp(), customer.email)).filter((mail) =>
            mail.subject.startsWith('Preisalarm'),
          ),
        ).toHaveLength(1);
        const [row] = await getApp()
          .db.select()
          .from(priceAlerts)
          .where(eq(priceAlerts.id, due.id));
        expect(row!.triggeredAt).not.toBeNull();
      },
      registrationsTimeoutMs,
    );
  });

  describe('availability alerts', () => {
    it(
      'toggles on an unavailable product and mails once when it is available again',
      async () => {
        const { customer, token } = await signedInCustomer(getApp());
        const toggle = (enabled: boolean, sku = soldOut, status = 200) =>
          call(
            getApp(),
            '/availability-alerts?languageTag=en',
            as(token, { method: 'PUT', payload: { sku, enabled } }),
          ).then((answer) => {
            expect(answer.status).toBe(status);
            return answer.json;
          });
        // Available products need no alert.
        expect(await toggle(true, gold, 409)).toMatchObject({ code: 'alert_product_available' });
        await getApp().db.update(products).set({ stock: 0 }).where(eq(products.sku, soldOut));
        expect(await toggle(true)).toMatchObject({ enabled: true, notifiedAt: null });
        expect(await toggle(false)).toMatchObject({ enabled: false });
        const on = await toggle(true);
        expect(on).toMatchObject({ enabled: true });
        expect(
          await callOk(getApp(), '/availability-alerts', AvailabilityAlertListSchema, as(token)),
        ).toHaveLength(1);

        // Still sold out: nothing.
        await getApp().alerts.notifier.run();
        expect(
          (await outbox(getApp(), customer.email)).filter((m) =>
            m.subject.startsWith('Available again'),
          ),
        ).toEqual([]);

        // Back in stock, as staff set it (admin route; its token is the app's).
        const restock = (sku: string, token: string | undefined = adminToken, quantity = 12) =>
          call(getApp(), `/admin/products/${sku}/stock`, {
            method: 'PUT',
            headers: token ? { 'x-admin-token': token } : {},
            payload: { quantity },
          });
        expect((await restock(soldOut, 'wrong')).status).toBe(401);
        expect((await restock('NO-SUCH-SKU')).status).toBe(404);
        // Bad input changes nothing: still sold out, nothing mailed.
        expect((await restock(soldOut, adminToken, -1)).status).toBe(400);
        expect((await restock(soldOut, adminToken, 1.5)).status).toBe(400);
        await getApp().alerts.notifier.run();
        expect(
          (await outbox(getApp(), customer.email)).filter((m) =>
            m.subject.startsWith('Available again'),
          ),
        ).toEqual([]);
        expect((await restock(soldOut, adminToken, 3)).json).toEqual({
          sku: soldOut,
          stock: 3,
          availability: 'lowStock',
        });
        await getApp().alerts.notifier.run();
        await getApp().alerts.notifier.run();
        const mails = (await outbox(getApp(), customer.email)).filter((m) =>
          m.subject.startsWith('Available again'),
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toMatch(/\/en\/product\//);
        const [row] = await getApp()
          .db.select()
          .from(availabilityAlerts)
          .where(eq(availabilityAlerts.customerId, customer.id));
        expect(row).toMatchObject({ enabled: false });
        expect(row!.notifiedAt).not.toBeNull();
      },
      registrationsTimeoutMs,
    );
  });
}
