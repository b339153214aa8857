import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { findFreePorts, isPortFree } from './free-ports.mjs';

describe('free ports', () => {
  const busy = createServer();
  let port = 0;
  before(
    () =>
      new Promise((resolve) =>
        busy.listen({ port: 0 }, () => {
          port = busy.address().port;
          resolve();
        }),
      ),
  );
  after(() => new Promise((resolve) => busy.close(resolve)));

  test('a port something listens on is not free', async () => {
    assert.equal(await isPortFree(port), false);
  });

  test('skips blocks that contain a busy or an avoided port', async () => {
    const base = await findFreePorts({
      count: 3,
      avoid: [port + 10],
      // The first two blocks hold the busy port and the avoided one; the rest are further out.
      candidates: [port - 1, port + 8, 20_000, 21_000, 22_000, 23_000, 24_000],
    });
    assert.ok(base >= 20_000, `picked ${base}`);
    for (let p = base; p < base + 3; p++) assert.equal(await isPortFree(p), true);
  });

  test('says so when no candidate fits', async () => {
    await assert.rejects(findFreePorts({ count: 1, candidates: [port] }), /no 1 free/);
  });
});
