import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyTotals, tally } from './bad-input-check.mjs';

const errorBody = (statusCode) =>
  JSON.stringify({ name: 'OperationNotValidError', message: 'm', code: 'c', statusCode });

test('counts 5xx anywhere and non-error objects only among failed /api answers', () => {
  const totals = emptyTotals();
  const api = { category: 'NUL', label: 'GET /api/x', api: true };
  const page = { category: 'NUL', label: 'GET /x', api: false };
  tally(totals, api, { outcome: 'answer', status: 400, body: errorBody(400) });
  tally(totals, api, { outcome: 'answer', status: 400, body: '{"error":"Bad Request"}' });
  tally(totals, api, { outcome: 'answer', status: 200, body: '{}' });
  tally(totals, page, { outcome: 'answer', status: 404, body: '<html>' });
  tally(totals, page, { outcome: 'answer', status: 502, body: '' });
  tally(totals, api, { outcome: 'closed' });
  tally(totals, api, { outcome: 'refused', error: 'ECONNREFUSED' });
  assert.equal(totals.sent, 7);
  assert.equal(totals.fiveXX, 1);
  assert.equal(totals.notErrorObject, 1);
  assert.equal(totals.apiAccepted, 1);
  assert.deepEqual(totals.byClass, { '2xx': 1, '4xx': 3, '5xx': 1 });
  assert.deepEqual(totals.outcomes, { closed: 1, refused: 1 });
  assert.deepEqual(totals.byCategory.NUL, { sent: 7, fiveXX: 1, notErrorObject: 1 });
  assert.deepEqual(totals.notErrorObjectKinds, { '400 name undefined': 1 });
});
