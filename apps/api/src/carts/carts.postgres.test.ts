import { sql } from 'drizzle-orm';
import { CartListSchema, CartSchema } from '@shop/api-client/contract';
import * as v from 'valibot';
import { products } from '../catalogue/tables';
import { anonymousSession, call, callOk } from '../test/accounts';
import { defineCartsSuite } from '../test/carts-suite';
import { concurrentCheckoutWrites, defineCheckoutSuite } from '../test/checkout-suite';
import { onPostgres } from '../test/postgres-suite';

const {
  describe: describePostgres,
  app,
  second,
} = onPostgres({
  database: 'shop_carts_test',
  instances: 2,
  poolSize: 6,
  options: () => ({ prices: { intervalSeconds: 0 } }),
});

describePostgres('carts on PostgreSQL', () => {
  defineCartsSuite(app);
  defineCheckoutSuite(app);

  describe('concurrent writes', () => {
    it('loses no write of 20 concurrent line-item changes on two instances', async () => {
      const { accessToken: token } = await anonymousSession(app());
      const cart = await callOk(
        app(),
        '/carts',
        CartSchema,
        {
          method: 'POST',
          token,
          payload: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
        },
        201,
      );
      const [coin] = await app()
        .db.select({ sku: products.sku })
        .from(products)
        .where(sql`${products.form} = 'coin' and ${products.taxClass} = 'standard'`)
        .orderBy(products.sku)
        .limit(1);
      // Quantities 1..20 at once on two instances: a lost write would leave less than the sum.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? second() : app(), `/carts/${cart.id}/line-items`, {
            method: 'PUT',
            token,
            payload: { sku: coin!.sku, quantity: i + 1 },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const versions = answers
        .map((a) => v.parse(CartSchema, a.json).version)
        .sort((a, b) => a - b);
      expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      const [after] = await callOk(second(), '/carts', CartListSchema, { token });
      expect(after!.lineItems.map((l) => [l.sku, l.quantity])).toEqual([[coin!.sku, 210]]);
      expect(after!.version).toBe(21);
    });

    it('loses none of concurrent checkout writes (choices, addresses, coupon, locale) on two instances', async () => {
      const { before, after, statuses } = await concurrentCheckoutWrites([app(), second()]);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(after).toMatchObject({
        id: before.id,
        version: before.version + 6,
        customerEmail: 'anna@example.com',
        paymentMethod: 'cashInStore',
        locale: 'en-GB',
        discount: { code: 'WILLKOMMEN5' },
      });
      expect(after.pickupBranchId).not.toBeNull();
      expect(after.shippingAddress).not.toBeNull();
    });
  });
});
