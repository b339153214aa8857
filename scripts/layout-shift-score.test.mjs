import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clsOfShifts } from './layout-shift-score.mjs';

const close = (actual, expected) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual}`);

describe('clsOfShifts', () => {
  test('is 0 without shifts', () => {
    assert.equal(clsOfShifts([]), 0);
  });

  test('adds shifts less than a second apart into one window', () => {
    close(
      clsOfShifts([
        { value: 0.1, startTime: 100 },
        { value: 0.2, startTime: 900 },
        { value: 0.05, startTime: 1800 },
      ]),
      0.35,
    );
  });

  test('takes the largest window when a gap of a second or more parts them', () => {
    close(
      clsOfShifts([
        { value: 0.1, startTime: 0 },
        { value: 0.3, startTime: 2000 },
        { value: 0.05, startTime: 2500 },
      ]),
      0.35,
    );
  });

  test('ends a window after 5 s even without a gap', () => {
    const steady = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, startTime: i * 900 }));
    // 0 ms .. 4500 ms is one window of six shifts; the next starts at 5400 ms.
    close(clsOfShifts(steady), 0.06);
  });
});
