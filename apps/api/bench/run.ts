/**
 * Price benchmarks: prints figures, asserts nothing. Run with `pnpm --filter @shop/api bench`.
 *
 * 1. A full recalculation of 10,000 products across all stores (PGlite and, when reachable,
 *    PostgreSQL at PG_TEST_URL in a throw-away database).
 * 2. GET /prices/products with 50 SKUs under load from a second process (autocannon) on
 *    loopback, beside a trivial route of the same Fastify app in the same run (the ceiling).
 * 3. One recalculation broadcast to 5,000 price sockets opened by a second process.
 *
 * BENCH_SECONDS (default 10) sets the duration of each load run, BENCH_SOCKETS (default 5000)
 * the number of sockets.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseOptions } from '../src/db/client';
import { preparePricing, priceProduct } from '../src/prices/engine';
import { mulberry32 } from '../src/prices/prng';
import { createTestDatabase, dropTestDatabase, isPostgresReachable } from '../src/test/postgres';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 5000);
const productTarget = 10_000;
const here = __dirname;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Clones the seeded catalogue (with categories and list prices) up to `target` products. */
async function growCatalogue(app: FastifyInstance, target: number): Promise<number> {
  const [{ n }] = (await app.db.execute(sql`select count(*)::int as n from products`)).rows as {
    n: number;
  }[];
  const missing = target - n;
  if (missing > 0) {
    await app.db.execute(sql`
      insert into products (sku, name_de, name_en, slug_de, slug_en, description_de, description_en,
        form, manufacturer, precious_metal, series, years_of_issue, fine_weight, fine_weight_unit,
        fine_weight_g, fineness, availability, duty_free, tax_class, position, search_text,
        search_name, sort_name_de, sort_name_en)
      select p.sku || '-B' || g, p.name_de, p.name_en, p.slug_de || '-b' || g, p.slug_en || '-b' || g,
        p.description_de, p.description_en, p.form, p.manufacturer, p.precious_metal, p.series,
        p.years_of_issue, p.fine_weight, p.fine_weight_unit, p.fine_weight_g, p.fineness,
        p.availability, p.duty_free, p.tax_class, p.position + g * 1000, p.search_text,
        p.search_name, p.sort_name_de, p.sort_name_en
      from products p cross join generate_series(1, ${Math.ceil(missing / n)}) g
      order by g, p.position limit ${missing}`);
    await app.db.execute(sql`
      insert into product_categories (product_id, category_id)
      select c.id, pc.category_id from products c
      join products p on p.sku = regexp_replace(c.sku, '-B[0-9]+$', '') and c.sku <> p.sku
      join product_categories pc on pc.product_id = p.id`);
    await app.db.execute(sql`
      insert into list_prices (product_id, currency, net_cent_amount)
      select c.id, lp.currency, lp.net_cent_amount from products c
      join products p on p.sku = regexp_replace(c.sku, '-B[0-9]+$', '') and c.sku <> p.sku
      join list_prices lp on lp.product_id = p.id`);
  }
  // As autovacuum would after a catalogue import: the planner needs to know the tables grew.
  await app.db.execute(sql`analyze`);
  const [{ total }] = (await app.db.execute(sql`select count(*)::int as total from products`))
    .rows as { total: number }[];
  return total;
}

async function benchRecalculation(label: string, database: DatabaseOptions) {
  const app = await buildApp({ database, prices: { intervalSeconds: 0 } });
  await app.ready();
  try {
    const products = await growCatalogue(app, productTarget);
    // Each run waits until the instance has relayed Finished (and reloaded its price view), as
    // runs 180 s apart would: the reload must not overlap the next measured run.
    const recalculate = async () => {
      const relayed = new Promise<void>((resolve) => {
        const stop = app.prices.subscribe((message) => {
          if (message.type === 'RecalculationProcessFinished') {
            stop();
            resolve();
          }
        });
      });
      const result = await app.prices.recalculate({ force: true });
      await relayed;
      return result;
    };
    await recalculate(); // warm-up (JIT, first upsert inserts rows)
    const runs: number[] = [];
    const phases: Record<string, number[]> = {};
    for (let i = 0; i < 7; i++) {
      const result = await recalculate();
      runs.push(result.durationMs);
      for (const [name, value] of Object.entries(result.phases ?? {}))
        (phases[name] ??= []).push(value);
    }

    // The in-memory part alone: the engine over every product in every store.
    const data = await app.pricesRepository.pricingData();
    const inputs = await app.pricesRepository.pricedProducts();
    const quotes = (await app.pricesRepository.quotes())!;
    const compute: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const pricing = preparePricing(data, quotes);
      for (const p of inputs) priceProduct(p, pricing);
      compute.push(performance.now() - t);
    }
    console.log(
      `recalculation ${label}: ${products} products x 5 stores, median ${ms(median(runs))} ` +
        `(min ${ms(Math.min(...runs))}, max ${ms(Math.max(...runs))}; engine alone ${ms(median(compute))})`,
    );
    console.log(
      `  phases (median): ${Object.entries(phases)
        .map(([name, values]) => `${name} ${ms(median(values))}`)
        .join(', ')}`,
    );
    return median(runs);
  } finally {
    await app.close();
  }
}

