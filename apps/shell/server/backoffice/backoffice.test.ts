/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAIL_VIEW_POLICY } from '@shop/api-client/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createShellDist, INDEX_HTML, send, type SendOptions } from '../test-helpers';
import { isStaffApiPath } from './backoffice-host';
import { buildStaffCsp } from './staff-headers';
import { staffSessionCookie } from './staff-session';

const STAFF_INDEX =
  '<!doctype html><html lang="de"><head><title>Back-office</title>' +
  '<script async src="/main.js"></script></head><body><div id="root"></div></body></html>';
const TOKEN = 'staff-token.abc_DEF-123';

interface FakeStaffApi {
  url: string;
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  close: () => Promise<void>;
}

/**
 * The staff part of the API as far as the edge sees it: sign-in (a code of 000000 makes the
 * member enrol first), enrolment, sign-out, `/staff/me` (401 without the token), and
 * `/products/search` standing for any shop call.
 */
async function startFakeStaffApi(): Promise<FakeStaffApi> {
  const requests: FakeStaffApi['requests'] = [];
  const signedIn = {
    status: 'signedIn',
    token: TOKEN,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    idleExpiresAt: new Date(Date.now() + 1800_000).toISOString(),
    me: { id: 'm-1', email: 'owner@example.com', name: 'Owner', locale: 'de', grants: [] },
  };
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      const key = `${req.method} ${req.url}`;
      if (key === 'POST /staff/session') {
        const sent = JSON.parse(body || '{}') as { otp?: string };
        if (sent.otp === '000000')
          return json(200, {
            status: 'enrolmentRequired',
            enrolment: { secret: 'ABC', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' },
          });
        if (sent.otp === '999999')
          return json(401, {
            name: 'OperationNotValidError',
            message: 'Invalid credentials',
            code: 'invalid_credentials',
            statusCode: 401,
          });
        return json(200, signedIn);
      }
      if (key === 'POST /staff/session/enrolment')
        return json(200, { ...signedIn, recoveryCodes: ['a-b-c'] });
      if (key === 'DELETE /staff/session') return res.writeHead(204).end();
      if (key === 'GET /staff/me')
        return req.headers.authorization === `Bearer ${TOKEN}`
          ? json(200, signedIn.me)
          : json(401, {
              name: 'OperationNotValidError',
              message: 'Staff session expired',
              code: 'staff_session_expired',
              statusCode: 401,
            });
      return json(200, { url: req.url });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let shellDist: ReturnType<typeof createShellDist>;
let staffDist: string;
let api: FakeStaffApi;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  shellDist = createShellDist();
  staffDist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(staffDist, { recursive: true });
  writeFileSync(join(staffDist, 'index.html'), STAFF_INDEX);
  writeFileSync(join(staffDist, 'main.js'), 'console.log("back-office host");\n');
  api = await startFakeStaffApi();
  app = await buildApp(
    loadConfig({
      SHELL_DIST: shellDist.dir,
      BACKOFFICE_DIST: staffDist,
      API_URL: api.url,
      SSR: 'false',
      REMOTE_BACKOFFICE_URL: 'http://localhost:3005/mf-manifest.json',
      // The edge's own maintenance poll would count among the calls this API receives.
      MAINTENANCE_POLL_MS: '0',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await api.close();
  shellDist.cleanup();
  rmSync(staffDist, { recursive: true, force: true });
});

const staffHost = () => `backoffice.localhost:${port}`;
const staffOrigin = () => `http://${staffHost()}`;

function atStaff(options: SendOptions) {
  return send(app, { ...options, headers: { host: staffHost(), ...options.headers } });
}
function atShop(options: SendOptions) {
  return send(app, { ...options, headers: { host: `localhost:${port}`, ...options.headers } });
}
/** A sign-in from the back-office page (its Origin), or from `origin` (null: none). */
const signIn = (otp = '123456', origin: string | null = staffOrigin()) =>
  atStaff({
    method: 'POST',
    url: '/api/staff/session',
    headers: { 'content-type': 'application/json', ...(origin === null ? {} : { origin }) },
    payload: { email: 'owner@example.com', password: 'secret', otp },
  });
const setCookieOf = (headers: IncomingHttpHeaders) => headers['set-cookie'] ?? [];

describe('the back-office host', () => {
  it('serves its own page for every path, never the shop’s document', async () => {
    for (const url of ['/', '/audit', '/orders/42?state=open']) {
      const res = await atStaff({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toBe(STAFF_INDEX);
      expect(res.body).not.toBe(INDEX_HTML);
    }
    expect((await atStaff({ url: '/main.js' })).body).toContain('back-office host');
    // The shop's build is not served there, nor a missing asset as the page.
    expect((await atStaff({ url: `/css/app.0a1b2c3d4e5f.css` })).statusCode).toBe(404);
    expect((await atShop({ url: '/' })).body).not.toContain('Back-office');
  });

  it('names only the back-office remote to its page, and the shop’s remotes to the shop', async () => {
    const staff = (await atStaff({ url: '/remotes.json' })).json();
    expect(staff).toEqual({ backoffice: 'http://localhost:3005/mf-manifest.json' });
    const shop = (await atShop({ url: '/remotes.json' })).json() as Record<string, string>;
    expect(Object.keys(shop).sort()).toEqual(['account', 'catalog', 'checkout', 'content']);
  });

  it('sends its own strict CSP, never framed and never indexed', async () => {
    const res = await atStaff({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(
      buildStaffCsp(['http://localhost:3005'], loadConfig({ API_URL: api.url }).shopOrigins),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    // It frames the shop's own pages only: the content editor's draft preview.
    expect(csp).toMatch(/frame-src 'self' http:\/\/localhost:\d+ [^;]*http:\/\/at\.localhost:\d+/);
    expect(csp).not.toMatch(/frame-src[^;]*backoffice/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' http://localhost:3005;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/ws:|localhost:300[1-4]/);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The shop keeps its own policy.
    const shop = await atShop({ url: '/' });
    expect(shop.headers['content-security-policy']).not.toBe(csp);
    expect(shop.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the content editor’s preview frame on to the store’s shop page, nowhere else', async () => {
    const res = await atStaff({
      url: '/content-preview?store=ch&url=%2Fueber-uns%3Fpreview%3Dab.cd',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/ch\.localhost:\d+\/ueber-uns\?preview=ab\.cd$/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const query of [
      'store=ch&url=%2F%2Fevil.example%3Fpreview%3Dab.cd',
      'store=ch&url=https%3A%2F%2Fevil.example%2F%3Fpreview%3Dab.cd',
      'store=ch&url=%2Fueber-uns',
      'store=xx&url=%2Fueber-uns%3Fpreview%3Dab.cd',
    ]) {
      const refused = await atStaff({ url: `/content-preview?${query}` });
      expect([query, refused.statusCode]).toEqual([query, 400]);
    }
    expect(
      (await atShop({ url: '/content-preview?store=ch&url=%2F%3Fpreview%3Dab.cd' })).statusCode,
    ).toBe(404);
  });

  it('lets only the back-office frame a shop page with a preview token, uncached', async () => {
    const res = await atShop({ url: '/?preview=ab.cd' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors http:\/\/backoffice\.localhost:\d+(;|$)/);
    expect(csp).not.toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const plain = await atShop({ url: '/' });
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets only its own page frame a mail of the outbox, under the mail’s own policy', async () => {
    const mail = await atStaff({
      url: '/api/staff/outbox/00000000-0000-4000-8000-0000000000c1/html',
    });
    expect(mail.headers['content-security-policy']).toBe(MAIL_VIEW_POLICY);
    expect(mail.headers['x-frame-options']).toBe('SAMEORIGIN');
    const message = await atStaff({
      url: '/api/staff/outbox/00000000-0000-4000-8000-0000000000c1',
    });
    expect(message.headers['x-frame-options']).toBe('DENY');
    expect(String(message.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('proxies only the staff API; shop calls, the socket and the shop’s files answer 404', async () => {
    for (const url of [
      '/api/products/search',
      '/api/staff/../products/search',
      '/api/staff/%2e%2e/products/search',
      '/api/prices/socket',
      '/api/dev/outbox',
      '/store.json',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const res = await atStaff({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(api.requests.filter((r) => !r.url.startsWith('/staff'))).toEqual([]);
    // The catalogue's pictures, which the product page shows, are read there; nothing else.
    expect((await atStaff({ url: '/api/products/images/GB-HER-1G.svg' })).statusCode).not.toBe(404);
    expect(api.requests.map((r) => r.url)).toContain('/products/images/GB-HER-1G.svg');
    for (const url of ['/api/products/images/../search', '/api/products/images']) {
      const res = await atStaff({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const write = await atStaff({ method: 'POST', url: '/api/products/pictures/x.webp' });
    expect(write.statusCode).toBe(404);
  });

  it('keeps the sign-in token in a host-only, HttpOnly, strict cookie and out of the body', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body.status).toBe('signedIn');
    expect(body).not.toHaveProperty('token');
    expect(res.body).not.toContain(TOKEN);
    const [cookie, ...others] = setCookieOf(res.headers);
    expect(others).toEqual([]);
    expect(cookie).toMatch(
      new RegExp(`^staffSession=${TOKEN}; Path=/; HttpOnly; SameSite=Strict; Max-Age=(\\d+)$`),
    );
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie!)![1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(cookie).not.toMatch(/Domain/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure on https', () => {
    const cookie = staffSessionCookie(
      TOKEN,
      '2026-01-01T12:00:00.000Z',
      true,
      Date.parse('2026-01-01T11:00:00.000Z'),
    );
    expect(cookie).toBe(
      `staffSession=${TOKEN}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=3600`,
    );
  });

  it('answers an enrolment step without a cookie, and the enrolment with one and the codes', async () => {
    const step = await signIn('000000');
    expect((step.json() as { status: string }).status).toBe('enrolmentRequired');
    expect(step.headers['set-cookie']).toBeUndefined();
    const enrolled = await atStaff({
      method: 'POST',
      url: '/api/staff/session/enrolment',
      headers: { 'content-type': 'application/json', origin: staffOrigin() },
      payload: { email: 'owner@example.com', password: 'secret', otp: '123456' },
    });
    expect(enrolled.json()).toMatchObject({ status: 'signedIn', recoveryCodes: ['a-b-c'] });
    expect(enrolled.body).not.toContain(TOKEN);
    expect(setCookieOf(enrolled.headers)[0]).toMatch(/^staffSession=staff-token/);
  });

  it('adds the Bearer token from the cookie and passes no other cookie or Authorization', async () => {
    api.requests.length = 0;
    const res = await atStaff({
      url: '/api/staff/me',
      headers: {
        cookie: `ctToken=customer-token; staffSession=${TOKEN}; lang=en`,
        authorization: 'Bearer forged',
      },
    });
    expect(res.statusCode).toBe(200);
    const [call] = api.requests;
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('clears the cookie on a 401 of the API and on sign-out', async () => {
    const expired = await atStaff({
      url: '/api/staff/me',
      headers: { cookie: 'staffSession=old' },
    });
    expect(expired.statusCode).toBe(401);
    expect((expired.json() as { code: string }).code).toBe('staff_session_expired');
    expect(setCookieOf(expired.headers)).toEqual([
      'staffSession=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    ]);
    const failed = await signIn('999999');
    expect(failed.statusCode).toBe(401);
    expect(setCookieOf(failed.headers)[0]).toMatch(/^staffSession=; .*Max-Age=0$/);
    const out = await atStaff({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { cookie: `staffSession=${TOKEN}`, origin: staffOrigin() },
    });
    expect(out.statusCode).toBe(204);
    expect(setCookieOf(out.headers)[0]).toMatch(/^staffSession=; .*Max-Age=0$/);
  });

  it('refuses a write from another origin or without one, before the API is asked', async () => {
    api.requests.length = 0;
    for (const origin of [`http://localhost:${port}`, 'https://evil.example', null]) {
      const res = await signIn('123456', origin);
      expect([origin, res.statusCode]).toEqual([origin, 403]);
      expect((res.json() as { code: string }).code).toBe('origin_not_allowed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(api.requests).toEqual([]);
  });
});

describe('the shop’s hosts', () => {
  it('answer 404 for the staff API in any spelling, and never set the staff cookie', async () => {
    api.requests.length = 0;
    for (const url of [
      '/api/staff/session',
      '/api/staff/me',
      '/api//staff/me',
      '/api/Staff/me',
      '/api/staff',
      '/api/x/../staff/me',
    ]) {
      const res = await atShop({
        method: url === '/api/staff/session' ? 'POST' : 'GET',
        url,
        headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
        ...(url === '/api/staff/session' ? { payload: { email: 'a@b.c', password: 'x' } } : {}),
      });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(api.requests).toEqual([]);
  });

  it('tell staff paths apart loosely', () => {
    expect(isStaffApiPath('/api/staff/me')).toBe(true);
    expect(isStaffApiPath('/api/staff')).toBe(true);
    expect(isStaffApiPath('/api/%53taff/me')).toBe(true);
    expect(isStaffApiPath('/api/staffing')).toBe(false);
    expect(isStaffApiPath('/api/staff/../orders')).toBe(false);
    expect(isStaffApiPath('/staff/me')).toBe(false);
  });
});

describe('BACKOFFICE_HOST', () => {
  it('defaults to backoffice.localhost and refuses a shop host or a port', () => {
    expect(loadConfig({}).backofficeHost).toBe('backoffice.localhost');
    expect(loadConfig({ BACKOFFICE_HOST: 'Staff.Example.com' }).backofficeHost).toBe(
      'staff.example.com',
    );
    expect(() => loadConfig({ BACKOFFICE_HOST: 'de.localhost' })).toThrow('BACKOFFICE_HOST');
    expect(() => loadConfig({ BACKOFFICE_HOST: 'backoffice.localhost:3000' })).toThrow(
      'BACKOFFICE_HOST',
    );
  });
});
