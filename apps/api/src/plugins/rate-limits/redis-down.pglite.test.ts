import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { anonymousSession, call, clientAddress, uniqueEmail } from '../../test/accounts';
import { orderSkus, placeOrder } from '../../test/placed-orders';
import { testPglite } from '../../test/templates';
import { rateLimits } from './tables';

/**
 * The shop with REDIS_URL set while nothing answers there (Redis stopped): it keeps selling, and
 * sign-in and abuse limits keep refusing from the database (failover-store.ts).
 */
let app: FastifyInstance;

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    accounts: { rateLimitStore: { kind: 'redis', url: `redis://127.0.0.1:${port}`, prefix: 't:' } },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('Redis stopped (REDIS_URL set)', () => {
  it('keeps selling: a guest session, a cart and an order go through', async () => {
    const { accessToken } = await anonymousSession(app);
    const { gold } = await orderSkus(app);
    const order = await placeOrder(app, accessToken, {
      transactionType: 'buy',
      lines: [{ sku: gold, quantity: 1 }],
    });
    expect(order.orderNumber).toEqual(expect.any(String));
  });

  it('still bounds sign-in guesses: the sixth wrong password in a row waits, counted in the database', async () => {
    const email = uniqueEmail('redis-down');
    const ip = clientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(app, '/customers/login', {
        method: 'POST',
        payload: { email, password: 'Wrong-guess-1' },
        ip,
      });
      statuses.push(answer.status);
    }
    // Wrong credentials answer 400; the sixth guess is refused before the password is checked.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const rows = await app.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `${app.rateLimits.rules.loginAccount.name}:${email}`));
    expect(rows).toEqual([{ count: 5 }]);
  });
});
