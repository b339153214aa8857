// Guest checkouts while a fault strikes, and afterwards the proof that nothing was lost or
// doubled: every order a client was told about exists exactly once, and a client that got no
// answer (or was told) and retries with its idempotency key through another edge gets the same
// order. The shoppers are the load mix's (scripts/load-mix/actions.mjs).
import { createCustomer } from '../load-mix/actions.mjs';
import { errorCode, request } from '../load-mix/client.mjs';
import { createRecorder } from '../load-mix/stats.mjs';
import { seededRandom } from './bad-inputs.mjs';
import { waitFor } from './http.mjs';

const consents = { privacyPolicy: true, termsAndConditions: true };

/**
 * `customers` shoppers spread over `edges`, each placing guest orders one after another (and,
 * with `signIns`, signing a demo customer in between) until stop().
 */
export function startCheckouts({ edges, catalogue, customers = 8, signIns = false, seed = 1 }) {
  const recorder = createRecorder();
  const told = [];
  const unanswered = [];
  const started = performance.now();
  const runId = Date.now().toString(36);
  const random = seededRandom(seed);
  const shoppers = Array.from({ length: customers }, (_, id) => {
    const base = edges[id % edges.length];
    const shopper = createCustomer({
      base,
      id,
      recorder,
      catalogue,
      random,
      runId,
      onOrder: (order) => told.push({ ...order, shopper: id, atMs: performance.now() - started }),
      onUnanswered: (attempt) =>
        unanswered.push({ ...attempt, shopper: id, atMs: performance.now() - started }),
    });
    return { ...shopper, base, id };
  });
  let running = true;
  const loops = shoppers.map(async ({ actions }, index) => {
    while (running) {
      await actions.checkout();
      if (signIns && index % 2 === 0) await actions.signIn();
    }
  });
  return {
    recorder,
    told,
    unanswered,
    shoppers,
    /** Milliseconds since the start, the clock of `atMs`. */
    now: () => performance.now() - started,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** POST /orders again with the same key and cart, through `base`, with the shopper's session. */
export async function retryOrder(base, shopper, { key, cartId }) {
  const answer = await request(`${base}/api/orders`, {
    method: 'POST',
    // Its page's origin is the edge it is sent through (one origin behind a load balancer).
    headers: { ...shopper.sessionHeaders(), origin: new URL(base).origin, 'idempotency-key': key },
    body: { cartId, consents },
  });
  let id = null;
  if (answer.status === 200 || answer.status === 201) id = JSON.parse(answer.body).id ?? null;
  const code = id === null ? errorCode(answer.body) : null;
  return { status: answer.status ? `${answer.status}${code ? ` ${code}` : ''}` : answer.error, id };
}

const answered = (result) => {
  // 409: the key still in progress (the first attempt's, on the instance that died).
  const status = Number.parseInt(result.status, 10);
  return status > 0 && status < 500 && status !== 409;
};

/**
 * A retry as a client makes it: with the same key, through another edge first (then its own),
 * the next one when an edge gives no answer, until one answers (other than a network error, 409
 * or 5xx) or `timeoutMs` passes.
 */
async function retryElsewhere(edges, shopper, attempt, timeoutMs) {
  const order = [...edges.filter((edge) => edge !== shopper.base), shopper.base];
  let result;
  let next = 0;
  await waitFor(
    async () => {
      result = await retryOrder(order[next++ % order.length], shopper, attempt);
      return answered(result);
    },
    { timeoutMs, intervalMs: 250 },
  );
  return result;
}

/**
 * Retries each unanswered attempt, and every told order (at most `sample` of them) once,
 * through another edge: answers the retries.
 */
export async function retryThroughOtherEdge(
  traffic,
  edges,
  { sample = 20, timeoutMs = 20_000 } = {},
) {
  const retries = [];
  for (const attempt of traffic.unanswered) {
    const shopper = traffic.shoppers[attempt.shopper];
    const result = await retryElsewhere(edges, shopper, attempt, timeoutMs);
    retries.push({ ...attempt, firstId: null, retryId: result.id, retryStatus: result.status });
  }
  const step = Math.max(1, Math.floor(traffic.told.length / sample));
  for (let i = 0; i < traffic.told.length; i += step) {
    const order = traffic.told[i];
    const shopper = traffic.shoppers[order.shopper];
    const result = await retryElsewhere(edges, shopper, order, timeoutMs);
    retries.push({ ...order, firstId: order.id, retryId: result.id, retryStatus: result.status });
  }
  return retries;
}

/**
 * Every shopper's orders as the API lists them (GET /orders of its session): { id, email }. An
 * order names no cart, but each checkout gives its cart an e-mail of its own: the e-mail tells
 * which checkout an order came from.
 */
export async function listedOrders(traffic, edges) {
  const listed = [];
  const failures = [];
  const ordering = new Set([...traffic.told, ...traffic.unanswered].map((order) => order.shopper));
  // A shopper that never came as far as POST /orders may have no session at all.
  for (const shopper of traffic.shoppers.filter(({ id }) => ordering.has(id))) {
    // Its own edge first, then any other: a killed edge is not what is checked here.
    let answer;
    for (const base of [shopper.base, ...edges.filter((edge) => edge !== shopper.base)]) {
      answer = await request(`${base}/api/orders`, { headers: shopper.sessionHeaders() });
      if (answer.status === 200) break;
    }
    if (answer.status !== 200) {
      failures.push(answer.status || answer.error);
      continue;
    }
    for (const order of JSON.parse(answer.body)) {
      listed.push({ id: order.id, email: order.customerEmail, shopper: shopper.id });
    }
  }
  return { listed, failures };
}

/**
 * The verdict: each told order listed exactly once, no checkout's cart (its own e-mail) ordered
 * twice, every retry of a told
 * order answered with that order, every retry of an unanswered attempt answered with an order
 * that is listed (the first attempt's or the retry's, never both).
 * @param {{ id: string, email: string }[]} told
 * @param {{ email: string, firstId: string | null, retryId: string | null }[]} retries
 * @param {{ id: string, email: string }[]} listed
 */
export function exactlyOnce({ told, retries, listed }) {
  const countById = new Map();
  const countByCart = new Map();
  for (const order of listed) {
    countById.set(order.id, (countById.get(order.id) ?? 0) + 1);
    countByCart.set(order.email, (countByCart.get(order.email) ?? 0) + 1);
  }
  const missing = told.filter((order) => !countById.has(order.id)).length;
  const doubledCarts = [...countByCart.values()].filter((count) => count > 1).length;
  const listedTwice = [...countById.values()].filter((count) => count > 1).length;
  const toldRetries = retries.filter((retry) => retry.firstId !== null);
  const lostRetries = retries.filter((retry) => retry.firstId === null);
  const retriedSame = toldRetries.filter((retry) => retry.retryId === retry.firstId).length;
  const settled = lostRetries.filter(
    (retry) => retry.retryId !== null && countById.get(retry.retryId) === 1,
  ).length;
  return {
    held:
      missing === 0 &&
      doubledCarts === 0 &&
      listedTwice === 0 &&
      retriedSame === toldRetries.length &&
      settled === lostRetries.length,
    told: told.length,
    missing,
    doubledCarts,
    listedTwice,
    retriedTold: toldRetries.length,
    retriedSame,
    unanswered: lostRetries.length,
    settled,
  };
}

/** "told 120 orders: all listed once, no cart ordered twice; 20 retried …" */
export function describeExactlyOnce(verdict) {
  return [
    `${verdict.told} orders told: ${verdict.missing === 0 ? 'all listed' : `${verdict.missing} missing`}, ` +
      `${verdict.listedTwice === 0 && verdict.doubledCarts === 0 ? 'none twice' : `${verdict.listedTwice} listed twice, ${verdict.doubledCarts} carts ordered twice`}`,
    `retries with the same key through the other edge: ${verdict.retriedSame} of ${verdict.retriedTold} told orders answered the same order; ` +
      `${verdict.settled} of ${verdict.unanswered} unanswered attempts settled to one listed order`,
  ].join('\n');
}
