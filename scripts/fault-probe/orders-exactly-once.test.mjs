import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exactlyOnce } from './orders-exactly-once.mjs';

const told = [
  { id: 'o1', email: 'c1' },
  { id: 'o2', email: 'c2' },
];
const listed = [
  { id: 'o1', email: 'c1' },
  { id: 'o2', email: 'c2' },
  { id: 'o3', email: 'c3' },
];

test('every told order listed once, retries answered the same order: held', () => {
  const verdict = exactlyOnce({
    told,
    listed,
    retries: [
      { email: 'c1', firstId: 'o1', retryId: 'o1' },
      // Unanswered at the kill, placed after all: the retry answers that order.
      { email: 'c3', firstId: null, retryId: 'o3' },
    ],
  });
  assert.equal(verdict.held, true);
  assert.equal(verdict.retriedSame, 1);
  assert.equal(verdict.settled, 1);
});

test('a told order not listed is lost', () => {
  const verdict = exactlyOnce({ told, listed: listed.slice(1), retries: [] });
  assert.equal(verdict.held, false);
  assert.equal(verdict.missing, 1);
});

test('one cart ordered twice is doubled, even if the client was told only one', () => {
  const verdict = exactlyOnce({
    told,
    listed: [...listed, { id: 'o4', email: 'c3' }],
    retries: [{ email: 'c3', firstId: null, retryId: 'o4' }],
  });
  assert.equal(verdict.held, false);
  assert.equal(verdict.doubledCarts, 1);
});

test('a retry with the same key answering another order does not hold', () => {
  const verdict = exactlyOnce({
    told,
    listed,
    retries: [{ email: 'c2', firstId: 'o2', retryId: 'o3' }],
  });
  assert.equal(verdict.held, false);
  assert.equal(verdict.retriedSame, 0);
});

test('an unanswered attempt still without an order after its retries does not hold', () => {
  const verdict = exactlyOnce({
    told,
    listed,
    retries: [{ email: 'c4', firstId: null, retryId: null }],
  });
  assert.equal(verdict.held, false);
  assert.equal(verdict.settled, 0);
});
