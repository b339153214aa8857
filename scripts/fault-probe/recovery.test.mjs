import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, describe, test } from 'node:test';
import { describeRecovery, isRecovered, recoveryCheck, tallyAnswers } from './recovery.mjs';

const targets = ['/api/health', '/en/shop', '/main.js'];
const idle = { inFlight: 0, sockets: 0 };

describe('isRecovered', () => {
  const round = (ok, load) => ({ answers: { '/api/health': { ok, total: 16 } }, load });

  test('all 200 and the edge at idle', () => {
    assert.equal(isRecovered(round(16, { inFlight: 0, sockets: 0 }), idle), true);
  });

  test('not with one answer other than 200, a count above idle or more sockets than before', () => {
    assert.equal(isRecovered(round(15, { inFlight: 0, sockets: 0 }), idle), false);
    assert.equal(isRecovered(round(16, { inFlight: 2, sockets: 0 }), idle), false);
    assert.equal(isRecovered(round(16, { inFlight: 0, sockets: 1 }), idle), false);
    assert.equal(isRecovered(round(16, null), idle), false);
  });

  test('fewer sockets than before the fault (a killed API drops them) is no leak', () => {
    assert.equal(
      isRecovered(round(16, { inFlight: 0, sockets: 1 }), { ...idle, sockets: 3 }),
      true,
    );
  });
});

test('tallyAnswers counts 200s, statuses and requests without an answer', () => {
  assert.deepEqual(
    tallyAnswers([{ status: 200 }, { status: 503 }, { status: 0, error: 'ECONNRESET' }]),
    { ok: 1, total: 3, byStatus: { 200: 1, 503: 1, 'no answer (ECONNRESET)': 1 } },
  );
});

describe('recoveryCheck against a local server', () => {
  // A stand-in for the shop: `refuse` answers 503 until it is used up, `inFlight` is what
  // /healthz/load reports, `concurrent` the most requests the server saw at once.
  const state = { refuse: 0, inFlight: 0, open: 0, concurrent: 0 };
  const server = createServer((request, response) => {
    state.open += 1;
    state.concurrent = Math.max(state.concurrent, state.open);
    response.on('close', () => (state.open -= 1));
    if (request.url === '/healthz/load') {
      response.end(
        JSON.stringify({
          requests: { inFlight: state.inFlight, lanes: { priority: 0, ordinary: state.inFlight } },
          sockets: 0,
        }),
      );
    } else if (request.url === '/api/health/load') {
      response.end(JSON.stringify({ gate: { inFlight: 0, queued: 0 }, sockets: 0 }));
    } else if (state.refuse > 0) {
      state.refuse -= 1;
      response.writeHead(503).end('{"code":"overloaded"}');
    } else {
      // A little wait, so the clients of a round are under way together.
      setTimeout(() => response.end('ok'), 20);
    }
  });
  let base;
  before(() => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  before(() => (base = `http://127.0.0.1:${server.address().port}`));
  beforeEach(() => Object.assign(state, { refuse: 0, inFlight: 0, concurrent: 0 }));
  after(() => new Promise((resolve) => server.close(resolve)));

  test('a healthy shop recovers in the first round, 16 clients at once on each target', async () => {
    const result = await recoveryCheck(base, { targets, idle });
    assert.equal(result.held, true);
    assert.equal(result.rounds, 1);
    assert.ok(result.recoveredMs < 5_000);
    assert.ok(state.concurrent >= 16, `at most ${state.concurrent} requests at once`);
    for (const target of targets) assert.deepEqual(result.last.answers[target].ok, 16);
    assert.deepEqual(result.last.load, {
      inFlight: 0,
      lanes: { priority: 0, ordinary: 0 },
      sockets: 0,
      gate: { inFlight: 0, queued: 0 },
    });
    assert.match(
      describeRecovery(result),
      /^recovered \d+\.\d\d s after the fault's end \(round 1\)/,
    );
  });

  test('503s at first: recovered in a later round, the first round reported', async () => {
    state.refuse = 20;
    const result = await recoveryCheck(base, { targets, idle, pauseMs: 10 });
    assert.equal(result.held, true);
    assert.equal(result.rounds, 2);
    assert.equal(result.first.answers['/api/health'].ok, 0);
    assert.deepEqual(result.first.answers['/api/health'].byStatus, { 503: 16 });
    assert.equal(result.first.answers['/en/shop'].ok, 12);
    assert.match(describeRecovery(result), /first round: \/api\/health 0\/16 200 \(503: 16\)/);
  });

  test('an in-flight count that stays up is not recovered, however the answers look', async () => {
    state.inFlight = 3;
    const result = await recoveryCheck(base, { targets, idle, deadlineMs: 100, giveUpMs: 300 });
    assert.equal(result.held, false);
    assert.equal(result.recoveredMs, null);
    assert.equal(result.last.answers['/main.js'].ok, 16);
    assert.match(
      describeRecovery(result),
      /^not recovered within 0\.30 s .*edge in flight 3 \(priority 0, ordinary 3\) \(idle 0\)/,
    );
  });

  test('recovered, but after the deadline: did not hold', async () => {
    state.inFlight = 1;
    setTimeout(() => (state.inFlight = 0), 200);
    const result = await recoveryCheck(base, {
      targets,
      idle,
      deadlineMs: 50,
      giveUpMs: 5_000,
      pauseMs: 10,
    });
    assert.equal(result.held, false);
    assert.ok(result.recoveredMs >= 200);
  });
});
