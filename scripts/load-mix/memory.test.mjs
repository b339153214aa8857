import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rssOf, watchedProcesses } from './memory.mjs';

test('--pids names the processes to watch; a bad entry stops the run', () => {
  assert.deepEqual(watchedProcesses({ pids: 'api=12,edge=34' }), [
    { name: 'api 12', pid: 12 },
    { name: 'edge 34', pid: 34 },
  ]);
  assert.deepEqual(watchedProcesses({ pids: '56' }), [{ name: 'pid 56', pid: 56 }]);
  assert.throws(() => watchedProcesses({ pids: 'api=x' }), /not name=pid/);
  assert.deepEqual(watchedProcesses({}), []);
});

test('RSS of this process from /proc, none of a process that is gone', () => {
  const rss = rssOf(process.pid);
  assert.ok(rss > 10 * 2 ** 20 && rss < 4 * 2 ** 30, `RSS ${rss}`);
  assert.equal(rssOf(2 ** 22 + 1), null);
});
