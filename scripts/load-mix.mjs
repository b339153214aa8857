#!/usr/bin/env node
// Load mix against the running cluster's edges (issue 28, item 4), from a second process on
// loopback: virtual customers browse and search through the edge, look up prices, change carts,
// place guest orders (each with its idempotency key) and sign in (the demo customers), while
// price sockets are held open. It reports per call throughput, p50, p99 and errors; how soon the
// sockets heard of each recalculation; every service process's memory growth after warm-up; and
// the targets beside the figures. It reports; it asserts nothing and exits 0 (2 on bad usage).
//
//   node scripts/load-mix.mjs --url http://localhost:3100,http://localhost:3101 --duration 60 \
//     --sockets 2000 --root-pid <pid of npm run start:cluster>
//
// Options (or environment): --url (LOAD_URL; edges, comma-separated: the customers are spread
// over them), --duration 60 (seconds), --customers 64 (virtual customers, each one action at a
// time), --weights search=50,checkout=5,… (scripts/load-mix/mix.mjs), --sockets 0,
// --socket-processes (default one per 5,000 sockets), --warmup (seconds; default a fifth of the
// run), --root-pid (the cluster runner: its API and edge processes are sampled) or
// --pids api=123,edge=456, --admin-url and --admin-token (ADMIN_TOKEN; an API instance's own
// address: POST /admin/prices/recalculate every --recalc-every seconds, default 15, so the
// sockets have recalculations to hear; without, the scheduled ones count), --seed 1.
//
// Sign-ins use the demo customers (the API with SEED_DEMO_CUSTOMERS=true). Every customer sends
// an X-Forwarded-For of its own; the edges count it (and the API's per-address limits with it)
// only when started with TRUST_PROXY naming this process's address (127.0.0.1), as behind a load
// balancer. Without that every call comes from one address and meets its limits (20 sockets per
// client at the edge, WS_MAX_PER_CLIENT; 1,000 guest sessions an hour).
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from './fault-probe/bad-inputs.mjs';
import { describeMachine } from './fault-probe/machine.mjs';
import { createCustomer, loadCatalogue } from './load-mix/actions.mjs';
import { closeAgents, request } from './load-mix/client.mjs';
import { sampleMemory, watchedProcesses } from './load-mix/memory.mjs';
import { parseWeights, weightedPicker } from './load-mix/mix.mjs';
import { fanOutFigures, holdSockets } from './load-mix/sockets.mjs';
import { createRecorder, memoryGrowth, ms, summarize } from './load-mix/stats.mjs';
import {
  memoryVerdict,
  ordersVerdict,
  searchVerdict,
  socketsVerdict,
  targets,
  verdict,
} from './load-mix/targets.mjs';

