/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from './config';
import {
  deadUrl,
  expectShellDocument,
  MAIN_CHUNK,
  MAIN_CHUNK_NAME,
  send,
  edgeTestbed,
} from './test-helpers';

const bed = edgeTestbed();

const makeApp = bed.makeApp;

describe('canonical redirects', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it.each([
    ['/shop/', '/shop'],
    ['/shop///?a=1&b=2', '/shop?a=1&b=2'],
    ['/en/shop/gold-coins/?sort=price', '/en/shop/gold-coins?sort=price'],
    ['/news/articles', '/news'],
    ['/news/articles/', '/news'],
    ['/en/news/articles', '/en/news'],
    ['/en/news/articles/?page=2', '/en/news?page=2'],
    ['/remotes.json/', '/remotes.json'],
    // Never a protocol-relative Location that leaves the site.
    ['//evil.example/', '/evil.example'],
  ])('%s → 301 %s', async (url, location) => {
    const res = await send(app, { url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('leaves the root and canonical paths alone', async () => {
    expect((await send(app, { url: '/' })).statusCode).toBe(200);
    expect((await send(app, { url: '/news' })).statusCode).toBe(200);
    // A news item below a folder named `articles` is no redirect source (404: no such item here).
    expect((await send(app, { url: '/news/articles/some-article' })).statusCode).toBe(404);
  });
});

describe('maintenance', () => {
  describe('on', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await makeApp({ IN_MAINTENANCE: 'true', MAINTENANCE_RETRY_AFTER: '600' });
    });

    it.each([
      ['/', '/maintenance'],
      ['/shop/gold?x=1', '/maintenance'],
      ['/does-not-exist', '/maintenance'],
      ['/en', '/en/maintenance'],
      ['/en/cart', '/en/maintenance'],
    ])('%s → 302 %s', async (url, location) => {
      const res = await send(app, { url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    });

    it('serves the maintenance pages with 503 and Retry-After', async () => {
      for (const url of ['/maintenance', '/en/maintenance']) {
        const res = await send(app, { url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('600');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expectShellDocument(res.body);
      }
    });

    it('keeps assets, remotes config, API and health check working', async () => {
      expect((await send(app, { url: `/${MAIN_CHUNK_NAME}` })).statusCode).toBe(200);
      expect((await send(app, { url: '/remotes.json' })).statusCode).toBe(200);
      expect((await send(app, { url: '/api/echo' })).statusCode).toBe(200);
      expect((await send(app, { url: '/healthz' })).statusCode).toBe(200);
    });
  });

  describe('off', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await makeApp();
    });

    it.each([
      ['/maintenance', '/'],
      ['/en/maintenance', '/en'],
    ])('%s → 302 %s', async (url, location) => {
      const res = await send(app, { url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    });
  });
});

describe('Austrian root language', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  const visit = (url: string, headers: Record<string, string> = {}) =>
    send(app, { url, headers: { host: 'at.localhost:3000', ...headers } });

  it('sends ?lang=en to /en, keeps other parameters and stores the choice', async () => {
    const res = await visit('/?utm_source=mail&lang=en&utm_medium=x');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en?utm_source=mail&utm_medium=x');
    expect(res.headers['set-cookie']).toEqual([
      'lang=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('serves German for ?lang=de even with an English cookie, and replaces the cookie', async () => {
    const res = await visit('/?lang=de', { cookie: 'lang=en', 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toEqual([
      'lang=de; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('follows the lang cookie', async () => {
    const res = await visit('/?page=1', { cookie: 'consent=1; lang=en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en?page=1');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await visit('/', { cookie: 'lang=de' })).statusCode).toBe(200);
  });

  it.each([
    ['en-US,en;q=0.9,de;q=0.8', true],
    ['de-AT,de;q=0.9,en;q=0.8', false],
    ['de;q=0.5, en-GB;q=0.8', true],
    ['fr-FR, en;q=0.5', true],
    ['fr-FR, en;q=0.5, de;q=0.7', false],
    ['en;q=0, de;q=0.1', false],
    ['de, en', false],
    ['en, de', true],
    ['en;q=x, de;q=0.5', false],
    ['fr', false],
    ['*', false],
  ])('Accept-Language %s → English first: %s', async (acceptLanguage, english) => {
    const res = await visit('/', { 'accept-language': acceptLanguage });
    expect(res.statusCode).toBe(english ? 302 : 200);
    if (english) expect(res.headers.location).toBe('/en');
  });

  it('does not redirect without any signal, on other paths, or in other stores', async () => {
    expect((await visit('/')).statusCode).toBe(200);
    expect((await visit('/shop', { 'accept-language': 'en' })).statusCode).toBe(200);
    for (const host of ['de.localhost:3000', 'ch.localhost', 'li.localhost', 'us.localhost']) {
      const res = await send(app, {
        url: '/?lang=en',
        headers: { host, cookie: 'lang=en', 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('treats plain localhost as Austria and varies the root on language signals', async () => {
    const res = await send(app, {
      url: '/',
      headers: { host: 'localhost:3000', 'accept-language': 'en', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(302);
    const german = await send(app, {
      url: '/',
      headers: { host: 'localhost:3000', 'accept-encoding': 'br' },
    });
    expect(german.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
  });

  it('uses the configured host map', async () => {
    const mapped = await makeApp({ STORE_HOSTS: 'shop.example.at=at,shop.example.de=de' });
    const at = await send(mapped, {
      url: '/',
      headers: { host: 'shop.example.at', 'accept-language': 'en' },
    });
    expect(at.statusCode).toBe(302);
    const de = await send(mapped, {
      url: '/',
      headers: { host: 'shop.example.de', 'accept-language': 'en' },
    });
    expect(de.statusCode).toBe(200);
  });
});

describe('page status', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it.each([
    ['/', 200],
    ['/en', 200],
    ['/shop', 200],
    ['/en/product/krugerrand-1oz', 200],
    ['/checkout/buy', 200],
    ['/en/checkout/sell/confirmation', 200],
    ['/my-account/kundenkonto/adressen', 200],
    // Route validation failure (spec 8: fatal 404).
    ['/checkout/rent', 404],
    ['/en/checkout/lease/confirmation', 404],
    // Content catch-all: only what the content system has.
    ['/ueber-uns', 200],
    ['/en/about-us', 200],
    ['/ratgeber/gold%20kaufen', 200],
    ['/gibt-es-nicht', 404],
    ['/en/ueber-uns', 404],
    // No route at all (undecodable).
    ['/%E0%A4%A', 404],
  ])('%s → %i with the shell document', async (url, status) => {
    const res = await send(app, { url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectShellDocument(res.body);
  });

  it('asks the API for content pages in the page language with the store key', async () => {
    bed.api.requests.length = 0;
    await send(app, { url: '/en/about-us', headers: { host: 'ch.localhost:3000' } });
    // Once: the story read for the status also gives the head its twins.
    const asked = expect.objectContaining({ method: 'GET', url: '/content/page/en/path/about-us' });
    expect(bed.api.requests).toEqual([asked]);
    for (const request of bed.api.requests) expect(request.headers['x-store-key']).toBe('ch');
  });

  it('answers 404 when the API is unreachable', async () => {
    const offline = await makeApp({ API_URL: await deadUrl() });
    expect((await send(offline, { url: '/ueber-uns' })).statusCode).toBe(404);
    expect((await send(offline, { url: '/shop' })).statusCode).toBe(200);
  });

  it('sends the document compressed and answers HEAD without a body', async () => {
    const br = await send(app, { url: '/shop', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expectShellDocument(brotliDecompressSync(br.rawPayload).toString());
    const head = await send(app, { method: 'HEAD', url: '/shop' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = await send(app, { method: 'HEAD', url: '/checkout/rent' });
    expect(missing.statusCode).toBe(404);
  });

  it('revalidates the document with its ETag', async () => {
    const first = await send(app, { url: '/shop' });
    const again = await send(app, {
      url: '/shop',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const notFound = await send(app, {
      url: '/checkout/rent',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notFound.statusCode).toBe(404);
  });
});

describe('static files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it('serves hashed chunks immutable, brotli when accepted, gzip otherwise', async () => {
    const br = await send(app, {
      url: `/${MAIN_CHUNK_NAME}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_CHUNK);
    const gz = await send(app, {
      url: `/${MAIN_CHUNK_NAME}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await send(app, { url: `/${MAIN_CHUNK_NAME}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_CHUNK);
  });

  it('compresses unprecompressed text on the fly and revalidates stable names', async () => {
    const css = await send(app, {
      url: '/css/app.0a1b2c3d4e5f.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await send(app, { url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const again = await send(app, {
      url: '/favicon.ico',
      headers: { 'if-modified-since': String(icon.headers['last-modified']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with the error object, not the document', async () => {
    const res = await send(app, { url: '/main.0000000000000000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      name: 'ResourceNotFoundError',
      message: 'Asset not found',
      code: 'asset_not_found',
      statusCode: 404,
    });
  });

  it('never serves source maps', async () => {
    const map = await send(app, { url: `/${MAIN_CHUNK_NAME}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toMatchObject({ name: 'ResourceNotFoundError', code: 'asset_not_found' });
    // Encoded, the name is not an asset's: the page 404, still not the map.
    const encoded = await send(app, { url: `/${MAIN_CHUNK_NAME}%2Emap` });
    expect(encoded.statusCode).toBe(404);
    expectShellDocument(encoded.body);
  });

  it('does not leave the dist directory', async () => {
    for (const url of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/static/..%5c..%5cpasswd.txt',
    ]) {
      const res = await send(app, { url });
      expect(res.body).not.toMatch(/root:/);
      expect([404, 301]).toContain(res.statusCode);
    }
  });

  it('publishes the remotes config from the environment', async () => {
    const custom = await makeApp({
      REMOTE_CATALOG_URL: 'https://catalog.example.com/v7/mf-manifest.json',
    });
    const res = await send(custom, { url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      catalog: 'https://catalog.example.com/v7/mf-manifest.json',
      checkout: 'http://localhost:3002/mf-manifest.json',
      account: 'http://localhost:3003/mf-manifest.json',
      content: 'http://localhost:3004/mf-manifest.json',
    });
    const again = await send(custom, {
      url: '/remotes.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('tells the browser its store by host, with the host map', async () => {
    const res = await send(app, { url: '/store.json', headers: { host: 'ch.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      store: 'ch',
      hosts: { 'us.localhost': 'us', localhost: 'at' },
    });
    const plain = (
      await send(app, { url: '/store.json', headers: { host: 'localhost:3000' } })
    ).json() as { store: string };
    expect(plain.store).toBe('at');
  });

  it('answers the health check', async () => {
    const res = await send(app, { url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends a CSP limited to self and the configured remotes', async () => {
    const app = await makeApp({
      REMOTE_CATALOG_URL: 'https://catalog.example.com/mf-manifest.json',
      REMOTE_CONTENT_URL: '/remotes/content/mf-manifest.json',
      CSP_EXTRA_CONNECT: 'https://api.mapbox.com https://events.mapbox.com',
    });
    const res = await send(app, { url: '/shop', headers: { host: 'at.localhost:3000' } });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' https://catalog.example.com http://localhost:3002 http://localhost:3003",
    );
    expect(directive('style-src')).toBe(
      "style-src 'self' https://catalog.example.com http://localhost:3002 http://localhost:3003",
    );
    expect(directive('connect-src')).toBe(
      "connect-src 'self' ws://localhost:3000 ws://at.localhost:3000 ws://de.localhost:3000 ws://ch.localhost:3000 ws://li.localhost:3000 ws://us.localhost:3000 https://catalog.example.com http://localhost:3002 http://localhost:3003 https://api.mapbox.com https://events.mapbox.com",
    );
    expect(directive('img-src')).toBe(
      "img-src 'self' data: blob: https://catalog.example.com http://localhost:3002 http://localhost:3003",
    );
    expect(directive('worker-src')).toBe("worker-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Only style attributes may be inline (server-rendered sizes); no inline script or <style>.
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(csp.replace(directive('style-src-attr') ?? '', '')).not.toMatch(/unsafe-(eval|inline)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('puts the headers on assets, redirects and API responses too', async () => {
    const app = await makeApp();
    for (const url of [`/${MAIN_CHUNK_NAME}`, '/shop/', '/api/echo', '/remotes.json']) {
      const res = await send(app, { url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses unsafe extra sources at start', () => {
    expect(() => loadConfig({ CSP_EXTRA_SCRIPT: "'unsafe-eval'" })).toThrow(/not allowed/);
    expect(() => loadConfig({ CSP_EXTRA_STYLE: "'unsafe-inline'" })).toThrow(/not allowed/);
    expect(() => loadConfig({ CSP_EXTRA_CONNECT: 'https://a.example;script-src' })).toThrow(
      /invalid/,
    );
  });

  it('sends HSTS in production only over https reported by a trusted proxy, or when forced', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    const viaProxy = (app: FastifyInstance, proto: string) =>
      send(app, { url: '/shop', headers: { 'x-forwarded-proto': proto } }).then(
        (res) => res.headers['strict-transport-security'],
      );

    // Any client can send X-Forwarded-Proto: without a trusted proxy it means nothing.
    const untrusted = await makeApp({ NODE_ENV: 'production' });
    expect(await viaProxy(untrusted, 'https')).toBeUndefined();
    expect((await send(untrusted, { url: '/shop' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const otherProxy = await makeApp({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8' });
    expect(await viaProxy(otherProxy, 'https')).toBeUndefined();

    for (const trust of ['true', '127.0.0.1', 'loopback, 10.1.2.3']) {
      const trusted = await makeApp({ NODE_ENV: 'production', TRUST_PROXY: trust });
      expect(await viaProxy(trusted, 'https')).toBe(hsts);
      expect(await viaProxy(trusted, 'http')).toBeUndefined();
    }

    const development = await makeApp({ NODE_ENV: 'development', TRUST_PROXY: 'true' });
    expect(await viaProxy(development, 'https')).toBeUndefined();

    const forced = await makeApp({ NODE_ENV: 'production', HSTS: 'true' });
    expect((await send(forced, { url: '/shop' })).headers['strict-transport-security']).toBe(hsts);
  });

  it('builds the CSP from the configured origins, never from the Host a client sends', async () => {
    const app = await makeApp({
      SHOP_ORIGINS: 'https://shop.example.com, http://localhost:3000',
      STORE_HOSTS: 'shop.example.ch=ch',
    });
    const evil = await send(app, { url: '/shop', headers: { host: 'evil.example' } });
    const csp = String(evil.headers['content-security-policy']);
    expect(csp).not.toContain('evil.example');
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src '));
    expect(connect).toBe(
      "connect-src 'self' wss://shop.example.com wss://shop.example.ch ws://localhost:3000 ws://shop.example.ch:3000 http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004",
    );
    const own = await send(app, { url: '/shop', headers: { host: 'shop.example.ch' } });
    expect(own.headers['content-security-policy']).toBe(csp);
  });

  it('refuses a TRUST_PROXY or SHOP_ORIGINS it cannot understand', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ SHOP_ORIGINS: 'shop.example.com' })).toThrow(/SHOP_ORIGINS/);
    expect(() => loadConfig({ SHOP_ORIGINS: 'ftp://shop.example.com' })).toThrow(/SHOP_ORIGINS/);
  });
});

describe('/api proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it('strips the prefix, keeps the query and adds the store of the host', async () => {
    const res = await send(app, {
      url: '/api/echo/products?q=gold&limit=2',
      headers: { host: 'de.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const echoed = res.json() as { url: string; headers: Record<string, string> };
    expect(echoed.url).toBe('/echo/products?q=gold&limit=2');
    expect(echoed.headers['x-store-key']).toBe('de');
  });

  it('keeps a store key the client sent and passes bodies through', async () => {
    const res = await send(app, {
      method: 'POST',
      url: '/api/echo',
      headers: { host: 'de.localhost', 'x-store-key': 'ch', 'content-type': 'application/json' },
      payload: { email: 'a@example.com' },
    });
    const echoed = res.json() as { method: string; body: string; headers: Record<string, string> };
    expect(echoed.method).toBe('POST');
    expect(echoed.headers['x-store-key']).toBe('ch');
    expect(JSON.parse(echoed.body)).toEqual({ email: 'a@example.com' });
  });

  it('passes API errors through unchanged', async () => {
    const res = await send(app, { url: '/api/products/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'ResourceNotFoundError' });
  });

  it('answers 503 with Retry-After and the error object while the API is down, pages still served', async () => {
    const offline = await makeApp({ API_URL: await deadUrl() });
    for (const [method, url] of [
      ['GET', '/api/products/search'],
      ['POST', '/api/orders'],
      ['HEAD', '/api/health'],
    ] as const) {
      const res = await send(offline, { method, url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      if (method !== 'HEAD')
        expect(res.json()).toEqual({
          name: 'UnknownError',
          message: 'The service is temporarily unavailable, please try again later',
          code: 'upstream_unavailable',
          statusCode: 503,
        });
    }
    const page = await send(offline, { url: '/shop' });
    expect(page.statusCode).toBe(200);
    expectShellDocument(page.body);
  });

  it('proxies the price WebSocket with cookies and the store key', async () => {
    const server = await makeApp();
    const { port } = server.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/prices/socket?v=1`, {
      headers: { host: `ch.localhost:${port}`, cookie: 'consent=1; ctToken=abc' },
    });
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('message', (data) => {
        messages.push(data.toString());
        if (messages.length === 1) socket.send('ping');
        if (messages.length === 2) resolve();
      });
    });
    socket.close();
    expect(JSON.parse(messages[0] ?? '{}')).toEqual({
      type: 'hello',
      storeKey: 'ch',
      // The session cookies stay at the edge (they travel as Authorization, see session/).
      cookie: 'consent=1',
      origin: null,
      forwardedFor: '127.0.0.1',
      edgeSecret: null,
      url: '/prices/socket?v=1',
    });
    expect(messages[1]).toBe('echo:ping');
  });
});
