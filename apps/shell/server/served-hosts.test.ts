/** @jest-environment node */
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { edgeError, JSON_TYPE } from './edge-errors';
import { hostnameOf } from './served-hosts';
import { edgeTestbed, parseRawResponse, send, sendRaw } from './test-helpers';

describe('hostnameOf', () => {
  it.each([
    ['shop.example.ch', 'shop.example.ch'],
    ['Shop.Example.CH:443', 'shop.example.ch'],
    ['localhost.:3000', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['evil.example:999999', null],
    ['evil.example@localhost', null],
    ['localhost/evil', null],
    ['a b', null],
    ['.localhost', null],
    ['', null],
  ])('%s -> %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe('the hosts of the configuration', () => {
  it('are SHOP_ORIGINS as written, then the store hosts on the first one', () => {
    const config = loadConfig({
      SHOP_ORIGINS: 'https://shop.example.at, http://localhost:3000',
      STORE_HOSTS: 'shop.example.at=at,shop.example.de=de,localhost=at',
    });
    expect(config.primaryOrigin).toBe('https://shop.example.at');
    expect(Object.fromEntries(config.hostOrigins)).toEqual({
      'shop.example.at': 'https://shop.example.at',
      'shop.example.de': 'https://shop.example.de',
      localhost: 'http://localhost:3000',
      '127.0.0.1': 'http://localhost:3000',
      '[::1]': 'http://localhost:3000',
    });
  });

  it('leave the loopback addresses out where the shop is not served at localhost', () => {
    const config = loadConfig({
      SHOP_ORIGINS: 'https://shop.example.at',
      STORE_HOSTS: 'shop.example.at=at',
    });
    expect([...config.hostOrigins.keys()]).toEqual(['shop.example.at']);
  });

  it('refuse a SHOP_ORIGINS without an origin', () => {
    expect(() => loadConfig({ SHOP_ORIGINS: ' , ' })).toThrow(/SHOP_ORIGINS/);
  });
});

const NOT_SERVED = 'The shop is not served at this host';

describe('requests to a host the shop is not served at', () => {
  const bed = edgeTestbed();
  const production = {
    SHOP_ORIGINS: 'https://shop.example.at',
    STORE_HOSTS: 'shop.example.at=at,shop.example.ch=ch',
  };

  it.each(['/suche', '/', '/api/health', '/store.json', '/robots.txt', '/main.js', '/gibts-nicht'])(
    'get 421 with the error object and no page: %s',
    async (url) => {
      const app = await bed.makeApp();
      const res = await send(app, { url, headers: { host: 'evil.example' } });
      expect([res.statusCode, res.headers['content-type']]).toEqual([421, JSON_TYPE]);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.json()).toEqual(edgeError(421, { code: 'host_not_served', message: NOT_SERVED }));
    },
  );

  it('are refused before the API or a page is asked', async () => {
    const app = await bed.makeApp();
    const before = bed.api.requests.length;
    await send(app, { url: '/api/echo', headers: { host: 'evil.example' } });
    await send(app, { url: '/ueber-uns', headers: { host: 'evil.example' } });
    expect(bed.api.requests.length).toBe(before);
  });

  it('get 421 also where an error comes before routing (an undecodable page URL)', async () => {
    const app = await bed.makeApp();
    const res = parseRawResponse(
      await sendRaw(
        app,
        'GET /%E0%A4%A HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(res.status).toBe(421);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'host_not_served' });
  });

  it('get 421 for a price socket handshake', async () => {
    const app = await bed.makeApp();
    const { port } = app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/prices/socket`, {
        headers: { host: 'evil.example' },
      });
      socket.on('unexpected-response', (_request, response) => {
        socket.terminate();
        resolve(response.statusCode ?? 0);
      });
      socket.on('open', () => reject(new Error('opened')));
      socket.on('error', reject);
    });
    expect(status).toBe(421);
  });

  it('still answer /healthz: probes ask at the instance address', async () => {
    const app = await bed.makeApp(production);
    const res = await send(app, { url: '/healthz', headers: { host: '10.1.2.3:3000' } });
    expect(res.statusCode).toBe(200);
  });

  it('include the loopback addresses where the shop is not served at localhost', async () => {
    const app = await bed.makeApp(production);
    expect((await send(app, { url: '/shop' })).statusCode).toBe(421);
    expect(
      (await send(app, { url: '/shop', headers: { host: 'shop.example.ch' } })).statusCode,
    ).toBe(200);
  });

  it('include a forwarded host unless TRUST_PROXY trusts it and it is configured', async () => {
    const forwarded = (host: string) => ({ host: 'shop.example.at', 'x-forwarded-host': host });
    const direct = await bed.makeApp(production);
    const untrusted = await send(direct, { url: '/shop', headers: forwarded('shop.example.ch') });
    expect(untrusted.body).toContain('<link rel="canonical" href="https://shop.example.at/shop"');

    const behindProxy = await bed.makeApp({ ...production, TRUST_PROXY: '127.0.0.1' });
    const trusted = await send(behindProxy, {
      url: '/shop',
      headers: forwarded('shop.example.ch'),
    });
    expect(trusted.body).toContain('<link rel="canonical" href="https://shop.example.ch/shop"');
    const foreign = await send(behindProxy, { url: '/shop', headers: forwarded('evil.example') });
    expect(foreign.statusCode).toBe(421);
  });
});

describe('pages of a configured host', () => {
  const bed = edgeTestbed();

  it('name the configured origin in canonical, hreflang and og:url, whatever the Host spelled', async () => {
    const app = await bed.makeApp({
      SHOP_ORIGINS: 'https://shop.example.ch',
      STORE_HOSTS: 'shop.example.ch=ch',
    });
    const res = await send(app, { url: '/suche', headers: { host: 'SHOP.example.ch.:8443' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example.ch/suche"');
    expect(res.body).toContain('hreflang="en" href="https://shop.example.ch/en/search"');
    expect(res.body).toContain('<meta property="og:url" content="https://shop.example.ch/suche"');
    expect(res.body).toContain('content="de_CH"');
    expect(res.body).not.toMatch(/8443|SHOP\.example/);
  });

  it('answer the local tools at the loopback address as localhost', async () => {
    const app = await bed.makeApp();
    const res = await send(app, { url: '/suche' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/suche"');
    const store = await send(app, { url: '/store.json', headers: { host: '[::1]:3000' } });
    expect(store.json()).toMatchObject({ store: 'at' });
  });
});
