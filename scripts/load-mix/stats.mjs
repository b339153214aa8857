// The figures of a load run: latency percentiles and throughput per call, and the memory growth
// of a process after its warm-up. Pure functions, so the report can be tested without a shop.

/**
 * The `p`th percentile (0..100) of `sorted` (ascending), nearest rank: the smallest value with at
 * least p % of the values at or below it. Null for no values.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be 0..100, got ${p}`);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** Counts of one call's answers and its latencies (milliseconds) as they come. */
export function createRecorder() {
  /** @type {Map<string, { ms: number[], ok: number, errors: Record<string, number> }>} */
  const calls = new Map();
  const entry = (name) => {
    if (!calls.has(name)) calls.set(name, { ms: [], ok: 0, errors: {} });
    return calls.get(name);
  };
  return {
    /** An answer the call wanted: its latency counts. */
    ok(name, ms) {
      const call = entry(name);
      call.ok += 1;
      call.ms.push(ms);
    },
    /** A failed call: counted by `kind` (status or network error), its latency left out. */
    error(name, kind) {
      const call = entry(name);
      call.errors[kind] = (call.errors[kind] ?? 0) + 1;
    },
    calls,
  };
}

/**
 * One row per call: answers per second over `seconds`, p50 and p99 of the successful answers,
 * and the errors by kind.
 */
export function summarize(calls, seconds) {
  return [...calls.entries()].map(([name, call]) => {
    const sorted = [...call.ms].sort((a, b) => a - b);
    const errors = Object.values(call.errors).reduce((sum, count) => sum + count, 0);
    return {
      name,
      count: call.ok + errors,
      ok: call.ok,
      perSecond: call.ok / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors,
      errorKinds: call.errors,
    };
  });
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Memory growth of one process after warm-up, in %: the mean RSS of the last tenth of the samples
 * after `warmupMs` against the mean of the first tenth (at least one sample each). Null when
 * fewer than two samples follow the warm-up (a run too short to say).
 * @param {{ atMs: number, rss: number }[]} samples in time order, atMs from the run's start
 */
export function memoryGrowth(samples, warmupMs) {
  const after = samples.filter((sample) => sample.atMs >= warmupMs);
  if (after.length < 2) return null;
  const window = Math.max(1, Math.floor(after.length / 10));
  const first = mean(after.slice(0, window).map((sample) => sample.rss));
  const last = mean(after.slice(-window).map((sample) => sample.rss));
  return { firstRss: first, lastRss: last, percent: ((last - first) / first) * 100 };
}

/** "12.3 ms", "–" for none. */
export const ms = (value) => (value === null ? '–' : `${value.toFixed(1)} ms`);
