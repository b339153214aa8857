// kill -9 of one service while customers' requests run: how long until the shop answers again,
// what the customers got meanwhile, and whether the data is the same afterwards.
import { setTimeout as sleep } from 'node:timers/promises';
import { formatStatuses, get, getJson, hash, startTraffic, waitFor } from './http.mjs';
import { isAlive, servicePid } from './processes.mjs';

/**
 * What an API crash must not change: the stored data (catalogue, categories). The price sheet
 * is reported too, but it is derived data in an UNLOGGED table: after a crash of the embedded
 * database it is recalculated from the current spot price, as after any start with no sheet.
 */
export async function apiSnapshot(base) {
  const search = await getJson(`${base}/api/products/search?limit=1`);
  const identifiers = await getJson(`${base}/api/products/identifiers`);
  const skus = identifiers.map((product) => product.sku).sort();
  const categories = await getJson(`${base}/api/products/categories`);
  const metals = await getJson(`${base}/api/prices/metals`);
  const sample = skus.slice(0, 50).join(',');
  const productPrices = await getJson(
    `${base}/api/prices/products?country=AT&currency=EUR&skus=${encodeURIComponent(sample)}`,
  );
  return {
    products: search.total,
    identifiers: hash(skus),
    categories: hash(categories),
    lastRecalculatedAt: metals[0]?.lastRecalculatedAt ?? null,
    metalPrices: hash(metals.map(({ name, prices }) => ({ name, prices }))),
    productPrices: hash(productPrices.products),
    pricedProducts: productPrices.products.length,
  };
}

/** "products 189, identifiers 3f2a…" for the keys `keep` selects. */
function describeSnapshot(snapshot, keep = () => true) {
  return (
    Object.entries(snapshot)
      .filter(([key]) => keep(key))
      .map(([key, value]) => `${key} ${value}`)
      .join(', ') || 'nothing'
  );
}

/** Differences between two snapshots, as readable phrases. */
export const derivedKeys = new Set(['lastRecalculatedAt', 'metalPrices', 'productPrices']);

export function snapshotChanges(before, after, keep = (key) => !derivedKeys.has(key)) {
  const changes = [];
  for (const key of Object.keys(before).filter(keep)) {
    if (before[key] !== after[key]) changes.push(`${key} ${before[key]} → ${after[key]}`);
  }
  return changes;
}

/**
 * Waits, if the scheduled price recalculation is due within `marginMs`, until it has run: a
 * recalculation inside the check would change the price sheet for reasons of its own.
 */
export async function awayFromRecalculation(base, { marginMs = 45_000, log }) {
  const [first] = await getJson(`${base}/api/prices/metals`);
  const dueIn = Date.parse(first.nextRecalculationAt) - Date.parse(first.serverTimestamp);
  if (dueIn > marginMs) return;
  log(
    `  the scheduled price recalculation is due in ${Math.round(dueIn / 1000)} s: waiting for it`,
  );
  await waitFor(
    async () => {
      const [now] = await getJson(`${base}/api/prices/metals`).catch(() => [first]);
      return now.lastRecalculatedAt !== first.lastRecalculatedAt;
    },
    { timeoutMs: dueIn + 120_000, intervalMs: 2_000 },
  );
  await sleep(3_000);
}

/**
 * kill -9 of `pid` (the service `service`), then waits until it is gone and until `answers`
 * (the supervisor has started it again). `backMs`: from the kill to the first answer, null if
 * none within `timeoutMs`.
 */
export async function killAndWait({ pid, service, rootPid, answers, log, timeoutMs = 60_000 }) {
  log(`  kill -9 ${service} (pid ${pid})`);
  process.kill(pid, 'SIGKILL');
  const started = performance.now();
  await waitFor(async () => !isAlive(pid), { timeoutMs: 5_000, intervalMs: 10 });
  const answered = await waitFor(answers, { timeoutMs, intervalMs: 100 });
  return {
    backMs: answered === null ? null : performance.now() - started,
    newPid: servicePid(rootPid, service),
  };
}

/**
 * @param {object} options
 * @param {string} options.service api, edge or a remote name
 * @param {number} options.rootPid the supervisor (or npm above it)
 * @param {() => Promise<boolean>} options.answers true once the service answers again
 * @param {() => Promise<object>} options.snapshot data that must be the same afterwards
 * @param {string[]} options.traffic URLs requested all along
 * @param {number} [options.limitMs] the check holds if the service answers within this
 */
export async function crashCheck({
  service,
  rootPid,
  answers,
  snapshot,
  traffic,
  limitMs = 10_000,
  log,
}) {
  const pid = servicePid(rootPid, service);
  if (pid === null) {
    return { held: false, figures: `no running ${service} process found under pid ${rootPid}` };
  }
  const before = await snapshot();
  const customers = startTraffic(traffic);
  await sleep(1_000);
  const duringBefore = structuredClone(customers.counts);
  const killedAt = performance.now();
  const { backMs, newPid } = await killAndWait({ pid, service, rootPid, answers, log });
  // A little more traffic against the restarted service before counting.
  await sleep(1_000);
  const counts = await customers.stop();
  const after =
    backMs === null ? null : await snapshot().catch((error) => ({ error: String(error) }));
  const changes = after === null ? ['no answer'] : snapshotChanges(before, after);
  const derivedChanges =
    after === null ? [] : snapshotChanges(before, after, (key) => derivedKeys.has(key));
  const outage = {
    total: counts.total - duringBefore.total,
    failed: counts.total - duringBefore.total - (counts.ok - duringBefore.ok),
  };
  const figures = [
    backMs === null
      ? 'did not answer within 60 s'
      : `answered again ${(backMs / 1000).toFixed(1)} s after the kill (new pid ${newPid ?? '?'})`,
    `customers' requests: ${counts.total} (${formatStatuses(counts.byStatus)}` +
      `${counts.networkErrors ? `, network errors: ${counts.networkErrors}` : ''}); ` +
      `${outage.failed} of ${outage.total} after the kill not answered with success`,
    counts.apiNotErrorObject
      ? `${counts.apiNotErrorObject} failed /api answers were not the error object`
      : 'every failed /api answer was the error object',
    changes.length === 0
      ? `stored data unchanged: ${describeSnapshot(before, (key) => !derivedKeys.has(key))}`
      : `data changed: ${changes.join('; ')}` +
        (after && !('error' in after)
          ? `; unchanged: ${describeSnapshot(before, (key) => before[key] === after[key])}`
          : ''),
    ...(derivedChanges.length > 0
      ? [
          `price sheet recalculated after the restart (derived data): ${derivedChanges.length} figures new`,
        ]
      : []),
  ];
  return {
    held: backMs !== null && backMs <= limitMs && changes.length === 0,
    figures: figures.join('\n'),
    ms: performance.now() - killedAt,
  };
}

/** The remote's manifest as it is served (a changed manifest would break loaded pages). */
export async function manifestSnapshot(manifestUrl) {
  const response = await get(manifestUrl);
  if (response.status !== 200) throw new Error(`${manifestUrl}: ${response.status}`);
  return { manifest: hash(response.text) };
}
