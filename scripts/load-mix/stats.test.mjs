import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRecorder, memoryGrowth, percentile, summarize } from './stats.mjs';

test('percentiles by nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([1, 2, 3], 50), 2);
  assert.equal(percentile([], 50), null);
  assert.throws(() => percentile(values, 101), RangeError);
});

test('the p99 of 200 answers leaves the two slowest out', () => {
  const values = [...Array.from({ length: 197 }, () => 5), 40, 50, 900];
  assert.equal(percentile(values, 99), 40);
});

test('summary per call: throughput of the successful answers, errors by kind apart', () => {
  const recorder = createRecorder();
  for (const ms of [10, 20, 30, 40]) recorder.ok('search', ms);
  recorder.error('search', '503');
  recorder.error('search', '503');
  recorder.error('search', 'ECONNRESET');
  const [row] = summarize(recorder.calls, 2);
  assert.deepEqual(row, {
    name: 'search',
    count: 7,
    ok: 4,
    perSecond: 2,
    p50: 20,
    p99: 40,
    errors: 3,
    errorKinds: { 503: 2, ECONNRESET: 1 },
  });
});

test('memory growth compares the first and last tenth after the warm-up', () => {
  // Warm-up from 100 MB to 200 MB, then 20 samples from 200 to 219 MB.
  const samples = [
    { atMs: 0, rss: 100 },
    { atMs: 500, rss: 150 },
    ...Array.from({ length: 20 }, (_, i) => ({ atMs: 1_000 + i * 100, rss: 200 + i })),
  ];
  const growth = memoryGrowth(samples, 1_000);
  assert.equal(growth.firstRss, 200.5); // mean of 200, 201
  assert.equal(growth.lastRss, 218.5); // mean of 218, 219
  assert.equal(growth.percent.toFixed(2), '8.98');
  // Flat after the warm-up: the warm-up's own growth does not count.
  const flat = memoryGrowth(
    [{ atMs: 0, rss: 10 }, ...Array.from({ length: 5 }, (_, i) => ({ atMs: 10 + i, rss: 50 }))],
    10,
  );
  assert.equal(flat.percent, 0);
  assert.equal(memoryGrowth([{ atMs: 2_000, rss: 1 }], 1_000), null);
});
