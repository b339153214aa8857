import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { createSupervisor, defaultBackoff, restartDelay } from './supervisor.mjs';

let nextPid = 100;

/** A child process that exits when told to, or ignores SIGTERM when `stubborn`. */
class FakeChild extends EventEmitter {
  pid = nextPid++;
  signals = [];
  constructor(name, { stubborn = false } = {}) {
    super();
    this.name = name;
    this.stubborn = stubborn;
  }
  kill(signal = 'SIGTERM') {
    this.signals.push(signal);
    if (signal === 'SIGKILL' || !this.stubborn) queueMicrotask(() => this.crash(signal));
    return true;
  }
  crash(signal = 'SIGKILL') {
    this.emit('exit', null, signal);
  }
}

function setup({ stubborn = [] } = {}) {
  const started = [];
  const lines = [];
  const supervisor = createSupervisor({
    services: [{ name: 'api' }, { name: 'catalog' }, { name: 'edge' }],
    start: ({ name }) => {
      const child = new FakeChild(name, { stubborn: stubborn.includes(name) });
      started.push(child);
      return child;
    },
    log: (line) => lines.push(line),
    stopTimeoutMs: 5_000,
  });
  supervisor.start();
  const latest = (name) => started.findLast((child) => child.name === name);
  const count = (name) => started.filter((child) => child.name === name).length;
  return { supervisor, started, lines, latest, count };
}

beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 }));
afterEach(() => mock.timers.reset());

describe('restartDelay', () => {
  test('doubles from 0.5 s and stays at 30 s', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 20].map((n) => restartDelay(n, defaultBackoff)),
      [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
    );
  });
});

describe('createSupervisor', () => {
  test('starts every service once', () => {
    const { started, supervisor } = setup();
    assert.deepEqual(
      started.map((c) => c.name),
      ['api', 'catalog', 'edge'],
    );
    assert.deepEqual(
      supervisor.status().map((s) => s.restarts),
      [0, 0, 0],
    );
  });

  test('restarts a process that exits, after the backoff, and leaves the others alone', () => {
    const { latest, count, lines, started, supervisor } = setup();
    const first = latest('api');
    first.crash();
    assert.equal(supervisor.status()[0].pid, null);
    mock.timers.tick(499);
    assert.equal(count('api'), 1);
    mock.timers.tick(1);
    assert.equal(count('api'), 2);
    assert.notEqual(latest('api').pid, first.pid);
    assert.equal(supervisor.status()[0].pid, latest('api').pid);
    // Nobody told the other services anything.
    assert.deepEqual(
      started.flatMap((c) => c.signals),
      [],
    );
    assert.equal(count('catalog'), 1);
    assert.match(lines.join('\n'), /\[api\] +exited \(SIGKILL\) after 0\.0 s; restart 1 in 0\.5 s/);
    assert.match(lines.join('\n'), /\[api\] +restarted \(pid \d+\)/);
  });

  test('waits longer after each exit in a row, up to the cap', () => {
    const { latest, count } = setup();
    const waits = [];
    for (let i = 0; i < 9; i++) {
      latest('catalog').crash();
      const before = count('catalog');
      let waited = 0;
      while (count('catalog') === before) {
        mock.timers.tick(100);
        waited += 100;
      }
      waits.push(waited);
      // Up for a while, but not long enough to count as stable.
      mock.timers.tick(10_000);
    }
    assert.deepEqual(waits, [500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  test('starts the series afresh after a process stayed up long enough', () => {
    const { latest, count, lines } = setup();
    for (const wait of [500, 1_000, 2_000]) {
      latest('api').crash();
      mock.timers.tick(wait);
    }
    assert.equal(count('api'), 4);
    mock.timers.tick(defaultBackoff.stableMs);
    latest('api').crash();
    mock.timers.tick(500);
    assert.equal(count('api'), 5);
    assert.match(lines.at(-2), /after 60 s; restart 4 in 0\.5 s/);
  });

  test('stop ends every process with SIGTERM, drops pending restarts and resolves once all have gone', async () => {
    const { latest, count, started, supervisor, lines } = setup();
    latest('edge').crash();
    await supervisor.stop();
    assert.deepEqual(
      started.map((c) => [c.name, c.signals]),
      [
        ['api', ['SIGTERM']],
        ['catalog', ['SIGTERM']],
        ['edge', []],
      ],
    );
    mock.timers.tick(60_000);
    assert.equal(count('edge'), 1);
    assert.deepEqual(
      supervisor.status().map((s) => s.pid),
      [null, null, null],
    );
    assert.equal(lines.filter((line) => line.includes('stopped (SIGTERM)')).length, 2);
  });

  test('stop sends SIGKILL to a process that ignores SIGTERM', async () => {
    const { latest, supervisor } = setup({ stubborn: ['api'] });
    let done = false;
    const stopping = supervisor.stop().then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(done, false);
    assert.deepEqual(latest('api').signals, ['SIGTERM']);
    mock.timers.tick(5_000);
    await stopping;
    assert.deepEqual(latest('api').signals, ['SIGTERM', 'SIGKILL']);
  });

  test('a process that cannot be spawned is retried like one that exited', () => {
    let attempts = 0;
    const lines = [];
    const supervisor = createSupervisor({
      services: [{ name: 'api' }],
      start: () => {
        attempts += 1;
        const child = new FakeChild('api');
        child.pid = undefined;
        queueMicrotask(() => child.emit('error', new Error('spawn node ENOENT')));
        return child;
      },
      log: (line) => lines.push(line),
    });
    supervisor.start();
    return new Promise((resolve) => setImmediate(resolve)).then(() => {
      assert.match(lines[0], /could not start: spawn node ENOENT/);
      mock.timers.tick(500);
      assert.equal(attempts, 2);
    });
  });
});
