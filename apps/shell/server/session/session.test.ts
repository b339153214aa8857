/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createShellDist, deadUrl, send, type SendOptions } from '../test-helpers';
import {
  BROKEN_LOGIN_EMAIL,
  customer,
  REVOKED_REFRESH_TOKEN,
  startFakeTokenApi,
  type FakeTokenApi,
} from './fake-token-api';

let dist: ReturnType<typeof createShellDist>;
let api: FakeTokenApi;
let app: FastifyInstance;
let port: number;
const apps: FastifyInstance[] = [];

async function makeApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const made = await buildApp(loadConfig({ SHELL_DIST: dist.dir, API_URL: api.url, ...env }));
  apps.push(made);
  await made.listen({ port: 0, host: '127.0.0.1' });
  return made;
}

beforeAll(async () => {
  dist = createShellDist();
  api = await startFakeTokenApi();
  app = await makeApp();
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await api.close();
  dist.cleanup();
});

const MAX_AGE = 30 * 24 * 3600;
const tokenAttributes = `Max-Age=${MAX_AGE}; Path=/; HttpOnly; Secure; SameSite=Lax`;
const readableAttributes = `Max-Age=${MAX_AGE}; Path=/; Secure; SameSite=Lax`;
const sessionNames = ['ctToken', 'ctRefreshToken', 'ctUserId', 'ctTokenExpiresAt', 'ctTokenLevel'];

/** Set-Cookie values by cookie name: value and the attributes exactly as sent. */
function setCookies(headers: { 'set-cookie'?: string[] }) {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = '', ...attributes] = line.split('; ');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq), {
      value: pair.slice(eq + 1),
      attributes: attributes.join('; '),
    });
  }
  return cookies;
}

function expectCleared(headers: { 'set-cookie'?: string[] }) {
  const cookies = setCookies(headers);
  expect([...cookies.keys()].sort()).toEqual([...sessionNames].sort());
  for (const name of sessionNames) {
    const httpOnly = name === 'ctToken' || name === 'ctRefreshToken' ? ' HttpOnly;' : '';
    expect(cookies.get(name)).toEqual({
      value: '',
      attributes: `Max-Age=0; Path=/;${httpOnly} Secure; SameSite=Lax`,
    });
  }
}

/** The shop's own page on at.localhost, as a browser sends it. */
const ownPage = () => ({
  host: `at.localhost:${port}`,
  origin: `http://at.localhost:${port}`,
  'content-type': 'application/json',
});

const session = 'ctToken=tok.en; ctRefreshToken=refresh.cookie; ctUserId=u-1; ctTokenLevel=User';

function call(options: SendOptions) {
  return send(app, options);
}

