// What a virtual customer does through the edge: browse, search, look up prices, change a cart,
// place a guest order, sign in. Each call is timed into the recorder under its own name.
import { randomUUID } from 'node:crypto';
import { cookieJar, errorCode, request } from './client.mjs';

/** As the checkout sends it (apps/api/src/test/placed-orders.ts): an Austrian address. */
const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  zipCode: '1070',
  city: 'Wien',
  country: 'AT',
};
const consents = { privacyPolicy: true, termsAndConditions: true };

/** Demo customers (SEED_DEMO_CUSTOMERS=true; README) who sign in. */
export const demoSignIns = [
  { email: 'anna.muster@example.com', password: 'DemoKunde2025' },
  { email: 'einkauf@beispiel-edelmetall.example.com', password: 'DemoFirma2025' },
];

/** " prices_stale" for an error object's code, "" without one. */
const codeOf = (body) => {
  const code = errorCode(body);
  return code ? ` ${code}` : '';
};

const searchTexts = ['gold', 'silber', 'silver', 'krugerrand', 'philharmoniker', 'barren', 'maple'];
// German paths have no language prefix (packages/i18n/src/routes.ts).
const pages = ['/en/shop', '/shop', '/en/search?q=gold', '/suche?q=gold', '/'];

/**
 * Carts one guest session fills before it takes a new one: the API allows 100 new carts per
 * owner and hour (carts:owner).
 */
const cartsPerSession = 90;

/**
 * A shopper: its own cookies (the guest session the edge sets), its own client address (sent as
 * X-Forwarded-For; it counts only where the edge trusts this process, TRUST_PROXY), one edge.
 */
