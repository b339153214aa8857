import assert from 'node:assert/strict';
import { test } from 'node:test';
import { burstKillRow, sumAnswers } from './burst-kill.mjs';

const round = (ok, inFlight = 0) => ({
  answers: { '/api/health': { ok, total: 16 }, '/main.js': { ok: 16, total: 16 } },
  load: { inFlight, sockets: 0 },
});
const cycle = ({ held = true, edgePid = 10, first = round(16), last = round(16) } = {}) => ({
  backMs: 3_000,
  edgePid,
  recovery: { held, recoveredMs: held ? 120 : null, clients: 16, first, last },
});

test('sumAnswers adds up the 200s per target', () => {
  assert.equal(sumAnswers([round(16), round(4)]), '/api/health 20/32, /main.js 32/32');
});

test('held when every cycle recovered in time on the same edge', () => {
  const row = burstKillRow([cycle(), cycle({ first: round(10) })], 10, 5_000);
  assert.equal(row.held, true);
  assert.match(row.figures, /edge pid 10 the same through 2 cycles/);
  assert.match(row.figures, /after 2 of 2 cycles; time to recovery \(s\): 0\.12, 0\.12/);
  assert.match(
    row.figures,
    /first round after each cycle \(200s of answers\): \/api\/health 26\/32/,
  );
});

test('did not hold when a cycle did not recover or the edge was restarted', () => {
  const stuck = burstKillRow([cycle(), cycle({ held: false, last: round(9, 7) })], 10, 5_000);
  assert.equal(stuck.held, false);
  assert.match(stuck.figures, /edge in flight after each cycle: 0, 7/);
  assert.match(stuck.figures, /time to recovery \(s\): 0\.12, –/);
  const restarted = burstKillRow([cycle(), cycle({ edgePid: 11 })], 10, 5_000);
  assert.equal(restarted.held, false);
  assert.match(restarted.figures, /edge pid changed 10 → 11 \(cycle 2\)/);
  assert.equal(burstKillRow([], 10, 5_000).held, false);
});
