import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EDGE_SECRET_HEADER, isFromEdge } from './edge-only.mjs';
import { createStaticServer } from './index.mjs';
import { createFixture } from './fixture.mjs';

/**
 * Raw node:http client: fetch would decompress bodies and normalise paths, both of which the
 * tests need to see untouched.
 * @param {number} port
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(port, path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** @param {import('node:http').Server} server */
function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

describe('createStaticServer', () => {
  const fixture = createFixture();
  const server = createStaticServer({ dir: fixture.dir, cors: true });
  const plain = createStaticServer({ dir: fixture.dir });
  let port = 0;
  let plainPort = 0;
  before(async () => {
    port = /** @type {number} */ (await listen(server));
    plainPort = /** @type {number} */ (await listen(plain));
  });
  after(() => {
    server.close();
    plain.close();
    fixture.cleanup();
  });

  it('serves hashed chunks as immutable and precompressed brotli when accepted', async () => {
    const res = await get(port, '/main.0123abcd4567ef89.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(res.headers['content-length'], String(res.body.length));
    assert.equal(brotliDecompressSync(res.body).toString(), fixture.chunk);
  });

  it('falls back to the gzip sibling and to identity', async () => {
    const gz = await get(port, '/main.0123abcd4567ef89.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), fixture.chunk);
    const identity = await get(port, '/main.0123abcd4567ef89.js');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body.toString(), fixture.chunk);
    assert.notEqual(gz.headers.etag, identity.headers.etag);
  });

  it('revalidates entry files and answers 304 to a matching ETag or date', async () => {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/index.html']) {
      const first = await get(port, path, { headers: { 'accept-encoding': 'br' } });
      assert.equal(first.headers['cache-control'], 'no-cache', path);
      assert.ok(first.headers.etag && first.headers['last-modified'], path);
      const again = await get(port, path, {
        headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag },
      });
      assert.equal(again.status, 304, path);
      assert.equal(again.body.length, 0);
      const byDate = await get(port, path, {
        headers: { 'if-modified-since': first.headers['last-modified'] },
      });
      assert.equal(byDate.status, 304, path);
    }
    const stale = await get(port, '/remoteEntry.js', { headers: { 'if-none-match': '"nope"' } });
    assert.equal(stale.status, 200);
  });

  it('compresses large text without a sibling on the fly, leaves small files and binaries alone', async () => {
    const css = await get(port, '/styles.css', { headers: { 'accept-encoding': 'br' } });
    assert.equal(css.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(css.body).toString(), /^body\{margin:0\}/);
    assert.match(String(css.headers.etag), /^W\//);
    const txt = await get(port, '/robots.txt', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(txt.headers['content-encoding'], undefined);
    assert.equal(txt.body.toString(), 'User-agent: *\n');
    const png = await get(port, '/logo.png', { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.body.length, 2048);
    const font = await get(port, '/assets/font.9f8e7d6c.woff2');
    assert.equal(font.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers HEAD without a body', async () => {
    const res = await get(port, '/main.0123abcd4567ef89.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.body.length, 0);
  });

  it('refuses traversal, hidden files and source maps', async () => {
    for (const path of [
      '/main.0123abcd4567ef89.js.map',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '//../secret.txt',
      '/.env',
      '/nope.js',
    ]) {
      const res = await get(port, path);
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(res.body.toString(), /outside|SECRET/);
    }
  });

  it('allows any origin with --cors, including preflight', async () => {
    const res = await get(port, '/mf-manifest.json', {
      headers: { origin: 'http://at.localhost:3000' },
    });
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const preflight = await get(port, '/remoteEntry.js', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://at.localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-custom',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.equal(preflight.headers['access-control-allow-headers'], 'x-custom');
  });

  it('sends no CORS headers without the option and refuses writes', async () => {
    const res = await get(plainPort, '/mf-manifest.json');
    assert.equal(res.status, 200);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const post = await get(plainPort, '/mf-manifest.json', { method: 'POST' });
    assert.equal(post.status, 405);
  });
});

describe('the server build', () => {
  const fixture = createFixture();
  const edgeSecret = 'edge-secret-of-this-test-0123456789';
  const server = createStaticServer({ dir: fixture.dir, cors: true, edgeSecret });
  let port = 0;
  before(async () => {
    port = /** @type {number} */ (await listen(server));
  });
  after(() => {
    server.close();
    fixture.cleanup();
  });

  it('is served to the edge, which sends the secret', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await get(port, '/server/remoteEntry.js', {
        method,
        headers: { [EDGE_SECRET_HEADER]: edgeSecret },
      });
      assert.equal(res.status, 200);
      assert.ok(res.headers.etag);
    }
  });

  it('is not found for anyone else, however the path is written', async () => {
    for (const path of [
      '/server/remoteEntry.js',
      '/%73erver/remoteEntry.js',
      '//server/remoteEntry.js',
      '/Server/remoteEntry.js',
      '/server/',
    ])
      for (const headers of [{}, { [EDGE_SECRET_HEADER]: 'guessed-secret-0123456789' }]) {
        const res = await get(port, path, { headers });
        assert.equal(res.status, 404, `${path} ${JSON.stringify(headers)}`);
        assert.equal(res.body.toString(), 'Not found');
      }
  });

  it('leaves the browser build public', async () => {
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/main.0123abcd4567ef89.js'])
      assert.equal((await get(port, path)).status, 200, path);
  });

  it('without a secret, is only for this machine', () => {
    /** @param {string} remoteAddress @param {Record<string, string>} [headers] */
    const call = (remoteAddress, headers = {}) =>
      /** @type {import('node:http').IncomingMessage} */ (
        /** @type {unknown} */ ({ socket: { remoteAddress }, headers })
      );
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      assert.equal(isFromEdge(call(address), undefined), true, address);
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', '10.0.0.1'])
      assert.equal(isFromEdge(call(address), undefined), false, address);
    // With a secret, being on this machine is not enough.
    assert.equal(isFromEdge(call('127.0.0.1'), edgeSecret), false);
    assert.equal(
      isFromEdge(call('203.0.113.7', { [EDGE_SECRET_HEADER]: edgeSecret }), edgeSecret),
      true,
    );
  });
});
