import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { defaultRateLimitRules } from '../plugins/rate-limits/rules';
import { anonymousSession, call } from '../test/accounts';
import { defineCartsSuite } from '../test/carts-suite';
import { defineCheckoutSuite } from '../test/checkout-suite';
import { testPglite } from '../test/templates';

// One in-memory PGlite for the file, with the seeded catalogue and prices carts are priced from.
let app: FastifyInstance;
/** New carts per owner, narrowed so the limit test stays short; the suite needs at most 3. */
const cartsPerOwner = 5;
/** Unknown coupon codes per owner; the suite's coupon tests make six. */
const couponFailuresPerOwner = 8;

beforeAll(async () => {
  app = await buildApp({
    database: testPglite(),
    prices: { intervalSeconds: 0 },
    accounts: {
      rateLimitRules: {
        cartCreationOwner: { ...defaultRateLimitRules.cartCreationOwner, limit: cartsPerOwner },
        couponOwner: { ...defaultRateLimitRules.couponOwner, limit: couponFailuresPerOwner },
      },
    },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('carts on PGlite', () => {
  defineCartsSuite(() => app);
  defineCheckoutSuite(() => app);

  it('limits how many carts one owner creates', async () => {
    const { accessToken: token } = await anonymousSession(app);
    const create = () =>
      call(app, '/carts', {
        method: 'POST',
        token,
        payload: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
      });
    for (let i = 0; i < cartsPerOwner; i += 1) expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('stops guessing coupon codes after too many unknown ones', async () => {
    const { accessToken: token } = await anonymousSession(app);
    const created = await call(app, '/carts', {
      method: 'POST',
      token,
      payload: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
    });
    const cartId = (created.json as { id: string }).id;
    const tryCode = (code: string) =>
      call(app, `/admin/carts/${cartId}/coupon`, { method: 'PUT', token, payload: { code } });
    for (let i = 0; i < couponFailuresPerOwner; i += 1)
      expect((await tryCode(`GUESS${i}`)).status).toBe(404);
    const refused = await tryCode('WILLKOMMEN5');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'too_many_requests' });
  });
});
