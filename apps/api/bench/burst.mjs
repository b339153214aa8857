// Burst check: prints figures, asserts nothing. `pnpm --filter @shop/api bench:burst`
//
// The API runs in a process of its own, bundled as production runs it (bench/server.ts: PGlite in
// memory, the seeded catalogue, no request logging). A second process (this script with `load`)
// sends BURST_CONNECTIONS (200) connections x BURST_PIPELINING (10) pipelined requests to the
// product search for BURST_SECONDS (10), as the outside probe did. Meanwhile this process asks
// GET /health and the in-memory price lookup twice a second; when the burst ends it asks /health
// until it answers 200 and reports how long after the end that took, then a few more times.
//
// Figures: the burst's answers by status, latency, timeouts; /health and price lookups during the
// burst; /health right after.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundle, root } from '../bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const searchPath = '/products/search?text=gold&limit=24';

/** Child mode: the burst itself, one JSON line on stdout when it is over. */
async function load(url, seconds, connections, pipelining) {
  const statuses = {};
  const instance = autocannon({
    url,
    duration: seconds,
    connections,
    pipelining,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  process.stdout.write(
    `${JSON.stringify({
      sent: result.requests.sent,
      answered: Object.values(statuses).reduce((a, b) => a + b, 0),
      statuses,
      timeouts: result.timeouts,
      errors: result.errors,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    })}\n`,
  );
}

function lines(proc) {
  const iterator = readline.createInterface({ input: proc.stdout })[Symbol.asyncIterator]();
  return async () => {
    const { value, done } = await iterator.next();
    if (done) throw new Error('child ended early');
    return JSON.parse(value);
  };
}

async function startServer() {
  const dir = path.join(root, 'dist-bench', 'burst');
  const outfile = path.join(dir, 'server.js');
  await bundle({ entry: path.join(here, 'server.ts'), outfile, allowDev: true, sourcemap: false });
  cpSync(path.join(root, 'src/db/migrations'), path.join(dir, 'migrations'), { recursive: true });
  const proc = spawn(process.execPath, [outfile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PRICE_RECALC_INTERVAL_SECONDS: '0' },
  });
  const { port } = await lines(proc)();
  return { proc, origin: `http://127.0.0.1:${port}` };
}

/** One request: status and milliseconds, or the error's name after `timeoutMs`. */
async function timed(url, timeoutMs = 15_000) {
  const start = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  } catch (error) {
    return { status: error.name, ms: performance.now() - start };
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const summary = (samples) => {
  const byStatus = {};
  for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return `${samples.length} asked, ${JSON.stringify(byStatus)}, median ${fmt(ms[Math.floor(ms.length / 2)] ?? 0)}, max ${fmt(ms.at(-1) ?? 0)}`;
};

async function main() {
  const seconds = Number(process.env.BURST_SECONDS ?? 10);
  const connections = Number(process.env.BURST_CONNECTIONS ?? 200);
  const pipelining = Number(process.env.BURST_PIPELINING ?? 10);
  const { proc, origin } = await startServer();
  try {
    const skus = (await fetch(`${origin}/products/identifiers`).then((r) => r.json()))
      .slice(0, 24)
      .map((p) => p.sku);
    const pricesUrl = `${origin}/prices/products?country=AT&currency=EUR&skus=${skus.join(',')}`;
    const single = [];
    for (let i = 0; i < 5; i++) single.push(await timed(`${origin}${searchPath}`));
    console.log(`search alone (5 in a row): ${summary(single)}`);

    const child = spawn(
      process.execPath,
      [
        fileURLToPath(import.meta.url),
        'load',
        `${origin}${searchPath}`,
        seconds,
        connections,
        pipelining,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childExit = once(child, 'exit');
    const burstResult = lines(child)();
    const during = { health: [], prices: [] };
    let bursting = true;
    const probing = (async () => {
      while (bursting) {
        const [health, prices] = await Promise.all([
          timed(`${origin}/health`),
          timed(pricesUrl),
          new Promise((resolve) => setTimeout(resolve, 500)),
        ]);
        during.health.push(health);
        during.prices.push(prices);
      }
    })();
    const burst = await burstResult;
    const ended = performance.now();
    bursting = false;
    // The first /health answered 200 after the burst: how long after its end.
    const attempts = [];
    let first;
    while (!first && performance.now() - ended < 120_000) {
      const sample = await timed(`${origin}/health`);
      attempts.push(sample);
      if (sample.status === 200) first = performance.now() - ended;
    }
    const after = [];
    for (let i = 0; i < 10; i++) after.push(await timed(`${origin}/health`));
    await probing;
    await childExit;

    console.log(
      `burst: ${connections} connections x ${pipelining} pipelined, ${seconds} s on ${searchPath}`,
    );
    console.log(
      `  ${burst.sent} sent, ${burst.answered} answered ${JSON.stringify(burst.statuses)}, ` +
        `${burst.timeouts} timeouts, ${burst.errors} errors; latency p50 ${burst.p50} ms, ` +
        `p99 ${burst.p99} ms, max ${burst.max} ms`,
    );
    console.log(`  /health during the burst: ${summary(during.health)}`);
    console.log(`  price lookup (24 SKUs) during the burst: ${summary(during.prices)}`);
    console.log(
      `/health after the burst: first 200 ${first === undefined ? 'never (120 s)' : fmt(first)} ` +
        `after its end (${attempts.length} asked); next 10: ${summary(after)}`,
    );
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await timed(`${origin}${searchPath}`));
    console.log(`search alone after the burst (5 in a row): ${summary(again)}`);
  } finally {
    proc.kill('SIGTERM');
    await once(proc, 'exit');
  }
}

if (process.argv[2] === 'load') {
  const [, , , url, seconds, connections, pipelining] = process.argv;
  await load(url, Number(seconds), Number(connections), Number(pipelining));
} else {
  await main();
}
