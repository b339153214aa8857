import assert from 'node:assert/strict';
import { test } from 'node:test';
import { snapshotChanges } from './crash.mjs';

test('names every stored value that changed between two snapshots', () => {
  const before = { products: 150, identifiers: 'abc', metalPrices: 'x1' };
  assert.deepEqual(snapshotChanges(before, { ...before }), []);
  assert.deepEqual(snapshotChanges(before, { ...before, products: 149, metalPrices: 'x2' }), [
    'products 150 → 149',
  ]);
});

test('reports the derived price sheet apart from the stored data', () => {
  const before = { products: 150, metalPrices: 'x1', productPrices: 'p1' };
  const after = { ...before, metalPrices: 'x2' };
  assert.deepEqual(
    snapshotChanges(before, after, (key) => key !== 'products'),
    ['metalPrices x1 → x2'],
  );
});
