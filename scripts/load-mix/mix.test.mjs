import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom } from '../fault-probe/bad-inputs.mjs';
import { defaultWeights, parseWeights, weightedPicker } from './mix.mjs';

test('weights: overrides over the defaults, bad ones refused', () => {
  assert.deepEqual(parseWeights('search=60, checkout=0'), {
    ...defaultWeights,
    search: 60,
    checkout: 0,
  });
  assert.deepEqual(parseWeights(''), defaultWeights);
  assert.throws(() => parseWeights('teleport=1'), /unknown action "teleport"/);
  assert.throws(() => parseWeights('search=-1'), /must be a number >= 0/);
  assert.throws(() => parseWeights('search='), /must be a number >= 0/);
  assert.throws(() => parseWeights('search=1=2'), /must be a number >= 0/);
  assert.throws(
    () =>
      parseWeights(
        Object.keys(defaultWeights)
          .map((name) => `${name}=0`)
          .join(','),
      ),
    /every weight is 0/,
  );
});

test('the picker maps the random number onto the weights in order', () => {
  const pick = weightedPicker({ a: 1, b: 0, c: 3 });
  assert.equal(
    pick(() => 0),
    'a',
  );
  assert.equal(
    pick(() => 0.2499),
    'a',
  );
  assert.equal(
    pick(() => 0.25),
    'c',
  );
  assert.equal(
    pick(() => 0.9999),
    'c',
  );
});

test('over many picks each action comes in proportion to its weight', () => {
  const pick = weightedPicker(defaultWeights);
  const random = seededRandom(7);
  const counts = {};
  const picks = 100_000;
  for (let i = 0; i < picks; i++) {
    const name = pick(random);
    counts[name] = (counts[name] ?? 0) + 1;
  }
  const total = Object.values(defaultWeights).reduce((sum, weight) => sum + weight, 0);
  for (const [name, weight] of Object.entries(defaultWeights)) {
    const share = counts[name] / picks;
    assert.ok(
      Math.abs(share - weight / total) < 0.01,
      `${name}: ${share.toFixed(3)} against ${(weight / total).toFixed(3)}`,
    );
  }
  // Search and checkout stand as the targets do: 500 searches to 50 orders.
  assert.equal(defaultWeights.search / defaultWeights.checkout, 10);
});