export function createCustomer({
  base,
  id,
  recorder,
  catalogue,
  random,
  onOrder,
  onUnanswered,
  onRefused,
  runId,
}) {
  let jar = cookieJar();
  let carts = 0;
  let orders = 0;
  const origin = new URL(base).origin;
  const forwardedFor = `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  const pick = (list) => list[Math.floor(random() * list.length)];

  /** One timed call; answers the response when its status is `expect`, else null (counted). */
  async function call(name, path, { expect = 200, onError, ...options } = {}) {
    const response = await request(`${base}${path}`, {
      ...options,
      headers: {
        'x-forwarded-for': forwardedFor,
        // As the shop's page sends it: the edge refuses a cookie-borne write from elsewhere.
        origin,
        ...jar.headers(),
        ...options.headers,
      },
    });
    jar.take(response.headers, response.body);
    if (response.status === expect) {
      recorder.ok(name, response.ms);
      return response;
    }
    const kind =
      response.status === 0 ? response.error : `${response.status}${codeOf(response.body)}`;
    recorder.error(name, kind);
    onError?.(errorCode(response.body), response.status);
    return null;
  }
  const json = (response) => (response ? JSON.parse(response.body) : null);

  async function guestSession() {
    if (jar.size > 0 && carts < cartsPerSession) return true;
    jar = cookieJar();
    carts = 0;
    return (
      (await call(
        'GET /api/admin/customers/anonymous (guest session)',
        '/api/admin/customers/anonymous',
      )) !== null
    );
  }

  /** A new cart with one line of an in-stock product; its id, or null. */
  async function filledCart() {
    if (!(await guestSession())) return null;
    carts += 1;
    const cart = json(
      await call('POST /api/carts', '/api/carts', {
        method: 'POST',
        expect: 201,
        body: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
      }),
    );
    if (!cart) return null;
    const sku = pick(catalogue.orderSkus);
    const line = await call('PUT /api/carts/{id}/line-items', `/api/carts/${cart.id}/line-items`, {
      method: 'PUT',
      body: { sku, quantity: 1 },
      onError: (code) => {
        // Sold out by the run's own orders: the shoppers stop picking it.
        if (code === 'product_not_available' && catalogue.orderSkus.length > 1) {
          catalogue.orderSkus = catalogue.orderSkus.filter((other) => other !== sku);
        }
      },
    });
    return line ? cart.id : null;
  }

  const actions = {
    async browse() {
      await call('GET page (edge render)', pick(pages), { headers: { accept: 'text/html' } });
    },
    async search() {
      const text = pick(searchTexts);
      await call('GET /api/products/search', `/api/products/search?text=${text}&limit=24`);
    },
    async prices() {
      await call('GET /api/prices/metals', '/api/prices/metals');
      const skus = Array.from({ length: 4 }, () => pick(catalogue.skus)).join(',');
      await call(
        'GET /api/prices/products',
        `/api/prices/products?country=AT&currency=EUR&skus=${encodeURIComponent(skus)}`,
      );
    },
    async cart() {
      const cartId = await filledCart();
      if (cartId) await call('GET /api/carts', '/api/carts');
    },
    async checkout() {
      const cartId = await filledCart();
      if (!cartId) return;
      const addressed = await call(
        'PUT /api/carts/{id}/addresses',
        `/api/carts/${cartId}/addresses`,
        {
          method: 'PUT',
          body: { shippingAddress: address, billingAddress: address },
        },
      );
      if (!addressed) return;
      orders += 1;
      const email = `load-${runId}-${id}-${orders}@example.com`;
      const chosen = await call('PUT /api/carts/{id}', `/api/carts/${cartId}`, {
        method: 'PUT',
        body: { customerEmail: email, paymentMethod: 'bankTransfer' },
      });
      if (!chosen) return;
      // Prices recalculated since the cart was filled: the checkout shows the new ones and the
      // customer orders again (a new attempt, so a new key), as the page does.
      for (let attempt = 0; attempt < 2; attempt++) {
        let mismatch = false;
        const key = randomUUID();
        const order = json(
          await call('POST /api/orders', '/api/orders', {
            method: 'POST',
            expect: 201,
            headers: { 'idempotency-key': key },
            body: { cartId, consents },
            onError: (code, status) => {
              mismatch = code === 'product_price_mismatch';
              onRefused?.({ cartId, code, status });
              // No answer, or the edge's for an instance that went away: the order may exist.
              if (status === 0 || status >= 502) onUnanswered?.({ key, cartId, email, status });
            },
          }),
        );
        if (order) onOrder?.({ id: order.id, orderNumber: order.orderNumber, key, cartId, email });
        if (!mismatch) return;
        const renewed = await call(
          'POST /api/carts/{id}/recalculate',
          `/api/carts/${cartId}/recalculate`,
          { method: 'POST', body: {} },
        );
        if (!renewed) return;
      }
    },
    async signIn() {
      const who = demoSignIns[id % demoSignIns.length];
      // Its own jar: the sign-in must not merge this shopper's guest cart into a demo account.
      const signedIn = await request(`${base}/api/customers/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': forwardedFor },
        body: who,
      });
      if (signedIn.status === 200) recorder.ok('POST /api/customers/login', signedIn.ms);
      else {
        recorder.error(
          'POST /api/customers/login',
          signedIn.status === 0 ? signedIn.error : `${signedIn.status}${codeOf(signedIn.body)}`,
        );
      }
    },
  };
  return {
    actions,
    /** The headers of this shopper's session, for a retry of its calls by someone else. */
    sessionHeaders: () => ({ 'x-forwarded-for': forwardedFor, origin, ...jar.headers() }),
  };
}

/**
 * What the mix picks from: every SKU (price lookups) and those with stock to order (the search's
 * products offered for sale), read once through the edge.
 */
export async function loadCatalogue(base) {
  const identifiers = await request(`${base}/api/products/identifiers`);
  if (identifiers.status !== 200) {
    throw new Error(
      `GET /api/products/identifiers answered ${identifiers.status || identifiers.error}`,
    );
  }
  const skus = JSON.parse(identifiers.body).map((product) => product.sku);
  const search = await request(`${base}/api/products/search?text=gold&limit=100`);
  const found = search.status === 200 ? JSON.parse(search.body) : { results: [] };
  // Only those plainly available: a low-stock product would sell out during the run.
  const orderSkus = (found.results ?? [])
    .filter((product) => product.availability === 'available')
    .map((product) => product.sku);
  return { skus, orderSkus: orderSkus.length > 0 ? orderSkus : skus };
}
