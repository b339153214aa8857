import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  calibratedSlowdown,
  lighthouseMode,
  MID_RANGE_PHONE_INDEX,
  throttlingFor,
} from './lighthouse-calibration.mjs';

describe('calibratedSlowdown', () => {
  test('is the machine over the mid-range phone: Lighthouse default 4x on a 4000 desktop', () => {
    assert.equal(calibratedSlowdown(4000), 4);
    assert.equal(calibratedSlowdown(1200), 1.2);
    assert.equal(calibratedSlowdown(3333), 3.33);
  });

  test('makes a fast and a slow machine emulate the same phone', () => {
    for (const index of [1300, 2500, 4200])
      assert.equal(Math.round(index / calibratedSlowdown(index)), MID_RANGE_PHONE_INDEX);
  });

  test('never speeds a machine slower than the phone up', () => {
    assert.equal(calibratedSlowdown(800), 1);
  });

  test('takes another reference phone', () => {
    assert.equal(calibratedSlowdown(2640, 264), 10);
  });

  test('refuses an index it cannot use', () => {
    for (const index of [0, -5, Number.NaN, undefined, null, Number.POSITIVE_INFINITY])
      assert.throws(() => calibratedSlowdown(index), /benchmark index/);
    assert.throws(() => calibratedSlowdown(2000, 0), /reference index/);
  });
});

describe('lighthouseMode', () => {
  test('is default unless calibrated is asked for', () => {
    assert.equal(lighthouseMode(undefined), 'default');
    assert.equal(lighthouseMode(''), 'default');
    assert.equal(lighthouseMode('calibrated'), 'calibrated');
    assert.throws(() => lighthouseMode('fast'), /default or calibrated/);
  });
});

describe('throttlingFor', () => {
  const base = { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 };

  test("leaves Lighthouse's own settings in the default mode", () => {
    assert.equal(throttlingFor('default', 1200, base), null);
  });

  test("keeps Lighthouse's network and replaces the CPU slowdown when calibrated", () => {
    assert.deepEqual(throttlingFor('calibrated', 2500, base), {
      rttMs: 150,
      throughputKbps: 1638.4,
      cpuSlowdownMultiplier: 2.5,
    });
    assert.equal(base.cpuSlowdownMultiplier, 4);
  });
});