describe('token answers become cookies', () => {
  it('stores an anonymous session and hands the page only the public token data', async () => {
    const res = await call({
      url: '/api/admin/customers/anonymous',
      headers: { host: `at.localhost:${port}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toEqual({
      ownerId: expect.stringMatching(/^anon-/),
      expiresAt: '2030-01-02T03:04:05.000Z',
      level: 'Anonymous',
    });
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();

    const cookies = setCookies(res.headers);
    expect([...cookies.keys()]).toEqual(sessionNames);
    expect(cookies.get('ctToken')).toEqual({
      value: expect.stringMatching(/^access\.\d+\.x-_~\+\/=$/),
      attributes: tokenAttributes,
    });
    expect(cookies.get('ctRefreshToken')).toEqual({
      value: expect.stringMatching(/^refresh\.\d+$/),
      attributes: tokenAttributes,
    });
    expect(cookies.get('ctUserId')).toEqual({
      value: body.ownerId,
      attributes: readableAttributes,
    });
    expect(cookies.get('ctTokenExpiresAt')).toEqual({
      value: '2030-01-02T03:04:05.000Z',
      attributes: readableAttributes,
    });
    expect(cookies.get('ctTokenLevel')).toEqual({
      value: 'Anonymous',
      attributes: readableAttributes,
    });
    // The edge asked for an answer it can read.
    expect(api.last('/admin/customers/anonymous')?.headers['accept-encoding']).toBeUndefined();
  });

  it('stores a signed-in session on login and keeps the customer in the answer', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/customers/login',
      headers: ownPage(),
      payload: { email: customer.email, password: 'Secret123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ownerId: customer.id,
      expiresAt: '2030-01-02T03:04:05.000Z',
      level: 'User',
      customer,
    });
    expect(res.body).not.toMatch(/accessToken|refreshToken|access\.|refresh\./);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const cookies = setCookies(res.headers);
    expect(cookies.get('ctTokenLevel')?.value).toBe('User');
    expect(cookies.get('ctUserId')?.value).toBe(customer.id);
    expect(cookies.get('ctToken')?.attributes).toBe(tokenAttributes);
    expect(JSON.parse(api.last('/customers/login')?.body ?? '')).toEqual({
      email: customer.email,
      password: 'Secret123',
    });
  });

  it('gives the cookies the configured life, within what browsers keep', async () => {
    const weekly = await makeApp({ SESSION_COOKIE_MAX_AGE: String(7 * 24 * 3600) });
    const res = await send(weekly, { url: '/api/admin/customers/anonymous' });
    for (const { attributes } of setCookies(res.headers).values())
      expect(attributes).toMatch(/^Max-Age=604800; /);
    expect(() => loadConfig({ SESSION_COOKIE_MAX_AGE: String(401 * 24 * 3600) })).toThrow(
      /SESSION_COOKIE_MAX_AGE/,
    );
  });

  it.each([
    '/api/customers//login/',
    '/api/Customers/LOGIN',
    '/api/customers/login;v=1',
    '/api/customers/%6Cogin',
  ])('takes the tokens out of %s too', async (url) => {
    const res = await call({
      method: 'POST',
      url,
      headers: ownPage(),
      payload: { email: customer.email, password: 'Secret123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/accessToken|refreshToken/);
    expect(setCookies(res.headers).get('ctTokenLevel')?.value).toBe('User');
  });

  it('never passes on a token answer it cannot check', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/customers/login',
      headers: ownPage(),
      payload: { email: BROKEN_LOGIN_EMAIL, password: 'Secret123' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      name: 'UnknownError',
      message: expect.any(String),
      code: 'invalid_response',
      statusCode: 502,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never passes on a token answer it cannot read (compressed against its request)', async () => {
    const compressing = await startFakeTokenApi({ gzip: true });
    try {
      const res = await send(await makeApp({ API_URL: compressing.url }), {
        url: '/api/admin/customers/anonymous',
      });
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 'invalid_response' });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await compressing.close();
    }
  });
});

describe('the anonymous session call', () => {
  const anonymous = (headers: Record<string, string>) =>
    call({
      url: '/api/admin/customers/anonymous',
      headers: { host: `at.localhost:${port}`, ...headers },
    });
  /** What Chromium sends for a link on another site, and for its <img src>. */
  const crossSiteLink = {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  };
  const crossSiteImage = {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'no-cors',
    'sec-fetch-dest': 'image',
  };
  const ownFetch = {
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
  };

  it.each([
    ['a link on another site', crossSiteLink],
    ['a picture on another site', crossSiteImage],
    [
      'the address typed or bookmarked',
      {
        ...ownFetch,
        'sec-fetch-site': 'none',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    ],
    ['a fetch with a foreign Origin', { ...ownFetch, origin: 'http://evil.example' }],
  ])(
    'never signs a customer out through %s: 403, no cookies, no API call',
    async (_case, headers) => {
      const before = api.received.length;
      const res = await anonymous({ ...headers, cookie: session });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'origin_not_allowed', statusCode: 403 });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(api.received.length).toBe(before);
    },
  );

  it('never replaces a signed-in session, even for a client without Fetch Metadata', async () => {
    const before = api.received.length;
    for (const headers of [ownFetch, {}]) {
      const res = await anonymous({ ...headers, cookie: session });
      expect(res.statusCode).toBe(409);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        name: 'OperationNotValidError',
        message: expect.any(String),
        code: 'session_exists',
        statusCode: 409,
        reason: 'session',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(api.received.length).toBe(before);
  });

  it("issues a session to the shop's own fetch, over a guest's or an ended one", async () => {
    for (const cookie of ['', 'ctTokenLevel=Anonymous; ctRefreshToken=r', 'ctTokenLevel=User']) {
      const res = await anonymous({ ...ownFetch, ...(cookie ? { cookie } : {}) });
      expect(res.statusCode).toBe(200);
      expect(setCookies(res.headers).get('ctTokenLevel')?.value).toBe('Anonymous');
    }
  });
});

describe('refresh', () => {
  it('fills in the refresh token from its cookie and stores the new session', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/customers/refresh-token',
      headers: { ...ownPage(), cookie: session },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object).sort()).toEqual(['expiresAt', 'level', 'ownerId']);
    const upstream = api.last('/admin/customers/refresh-token');
    expect(JSON.parse(upstream?.body ?? '')).toEqual({ refreshToken: 'refresh.cookie' });
    expect(upstream?.headers['content-type']).toBe('application/json');
    expect(upstream?.headers['content-length']).toBe(String(upstream?.body.length));
    expect(upstream?.headers.cookie).toBeUndefined();
    const cookies = setCookies(res.headers);
    expect(cookies.get('ctRefreshToken')?.value).toMatch(/^refresh\.\d+$/);
    expect(cookies.get('ctRefreshToken')?.value).not.toBe('refresh.cookie');
  });

  it('answers 401 session_expired itself when there is no refresh cookie, and clears the rest', async () => {
    const before = api.received.length;
    const res = await call({
      method: 'POST',
      url: '/api/admin/customers/refresh-token',
      headers: { ...ownPage(), cookie: 'ctToken=tok.en; ctTokenLevel=User' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      name: 'OperationNotValidError',
      message: expect.any(String),
      code: 'session_expired',
      statusCode: 401,
      reason: 'unauthorized',
    });
    expectCleared(res.headers);
    expect(api.received.length).toBe(before);
  });

  it("passes on a program's own refresh token, and refuses a body no refresh call has", async () => {
    const own = await call({
      method: 'POST',
      url: '/api/admin/customers/refresh-token',
      headers: { 'content-type': 'application/json' },
      payload: { refreshToken: 'refresh.own' },
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.parse(api.last('/admin/customers/refresh-token')?.body ?? '')).toEqual({
      refreshToken: 'refresh.own',
    });

    const huge = await call({
      method: 'POST',
      url: '/api/admin/customers/refresh-token',
      headers: { ...ownPage(), cookie: session },
      payload: { padding: 'x'.repeat(5000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'invalid_request', statusCode: 413 });
  });

  it('clears the cookies and passes the error through when the API refuses the token', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/customers/refresh-token',
      headers: { ...ownPage(), cookie: `ctRefreshToken=${REVOKED_REFRESH_TOKEN}` },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'refresh_token_reused', statusCode: 401 });
    expectCleared(res.headers);
  });
});

describe('logout', () => {
  it('forwards the call with the Bearer token and clears all five cookies', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/customers/logout',
      headers: { ...ownPage(), cookie: session },
    });
    expect(res.statusCode).toBe(204);
    expect(api.last('/customers/logout')?.headers.authorization).toBe('Bearer tok.en');
    expectCleared(res.headers);
  });

  it('clears the cookies whatever the API answered, even when it is unreachable', async () => {
    const refusing = await startFakeTokenApi({ logoutStatus: 401 });
    const offline = await makeApp({ API_URL: await deadUrl() });
    try {
      const refused = await send(await makeApp({ API_URL: refusing.url }), {
        method: 'POST',
        url: '/api/customers/logout',
        headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
      });
      expect(refused.statusCode).toBe(401);
      expectCleared(refused.headers);

      const down = await send(offline, {
        method: 'POST',
        url: '/api/customers/logout',
        headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
      });
      expect(down.statusCode).toBe(503);
      expectCleared(down.headers);
    } finally {
      await refusing.close();
    }
  });
});

describe('calls to the API', () => {
  it('carry the session as a Bearer token, not as cookies', async () => {
    const res = await call({
      url: '/api/customers/me',
      headers: { cookie: `lang=en; ${session}; consent=C0001` },
    });
    expect(res.statusCode).toBe(200);
    const upstream = api.last('/customers/me');
    expect(upstream?.headers.authorization).toBe('Bearer tok.en');
    expect(upstream?.headers.cookie).toBe('lang=en; consent=C0001');
  });

  it("keep a client's own Authorization header", async () => {
    await call({
      url: '/api/customers/me',
      headers: { authorization: 'Bearer own', cookie: session },
    });
    expect(api.last('/customers/me')?.headers.authorization).toBe('Bearer own');
  });

  it('send no Authorization without a session, nor for a malformed token cookie', async () => {
    await call({ url: '/api/customers/me' });
    expect(api.last('/customers/me')?.headers.authorization).toBeUndefined();
    await call({ url: '/api/customers/me', headers: { cookie: 'ctToken=a,b' } });
    expect(api.last('/customers/me')?.headers.authorization).toBeUndefined();
  });

  it('name the client address and the host the edge saw, whatever the client claimed', async () => {
    await call({
      url: '/api/customers/me',
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    const upstream = api.last('/customers/me');
    expect(upstream?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(upstream?.headers['x-forwarded-proto']).toBe('http');
    // The host this test asked at, which the edge serves.
    expect(upstream?.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

describe('the price socket', () => {
  function open(headers: Record<string, string>, origin?: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/prices/socket`, {
      headers,
      ...(origin ? { origin } : {}),
    });
    return new Promise<string>((resolve, reject) => {
      socket.on('message', (data) => {
        socket.close();
        resolve(data.toString());
      });
      socket.on('unexpected-response', (_request, response) => {
        socket.terminate();
        resolve(`refused ${response.statusCode}`);
      });
      socket.on('error', reject);
    });
  }

  it('carries the session as a Bearer token in the handshake', async () => {
    const result = await open(
      { host: `at.localhost:${port}`, cookie: `${session}; lang=de` },
      `http://at.localhost:${port}`,
    );
    expect(result).toBe('hello');
    const handshake = api.received.filter((r) => r.method === 'UPGRADE').at(-1);
    expect(handshake?.headers.authorization).toBe('Bearer tok.en');
    expect(handshake?.headers.cookie).toBe('lang=de');
    expect(handshake?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('stays closed to foreign origins', async () => {
    const before = api.received.length;
    expect(
      await open({ host: `at.localhost:${port}`, cookie: session }, 'http://evil.example'),
    ).toBe('refused 403');
    expect(await open({ host: `at.localhost:${port}` }, `http://at.localhost:${port + 1}`)).toBe(
      'refused 403',
    );
    expect(api.received.length).toBe(before);
  });
});

describe('cross-site writes', () => {
  const write = (headers: Record<string, string>, method = 'POST') =>
    call({
      method,
      url: '/api/customers/me/echo',
      // Node frames no DELETE body by itself, hence the explicit length.
      headers: {
        host: `at.localhost:${port}`,
        'content-type': 'application/json',
        'content-length': '7',
        ...headers,
      },
      payload: { x: 1 },
    });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a %s with the session from a foreign origin',
    async (method) => {
      const before = api.received.length;
      const res = await write({ cookie: session, origin: 'http://evil.example' }, method);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        name: 'OperationNotValidError',
        message: 'Origin not allowed: http://evil.example',
        code: 'origin_not_allowed',
        statusCode: 403,
        reason: 'origin',
      });
      expect(api.received.length).toBe(before);
    },
  );

  it.each([
    ['another port', () => `http://at.localhost:${port + 1}`],
    ['another scheme', () => `https://at.localhost:${port}`],
    ['a host outside the store map', () => `http://127.0.0.1:${port}`],
    ['an opaque origin', () => 'null'],
  ])('refuses %s', async (_case, origin) => {
    const res = await write({ cookie: session, origin: origin() });
    expect(res.statusCode).toBe(403);
  });

  it("passes writes from the shop's pages, on every store host", async () => {
    for (const host of ['at.localhost', 'de.localhost', 'localhost']) {
      const res = await write({ cookie: session, origin: `http://${host}:${port}` });
      expect(res.statusCode).toBe(200);
    }
  });

  it('without Origin, asks Sec-Fetch-Site when the session is carried', async () => {
    expect((await write({ cookie: session, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ cookie: session, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await write({ cookie: session })).statusCode).toBe(403);
    expect((await write({ cookie: session, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect((await write({ cookie: session, 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    // A program without cookies is not a browser acting for someone.
    expect((await write({})).statusCode).toBe(200);
  });

  it('refuses a foreign login even without a session (no logging in someone else)', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/customers/login',
      headers: { ...ownPage(), origin: 'http://evil.example' },
      payload: { email: customer.email, password: 'Secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never refuses reads', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const res = await call({
        method,
        url: '/api/customers/me',
        headers: { cookie: session, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('trusts https from a proxy in front only when configured to', async () => {
    const overHttps: SendOptions = {
      method: 'POST',
      url: '/api/customers/me/echo',
      headers: {
        host: 'at.localhost',
        'x-forwarded-proto': 'https',
        origin: 'https://at.localhost',
        cookie: session,
      },
    };
    const behindProxy = await makeApp({ TRUST_PROXY: 'true' });
    expect((await send(behindProxy, overHttps)).statusCode).toBe(200);
    expect((await call(overHttps)).statusCode).toBe(403);
  });
});
