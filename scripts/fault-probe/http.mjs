// Plain HTTP calls of the probe (fetch), the wait for a healthy shop, and background traffic.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorObjectProblem } from './error-object.mjs';

/**
 * GET `url`; never throws.
 * @returns {Promise<{ status: number, text: string, ms: number } | { status: 0, error: string, ms: number }>}
 */
export async function get(url, { timeoutMs = 5_000, headers = {} } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? String(error);
    return { status: 0, error: cause, ms: performance.now() - started };
  }
}

/** GET and parse JSON; throws with the status when the answer is not 200. */
export async function getJson(url, options) {
  const response = await get(url, options);
  if (response.status !== 200) {
    throw new Error(`${url}: ${response.status || response.error} ${response.text ?? ''}`.trim());
  }
  return JSON.parse(response.text);
}

export const hash = (value) =>
  createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('hex')
    .slice(0, 12);

/**
 * Polls `check` every `intervalMs` until it resolves true. Returns the milliseconds it took, or
 * null after `timeoutMs`.
 */
export async function waitFor(check, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await sleep(intervalMs);
  }
  return null;
}

/** /api/health through the edge answers 200. */
export const healthy = (base) => async () =>
  (await get(`${base}/api/health`, { timeoutMs: 2_000 })).status === 200;

/**
 * Requests `urls` in turn from `concurrency` loops until stop(), counting the answers: the
 * customers' traffic while a service is killed.
 */
export function startTraffic(urls, { concurrency = 4 } = {}) {
  const counts = { total: 0, ok: 0, byStatus: {}, networkErrors: 0, apiNotErrorObject: 0 };
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const url = urls[next++ % urls.length];
      const response = await get(url, { timeoutMs: 5_000 });
      counts.total += 1;
      if (response.status === 0) {
        counts.networkErrors += 1;
        await sleep(50);
        continue;
      }
      counts.byStatus[response.status] = (counts.byStatus[response.status] ?? 0) + 1;
      if (response.status < 400) counts.ok += 1;
      else if (
        new URL(url).pathname.startsWith('/api/') &&
        errorObjectProblem(response.text, response.status) !== null
      ) {
        counts.apiNotErrorObject += 1;
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(loops);
      return counts;
    },
  };
}

/** "200: 310, 502: 12" */
export function formatStatuses(byStatus) {
  return Object.entries(byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}
