import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  acceptedEncodings,
  cacheControlFor,
  etagMatches,
  isHashedName,
  isNotModified,
  resolveInside,
} from './index.mjs';

describe('hashed names and cache policy', () => {
  it('treats a contenthash between dots as immutable', () => {
    assert.equal(isHashedName('main.0123abcd.js'), true);
    assert.equal(isHashedName('/js/vendors.0123456789abcdef0123.js.map'), true);
    assert.equal(cacheControlFor('/assets/a.deadbeef.css'), 'public, max-age=31536000, immutable');
  });
  it('revalidates stable names', () => {
    for (const name of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'main.js',
      'a.1234567.js',
      'a.ABCDEF12.js',
    ]) {
      assert.equal(cacheControlFor(name), 'no-cache', name);
    }
  });
});

describe('acceptedEncodings', () => {
  it('prefers brotli on equal weight', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip']);
  });
  it('honours q-values and q=0', () => {
    assert.deepEqual(acceptedEncodings('br;q=0.5, gzip'), ['gzip', 'br']);
    assert.deepEqual(acceptedEncodings('br;q=0, gzip'), ['gzip']);
    assert.deepEqual(acceptedEncodings('*;q=0.1, br;q=0'), ['gzip']);
  });
  it('accepts nothing without the header or with garbage weights', () => {
    assert.deepEqual(acceptedEncodings(undefined), []);
    assert.deepEqual(acceptedEncodings('identity'), []);
    assert.deepEqual(acceptedEncodings('br;q=2'), []);
  });
});

describe('conditional requests', () => {
  it('compares entity tags weakly', () => {
    assert.equal(etagMatches('W/"a", "b"', '"a"'), true);
    assert.equal(etagMatches('"b"', 'W/"a"'), false);
    assert.equal(etagMatches('*', '"a"'), true);
  });
  it('uses If-Modified-Since only without If-None-Match', () => {
    const mtime = new Date('2026-01-01T10:00:00.500Z');
    assert.equal(
      isNotModified({ 'if-modified-since': 'Thu, 01 Jan 2026 10:00:00 GMT' }, '"x"', mtime),
      true,
    );
    assert.equal(
      isNotModified({ 'if-modified-since': 'Thu, 01 Jan 2026 09:59:59 GMT' }, '"x"', mtime),
      false,
    );
    assert.equal(
      isNotModified(
        { 'if-none-match': '"y"', 'if-modified-since': 'Thu, 01 Jan 2026 10:00:00 GMT' },
        '"x"',
        mtime,
      ),
      false,
    );
  });
});

describe('resolveInside', () => {
  const root = '/srv/dist';
  it('maps paths below the root', () => {
    assert.equal(resolveInside(root, '/a/b.js'), join(root, 'a/b.js'));
    assert.equal(resolveInside(root, '/a%20b.js'), join(root, 'a b.js'));
  });
  it('refuses traversal, hidden files, source maps, NUL and bad encoding', () => {
    for (const path of [
      '/main.0123abcd.js.map',
      '/css/app.0123abcd.css.MAP',
      '/main.js%2emap',
      '/../etc/passwd',
      '/a/../../x',
      '/%2e%2e/x',
      '/..%2fx',
      '/.env',
      '/a/.git/config',
      '/a%00.js',
      '/%E0%A4%A',
      '/..\\x',
      '/',
    ]) {
      assert.equal(resolveInside(root, path), null, path);
    }
  });
});
