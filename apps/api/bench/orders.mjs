// Order creation under load: prints figures, asserts nothing. `pnpm --filter @shop/api bench:orders`
//
// The API runs in a process of its own, bundled as production runs it (bench/server.ts), on a
// PostgreSQL database this script creates and drops (BENCH_PG_URL, default the local server). It
// first prepares ORDERS_RATE x ORDERS_SECONDS carts that can be ordered (one guest each: a gold
// coin, addresses, e-mail, bank transfer), then a second process (this script with `load`) sends
// POST /orders at a fixed rate (open loop: a request leaves every 1000/rate ms whether or not the
// previous ones have answered), each with its own Idempotency-Key, and reports orders per second
// and latency. Target (issue 9): p99 <= 30 ms at 50 orders per second on 2 cores.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundle, root } from '../bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  zipCode: '1070',
  city: 'Wien',
  country: 'AT',
};

function lines(proc) {
  const iterator = readline.createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  return async () => {
    const { value, done } = await iterator.next();
    if (done) throw new Error('child ended early');
    return JSON.parse(value);
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Child mode: the orders at a fixed rate, one JSON line on stdout when all have answered. */
async function load(origin, rate) {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const jobs = JSON.parse(input);
  const interval = 1000 / rate;
  const started = performance.now();
  const results = await Promise.all(
    jobs.map(async (job, index) => {
      const due = started + index * interval;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const sent = performance.now();
      const response = await fetch(`${origin}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-store-key': 'at',
          authorization: `Bearer ${job.token}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ cartId: job.cartId, comment: null, utmParams: {} }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent, end: performance.now() };
    }),
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const slowest = results
    .map((r, index) => ({ index, ms: Math.round(r.ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const seconds = (Math.max(...results.map((r) => r.end)) - started) / 1000;
  process.stdout.write(
    `${JSON.stringify({
      count: results.length,
      statuses,
      perSecond: (statuses[201] ?? 0) / seconds,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      max: ms.at(-1),
      slowest,
    })}\n`,
  );
}

async function startServer(databaseUrl) {
  const dir = path.join(root, 'dist-bench', 'orders');
  const outfile = path.join(dir, 'server.js');
  await bundle({ entry: path.join(here, 'server.ts'), outfile, allowDev: true, sourcemap: false });
  cpSync(path.join(root, 'src/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  const proc = spawn(process.execPath, [outfile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      PRICE_RECALC_INTERVAL_SECONDS: '0',
      MAIL_TRANSPORT: 'outbox',
    },
  });
  const { port } = await lines(proc)();
  return { proc, origin: `http://127.0.0.1:${port}` };
}

/** A guest with a cart that can be ordered; each guest from its own documentation address. */
async function orderableCart(origin, sku, index) {
  const from = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const ask = async (url, { method = 'GET', token, body } = {}) => {
    let response = await send(url, method, token, body);
    // A host busy with other work can make the API shed load (503, refused before any handler
    // ran): preparing waits and asks again.
    for (let attempt = 1; response.status === 503 && attempt < 10; attempt++) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      response = await send(url, method, token, body);
    }
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const send = (url, method, token, body) =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        'x-store-key': 'at',
        'x-forwarded-for': from,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const { accessToken: token } = await ask('/admin/customers/anonymous');
  const cart = await ask('/carts', {
    method: 'POST',
    token,
    body: { transactionType: 'buy', orderType: 'order', country: 'AT', currency: 'EUR' },
  });
  await ask(`/carts/${cart.id}/line-items`, { method: 'PUT', token, body: { sku, quantity: 1 } });
  await ask(`/carts/${cart.id}/addresses`, {
    method: 'PUT',
    token,
    body: { shippingAddress: address, billingAddress: address },
  });
  const ready = await ask(`/carts/${cart.id}`, {
    method: 'PUT',
    token,
    body: { customerEmail: `bench-${index}@example.com`, paymentMethod: 'bankTransfer' },
  });
  if (ready.orderBlockers.length > 0) throw new Error(`cart not orderable: ${ready.orderBlockers}`);
  return { token, cartId: cart.id };
}

async function main() {
  const rate = Number(process.env.ORDERS_RATE ?? 50);
  const seconds = Number(process.env.ORDERS_SECONDS ?? 20);
  const database = `bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const { proc, origin } = await startServer(url.toString());
  try {
    const products = await fetch(`${origin}/products/search?text=krugerrand&limit=1`, {
      headers: { 'x-store-key': 'at' },
    }).then((r) => r.json());
    const sku = products.results?.[0]?.sku ?? products.items?.[0]?.sku;
    if (!sku) throw new Error(`no product to order: ${JSON.stringify(products).slice(0, 200)}`);
    const count = rate * seconds;
    const preparing = performance.now();
    const jobs = [];
    // A few at a time: preparing is not what is measured.
    for (let i = 0; i < count; i += 8) {
      const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) => i + k);
      jobs.push(...(await Promise.all(batch.map((index) => orderableCart(origin, sku, index)))));
    }
    console.log(
      `prepared ${count} orderable carts (${sku}) in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
    );
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), 'load', origin, String(rate)],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    // The carts go by stdin: a thousand tokens are longer than one argument may be.
    child.stdin.end(JSON.stringify(jobs));
    const result = await lines(child)();
    await once(child, 'exit');
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query('select count(*)::int as n from orders');
    await check.end();
    console.log(
      `POST /orders at ${rate}/s for ${seconds} s on PostgreSQL: ${result.count} sent, ` +
        `${JSON.stringify(result.statuses)}; ${result.perSecond.toFixed(1)} orders/s; ` +
        `latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `max ${result.max.toFixed(1)} ms; orders in the database: ${rows[0].n}`,
    );
    console.log(
      `slowest (order index: ms): ${result.slowest.map((s) => `${s.index}: ${s.ms}`).join(', ')}`,
    );
  } finally {
    proc.kill('SIGTERM');
    await once(proc, 'exit');
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

if (process.argv[2] === 'load') {
  const [, , , origin, rate] = process.argv;
  await load(origin, Number(rate));
} else {
  await main();
}
