import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fanOutFigures } from './sockets.mjs';
import {
  memoryVerdict,
  ordersVerdict,
  searchVerdict,
  socketsVerdict,
  verdict,
} from './targets.mjs';

test('orders and search: rate and p99 both count', () => {
  assert.equal(ordersVerdict({ ok: 3000, perSecond: 50, p99: 30 }), true);
  assert.equal(ordersVerdict({ ok: 3000, perSecond: 49.9, p99: 10 }), false);
  assert.equal(ordersVerdict({ ok: 3000, perSecond: 80, p99: 31 }), false);
  assert.equal(ordersVerdict(undefined), null);
  assert.equal(ordersVerdict({ ok: 0, perSecond: 0, p99: null }), null);
  assert.equal(searchVerdict({ ok: 30000, perSecond: 500, p99: 25 }), true);
  assert.equal(searchVerdict({ ok: 30000, perSecond: 700, p99: 26 }), false);
  assert.equal(verdict(null), 'not measured');
  assert.equal(verdict(false), 'not met');
});

test('sockets: all 20,000 told, none missed, within 1 s at p99', () => {
  assert.equal(socketsVerdict({ held: 20_000, p99: 999, missed: 0 }), true);
  assert.equal(socketsVerdict({ held: 2_000, p99: 10, missed: 0 }), false);
  assert.equal(socketsVerdict({ held: 20_000, p99: 10, missed: 1 }), false);
  assert.equal(socketsVerdict({ held: 20_000, p99: 1_001, missed: 0 }), false);
  assert.equal(socketsVerdict({ held: 20_000, p99: null, missed: 0 }), null);
});

test('memory: every process under 10 %, over a run of 10 minutes', () => {
  assert.equal(memoryVerdict([2, 9.9], 600), true);
  assert.equal(memoryVerdict([2, 10], 600), false);
  assert.equal(memoryVerdict([2, 3], 60), null);
  assert.equal(memoryVerdict([2, null], 600), null);
  assert.equal(memoryVerdict([], 600), null);
});

test('fan-out: per recalculation across the holders, after the first receipt and the start', () => {
  const began = Date.parse('2026-11-28T16:00:00.000Z');
  const at = new Date(began).toISOString();
  const early = new Date(began - 60_000).toISOString();
  const figures = fanOutFigures(
    [
      { receipts: { [at]: { heard: [began + 300, began + 310], openAtFirst: 2 } } },
      {
        receipts: {
          [at]: { heard: [began + 305], openAtFirst: 2 },
          // Heard while the sockets were still opening: before the run, left out.
          [early]: { heard: [began - 59_000], openAtFirst: 1 },
        },
      },
    ],
    began,
  );
  assert.deepEqual(figures.recalculations, [{ at, heard: 3, missed: 1 }]);
  assert.equal(figures.missed, 1);
  assert.deepEqual(figures.afterFirst, { p50: 5, p99: 10 });
  assert.deepEqual(figures.afterBegin, { p50: 305, p99: 310 });
});
