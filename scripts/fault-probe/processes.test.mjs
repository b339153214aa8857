import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { descendants, isAlive, servicePid } from './processes.mjs';

const dir = mkdtempSync(join(tmpdir(), 'probe-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('finds a service by its app folder among the descendants, and sees it die', async () => {
  mkdirSync(join(dir, 'apps/api'), { recursive: true });
  // A supervisor stand-in whose child runs node in apps/api.
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { cwd: ${JSON.stringify(join(dir, 'apps/api'))}, stdio: 'ignore' }); setInterval(() => {}, 1000);`,
    ],
    { stdio: 'ignore' },
  );
  try {
    let pid = null;
    for (let i = 0; i < 300 && pid === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      pid = servicePid(parent.pid, 'api');
    }
    assert.ok(pid !== null, 'api child not found');
    assert.ok(descendants(parent.pid).some((p) => p.pid === pid));
    assert.equal(servicePid(parent.pid, 'catalog'), null);
    assert.equal(isAlive(pid), true);
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 500 && isAlive(pid); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(isAlive(pid), false);
  } finally {
    parent.kill('SIGKILL');
  }
});
