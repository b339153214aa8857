// A burst of connections against the search, then the time until /api/health is healthy again.
import autocannon from 'autocannon';
import { formatStatuses, get, healthy, waitFor } from './http.mjs';

/** Answers a shop may give under overload: success, "slow down" (429) and "shed" (503). */
const acceptable = new Set(['200', '429', '503']);

export const searchPath = '/api/products/search?text=gold&limit=24';

/**
 * `connections` connections, each with up to `pipelining` requests on the wire at once, for
 * `seconds` against `base + path` (autocannon). Returns autocannon's result, the answers by
 * status, how many were not acceptable under overload, and one line of figures.
 */
export async function runBurst({
  base,
  path = searchPath,
  connections = 200,
  pipelining = 1,
  seconds = 10,
}) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    pipelining,
    duration: seconds,
    timeout: 10,
  });
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  const unacceptable = Object.entries(byStatus)
    .filter(([status]) => !acceptable.has(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const shape =
    pipelining > 1
      ? `${connections} connections x ${pipelining} pipelined`
      : `${connections} connections`;
  const summary =
    `${shape} for ${seconds} s on ${path}: ${result.requests.total} answers ` +
    `(${Math.round(result.requests.average)} req/s; ${formatStatuses(byStatus) || 'none'}), ` +
    `${result.errors} connection errors, ${result.timeouts} timeouts`;
  return { result, byStatus, unacceptable, summary };
}

export async function burstCheck({
  base,
  path,
  connections,
  seconds = 10,
  healthyWithinMs = 10_000,
}) {
  // /api/health while the burst runs: does the shop still say it is alive?
  let probing = true;
  const during = { ok: 0, failed: 0 };
  const prober = (async () => {
    while (probing) {
      const response = await get(`${base}/api/health`, { timeoutMs: 2_000 });
      if (response.status === 200) during.ok += 1;
      else during.failed += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const { result, unacceptable, summary } = await runBurst({ base, path, connections, seconds });
  probing = false;
  const healthyMs = await waitFor(healthy(base), { timeoutMs: 60_000, intervalMs: 50 });
  await prober;
  const figures = [
    summary,
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `/api/health during the burst: ${during.ok} ok, ${during.failed} failed`,
    healthyMs === null
      ? '/api/health not healthy within 60 s after the burst'
      : `/api/health healthy ${(healthyMs / 1000).toFixed(2)} s after the burst`,
  ];
  // Held: every request answered (a quick 429 or 503 counts: that is shedding load), none left
  // hanging until the client gave up, and healthy again soon after.
  return {
    held:
      healthyMs !== null &&
      healthyMs <= healthyWithinMs &&
      unacceptable === 0 &&
      result.errors === 0 &&
      result.requests.total > 0,
    figures: figures.join('\n'),
  };
}