let args;
let weights;
try {
  ({ values: args } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.LOAD_URL ?? 'http://localhost:3100' },
      duration: { type: 'string', default: '60' },
      customers: { type: 'string', default: '64' },
      weights: { type: 'string', default: '' },
      sockets: { type: 'string', default: '0' },
      'socket-processes': { type: 'string' },
      warmup: { type: 'string' },
      'root-pid': { type: 'string' },
      pids: { type: 'string' },
      'admin-url': { type: 'string' },
      'admin-token': { type: 'string', default: process.env.ADMIN_TOKEN },
      'recalc-every': { type: 'string', default: '15' },
      seed: { type: 'string', default: '1' },
    },
  }));
  weights = parseWeights(args.weights);
  for (const name of ['duration', 'customers', 'sockets', 'recalc-every', 'seed']) {
    if (!(Number(args[name]) >= 0)) throw new Error(`--${name} must be a number >= 0`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const bases = args.url.split(',').map((url) => url.trim().replace(/\/$/, ''));
const seconds = Number(args.duration);
const socketCount = Number(args.sockets);
const warmupSeconds = args.warmup === undefined ? seconds / 5 : Number(args.warmup);
const runId = Date.now().toString(36);
const log = (line) => console.log(line);

log(`Load mix against ${bases.join(', ')} for ${seconds} s (run ${runId})`);
log(
  `Weights: ${Object.entries(weights)
    .map(([name, w]) => `${name} ${w}`)
    .join(', ')}`,
);
log(`Machine before the run: ${await describeMachine()}`);

const catalogue = await loadCatalogue(bases[0]);
log(`Catalogue: ${catalogue.skus.length} SKUs, ${catalogue.orderSkus.length} ordered from`);

let sockets = null;
if (socketCount > 0) {
  const processes = Number(args['socket-processes'] ?? Math.ceil(socketCount / 5_000));
  const wsUrls = bases.map((base) => `${base.replace(/^http/, 'ws')}/api/prices/socket`);
  const opening = performance.now();
  sockets = await holdSockets({ count: socketCount, wsUrls, processes });
  log(
    `Sockets: ${sockets.opened} of ${socketCount} open after ` +
      `${((performance.now() - opening) / 1000).toFixed(1)} s (${processes} processes)`,
  );
}

const watched = watchedProcesses({ pids: args.pids, rootPid: Number(args['root-pid']) || null });
log(
  `Memory sampled of: ${watched.map((proc) => proc.name).join(', ') || 'nothing (no --root-pid or --pids)'}`,
);
const memory = sampleMemory(watched);

const recorder = createRecorder();
const placed = [];
const random = seededRandom(Number(args.seed));
const pick = weightedPicker(weights);
const startedAt = Date.now();
const endAt = performance.now() + seconds * 1000;

// Recalculations on demand, so a short run has some for the sockets to hear.
const recalculations = (async () => {
  if (!args['admin-url'] || !args['admin-token']) return;
  while (performance.now() + Number(args['recalc-every']) * 1000 < endAt) {
    await sleep(Number(args['recalc-every']) * 1000);
    const answer = await request(
      `${args['admin-url'].replace(/\/$/, '')}/admin/prices/recalculate`,
      {
        method: 'POST',
        headers: { 'x-admin-token': args['admin-token'] },
        body: {},
        timeoutMs: 30_000,
      },
    );
    if (answer.status === 200) recorder.ok('POST /admin/prices/recalculate (API)', answer.ms);
    else
      recorder.error('POST /admin/prices/recalculate (API)', String(answer.status || answer.error));
  }
})();

const customers = Array.from({ length: Number(args.customers) }, (_, id) =>
  createCustomer({
    base: bases[id % bases.length],
    id,
    recorder,
    catalogue,
    random,
    runId,
    onOrder: (order) => placed.push(order),
  }),
);
await Promise.all(
  customers.map(async ({ actions }) => {
    while (performance.now() < endAt) await actions[pick(random)]();
  }),
);
const ranSeconds = (Date.now() - startedAt) / 1000;
await recalculations;

let fanOut = null;
let socketState = null;
if (sockets) {
  // Late receipts of the last recalculation still count.
  await sleep(3_000);
  const reports = await sockets.report();
  fanOut = fanOutFigures(reports, startedAt);
  socketState = {
    open: reports.reduce((sum, r) => sum + r.open, 0),
    reopened: reports.reduce((sum, r) => sum + r.reopened, 0),
    failed: reports.reduce((sum, r) => sum + r.failed, 0),
  };
  await sockets.stop();
}
const samples = memory.stop();
closeAgents();

// The report.
const rows = summarize(recorder.calls, ranSeconds).sort((a, b) => a.name.localeCompare(b.name));
const byName = (name) => rows.find((row) => row.name === name);
log(
  `\nCalls over ${ranSeconds.toFixed(1)} s (${Number(args.customers)} customers; latencies of the successful answers):\n`,
);
log('| call | answers/s | p50 | p99 | errors |');
log('| --- | --- | --- | --- | --- |');
for (const row of rows) {
  const kinds = Object.entries(row.errorKinds)
    .map(([kind, count]) => `${kind}: ${count}`)
    .join(', ');
  log(
    `| ${row.name} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p99)} | ` +
      `${row.errors}${kinds ? ` (${kinds})` : ''} |`,
  );
}
log(`\nOrders placed: ${placed.length} (each with its own idempotency key)`);

if (fanOut) {
  log(
    `\nSockets: ${socketCount} asked, ${sockets.opened} opened, ${socketState.open} open at the end, ` +
      `${socketState.reopened} reopened after a close, ${socketState.failed} failed handshakes`,
  );
  for (const r of fanOut.recalculations) {
    log(`  recalculation ${r.at}: heard by ${r.heard} sockets, ${r.missed} open ones missed it`);
  }
  log(
    `  after the first socket heard it: p50 ${ms(fanOut.afterFirst.p50)}, p99 ${ms(fanOut.afterFirst.p99)}; ` +
      `after the recalculation began: p50 ${ms(fanOut.afterBegin.p50)}, p99 ${ms(fanOut.afterBegin.p99)}`,
  );
}

const growths = [];
log(
  `\nMemory (RSS; growth from the first to the last tenth of the samples after ${warmupSeconds.toFixed(0)} s of warm-up):`,
);
for (const [name, list] of samples) {
  const growth = memoryGrowth(list, warmupSeconds * 1000);
  growths.push(growth?.percent ?? null);
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  log(
    growth === null
      ? `  ${name}: too few samples`
      : `  ${name}: ${mib(growth.firstRss)} → ${mib(growth.lastRss)} (${growth.percent >= 0 ? '+' : ''}${growth.percent.toFixed(1)} %)`,
  );
}

const orders = byName('POST /api/orders');
const search = byName('GET /api/products/search');
log('\nTargets (issue 28, item 4):');
log(
  `  orders: ${orders ? `${orders.perSecond.toFixed(1)}/s, creation p99 ${ms(orders.p99)}` : 'none'} ` +
    `(target ${targets.orders.perSecond}/s at p99 <= ${targets.orders.p99Ms} ms): ${verdict(ordersVerdict(orders))}`,
);
log(
  `  search through the edge: ${search ? `${search.perSecond.toFixed(1)}/s, p99 ${ms(search.p99)}` : 'none'} ` +
    `(target ${targets.search.perSecond}/s at p99 <= ${targets.search.p99Ms} ms): ${verdict(searchVerdict(search))}`,
);
log(
  `  sockets: ${fanOut ? `${sockets.opened} held, p99 ${ms(fanOut.afterFirst.p99)} after the first heard, ${fanOut.missed} missed` : 'none'} ` +
    `(target ${targets.sockets.count} told within ${targets.sockets.p99Ms} ms at p99): ` +
    verdict(
      fanOut
        ? socketsVerdict({
            held: sockets.opened,
            p99: fanOut.afterFirst.p99,
            missed: fanOut.missed,
          })
        : null,
    ),
);
log(
  `  memory: ${growths.length} processes over ${ranSeconds.toFixed(0)} s ` +
    `(target < ${targets.memory.growthPercent} % over ${targets.memory.runMinutes} minutes): ${verdict(memoryVerdict(growths, ranSeconds))}`,
);
log(`\nMachine after the run: ${await describeMachine()}`);
process.exit(0);