function child(script: string, args: string[]) {
  const proc = spawn(process.execPath, [path.join(here, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: proc.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  return {
    proc,
    next: async () => {
      const { value, done } = await iterator.next();
      if (done) throw new Error(`${script} ended early`);
      return JSON.parse(value) as Record<string, number>;
    },
  };
}

async function benchHttpAndSockets() {
  const app = await buildApp({
    database: { kind: 'pglite-memory' },
    prices: { intervalSeconds: 0 },
  });
  app.get('/bench/trivial', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const all = (await app.productsRepository.identifiers()).map((i) => i.sku);
    const skus = all.slice(0, 50);
    const pricePath = (list: string[]) =>
      `/prices/products?country=AT&currency=EUR&skus=${list.join(',')}`;
    const priceUrl = `http://127.0.0.1:${port}${pricePath(skus)}`;
    // 5,000 different SKU sets (random 50 of the catalogue), as pages ask for.
    const random = mulberry32(42);
    const distinct = Array.from({ length: 5000 }, () => {
      const pool = [...all];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pricePath(pool.slice(0, 50));
    });
    const pathsFile = path.join(os.tmpdir(), `price-paths-${process.pid}.txt`);
    writeFileSync(pathsFile, distinct.join('\n'));
    const check = await fetch(priceUrl).then((r) => r.json() as Promise<{ products: unknown[] }>);
    if (check.products.length !== 50) throw new Error('expected 50 priced products');

    const results: Record<string, Record<string, number>> = {};
    for (const [name, url, file] of [
      ['trivial route', `http://127.0.0.1:${port}/bench/trivial`, null],
      ['GET /prices/products (50 SKUs, same set)', priceUrl, null],
      [
        'GET /prices/products (50 SKUs, 5,000 different sets)',
        `http://127.0.0.1:${port}`,
        pathsFile,
      ],
      ['trivial route (again)', `http://127.0.0.1:${port}/bench/trivial`, null],
    ] as const) {
      const load = child('load.mjs', [url, String(seconds), '16', ...(file ? [file] : [])]);
      results[name] = await load.next();
      await once(load.proc, 'exit');
      const r = results[name]!;
      console.log(
        `${name}: ${Math.round(r.requestsPerSecond!)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
      );
    }
    const ceiling = Math.max(
      results['trivial route']!.requestsPerSecond!,
      results['trivial route (again)']!.requestsPerSecond!,
    );
    for (const name of [
      'GET /prices/products (50 SKUs, same set)',
      'GET /prices/products (50 SKUs, 5,000 different sets)',
    ]) {
      const lookup = results[name]!;
      console.log(
        `${name} = ${((100 * lookup.requestsPerSecond!) / ceiling).toFixed(0)} % of the trivial route (target >= 40 %), p99 ${lookup.p99} ms (target <= 25 ms)`,
      );
    }
    rmSync(pathsFile, { force: true });

    const sockets = child('sockets.mjs', [
      `ws://127.0.0.1:${port}/prices/socket`,
      String(socketCount),
    ]);
    const ready = await sockets.next();
    const t0 = performance.timeOrigin + performance.now();
    const result = await app.prices.recalculate({ force: true });
    const committed = performance.timeOrigin + performance.now();
    const done = await sockets.next();
    await once(sockets.proc, 'exit');
    if (done.timeout)
      throw new Error(`only ${done.finished} of ${socketCount} sockets got the message`);
    console.log(
      `broadcast: ${ready.ready} sockets; recalculation started -> last client has Finished ${ms(done.lastAt! - t0)} ` +
        `(commit -> last client ${ms(done.lastAt! - committed)}; recalculation itself ${ms(result.durationMs)}) (target <= 1000 ms)`,
    );
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(
    `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${os.platform()}`,
  );
  await benchRecalculation('PGlite', { kind: 'pglite-memory' });
  if (isPostgresReachable()) {
    const database = await createTestDatabase('shop_api_bench');
    try {
      await benchRecalculation('PostgreSQL', { kind: 'postgres', url: database.url, poolSize: 4 });
    } finally {
      await dropTestDatabase(database.name);
    }
  } else {
    console.log('recalculation PostgreSQL: skipped (not reachable at PG_TEST_URL)');
  }
  if (process.env.BENCH_ONLY !== 'recalc') await benchHttpAndSockets();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
