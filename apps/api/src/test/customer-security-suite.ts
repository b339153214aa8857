import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CustomerDataExportSchema, WishlistSchema } from '@shop/api-client/contract';
import { exportCustomerData } from '../customers/data-export';
import { call, callError, callOk, signedInCustomer } from './accounts';
import { orderSkus, placeOrder } from './placed-orders';

/**
 * A customer's own data rights and security (issue 26, item 7) on every database: the data
 * export. The app needs the seeded catalogue and prices (orders are placed).
 */
export function defineCustomerSecuritySuite(getApp: () => FastifyInstance) {
  const inAustria = (token: string) => ({ token, headers: { 'x-store-key': 'at' } });

  describe('data export', () => {
    it("answers the customer's own data as an attachment, and nobody else's", async () => {
      const app = getApp();
      const skus = await orderSkus(app);
      const own = await signedInCustomer(app);
      const other = await signedInCustomer(app);
      const ownOrder = await placeOrder(app, own.token, {
        transactionType: 'buy',
        lines: [{ sku: skus.gold, quantity: 1 }],
        email: own.customer.email,
      });
      const otherOrder = await placeOrder(app, other.token, {
        transactionType: 'buy',
        lines: [{ sku: skus.gold, quantity: 1 }],
        email: other.customer.email,
      });
      const wishlist = await callOk(
        app,
        '/wishlists',
        WishlistSchema,
        {
          method: 'POST',
          payload: { storeKey: 'at', lineItems: [{ sku: skus.silver, quantity: 1 }] },
          ...inAustria(own.token),
        },
        201,
      );
      await callOk(
        app,
        '/wishlists',
        WishlistSchema,
        {
          method: 'POST',
          payload: { storeKey: 'at', lineItems: [{ sku: skus.gold, quantity: 1 }] },
          ...inAustria(other.token),
        },
        201,
      );

      const answer = await call(app, '/customers/me/export', inAustria(own.token));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="aurum-argentum-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(answer.headers['cache-control']).toBe('no-store');
      const data = v.parse(CustomerDataExportSchema, answer.json);
      expect(data.customer).toMatchObject({ id: own.customer.id, email: own.customer.email });
      expect(data.orders.map((order) => order.id)).toEqual([ownOrder.id]);
      expect(data.wishlists.map((list) => list.id)).toEqual([wishlist.id]);
      expect(data.consents.orders).toEqual([
        expect.objectContaining({ orderNumber: ownOrder.orderNumber }),
      ]);
      expect(data.limitOrders).toEqual([]);
      expect(data.deposits).toEqual([]);
      // Nothing of the other customer, and no secret of any kind.
      const text = JSON.stringify(answer.json);
      expect(text).not.toContain(other.customer.email);
      expect(text).not.toContain(otherOrder.orderNumber);
      expect(text).not.toMatch(/passwordHash|password_hash|totpSecret|refreshToken|accessToken/);
    });

    it('needs a signed-in customer', async () => {
      await callError(getApp(), '/customers/me/export', 401);
    });

    it('is customer_not_found for an id that does not exist (the staff export)', async () => {
      const app = getApp();
      const { customer } = await signedInCustomer(app);
      await expect(exportCustomerData(app, crypto.randomUUID())).rejects.toMatchObject({
        body: { code: 'customer_not_found', statusCode: 404 },
      });
      expect((await exportCustomerData(app, customer.id)).customer.id).toBe(customer.id);
    });
  });
}
