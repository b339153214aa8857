import { expect, test } from '../support/test';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/**
 * What an outside probe found at the edge, asked the way the probe asked: raw HTTP where a
 * browser or Playwright's client would normalise the request away.
 */

const errorNames = [
  'ResourceNotFoundError',
  'OperationNotValidError',
  'RepositoryError',
  'UnknownError',
];

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function edgePort(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? 'http://localhost:3000').port || 80);
}

/** One request over its own connection, path and headers exactly as given. */
function raw(
  baseURL: string | undefined,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: edgePort(baseURL), method, path, headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('upgrade', () => reject(new Error(`${path} was upgraded`)));
    req.on('error', reject);
    req.end();
  });
}

function expectErrorObject(answer: RawAnswer, status: number): Record<string, unknown> {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(errorNames).toContain(body.name);
  expect(body).toMatchObject({
    statusCode: status,
    message: expect.any(String),
    code: expect.any(String),
  });
  return body;
}

const socketHandshake = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
  'sec-websocket-version': '13',
};

test.describe('price socket through the edge', () => {
  test('refuses a page of another site at the handshake with 403', async ({ baseURL }) => {
    const answer = await raw(baseURL, '/api/prices/socket', {
      headers: { ...socketHandshake, origin: 'http://evil.example' },
    });
    const body = expectErrorObject(answer, 403);
    expect(body).toMatchObject({ name: 'OperationNotValidError', code: 'origin_not_allowed' });
  });

  test("opens for the shop's own page and stays shut for another origin's", async ({
    page,
    baseURL,
  }) => {
    const base = new URL(baseURL ?? 'http://localhost:3000');
    const socketUrl = `ws://localhost:${base.port}/api/prices/socket`;
    const tryOpen = (url: string) =>
      page.evaluate(
        (target) =>
          new Promise<string>((resolve) => {
            // A CSP block would also end in 1006; it must not be what refuses the socket.
            document.addEventListener('securitypolicyviolation', () => resolve('blocked by CSP'));
            const socket = new WebSocket(target);
            socket.onmessage = (event) => {
              resolve(`message:${JSON.parse(String(event.data)).type}`);
              socket.close();
            };
            socket.onclose = (event) => resolve(`closed:${event.code}`);
          }),
        url,
      );

    await page.goto(`http://localhost:${base.port}/remotes.json`);
    expect(await tryOpen(socketUrl)).toBe('message:Hello');

    // Same edge, another origin: 127.0.0.1 is not one of the shop's origins.
    await page.goto(`http://127.0.0.1:${base.port}/remotes.json`);
    expect(await tryOpen(socketUrl)).toBe('closed:1006');
  });
});

test.describe('redirects stay on the site', () => {
  for (const path of [
    '/\\/evil.example/',
    '//evil.example/',
    '/%2F%2Fevil.example/',
    '/%5C/evil.example/',
  ]) {
    test(`GET ${path}`, async ({ baseURL }) => {
      const answer = await raw(baseURL, path);
      expect(answer.status).toBe(301);
      const location = String(answer.headers.location);
      const shop = new URL(baseURL ?? 'http://localhost:3000').origin;
      expect(new URL(location, shop).origin).toBe(shop);
      expect(new URL(decodeURIComponent(location), shop).origin).toBe(shop);
    });
  }
});

test.describe('every error of the edge is the error object', () => {
  test('unknown methods under /api: 405 with Allow', async ({ baseURL }) => {
    const answer = await raw(baseURL, '/api/health', { method: 'PROPFIND' });
    expectErrorObject(answer, 405);
    expect(answer.headers.allow).toContain('GET');
  });

  test('the price socket asked without an upgrade', async ({ baseURL }) => {
    const answer = await raw(baseURL, '/api/prices/socket');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectErrorObject(answer, answer.status);
  });

  test('an undecodable API path, a traversal, an unknown API route', async ({ baseURL }) => {
    expectErrorObject(await raw(baseURL, '/api/%E0%A4%A'), 400);
    expectErrorObject(await raw(baseURL, '/api/..%2f..%2fadmin'), 400);
    expectErrorObject(await raw(baseURL, '/api/definitely/not/a/route'), 404);
  });

  test('an unparsable Content-Type: 415', async ({ baseURL }) => {
    const answer = await raw(baseURL, '/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'not a type', 'content-length': '0' },
    });
    expectErrorObject(answer, 415);
  });

  test('oversized headers: 431', async ({ baseURL }) => {
    expectErrorObject(
      await raw(baseURL, '/shop', { headers: { 'x-big': 'a'.repeat(20_000) } }),
      431,
    );
  });

  test('a request Node cannot parse: 400', async ({ baseURL }) => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(edgePort(baseURL), '127.0.0.1', () => socket.end('GARBAGE\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      name: 'OperationNotValidError',
      statusCode: 400,
    });
  });

  test('a missing asset and a source map', async ({ baseURL }) => {
    expectErrorObject(await raw(baseURL, '/main.0000000000000000.js'), 404);
    expectErrorObject(await raw(baseURL, '/main.js.map'), 404);
  });

  test('pages keep the shell 404 page', async ({ baseURL }) => {
    const answer = await raw(baseURL, '/gibt-es-nicht-wirklich');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

test.describe('headers from configuration, not from the client', () => {
  test('a foreign Host gets 421 and no page; it does not enter the CSP, X-Forwarded-Proto does not turn on HSTS', async ({
    baseURL,
  }) => {
    const answer = await raw(baseURL, '/suche', {
      headers: { host: 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(expectErrorObject(answer, 421)).toMatchObject({ code: 'host_not_served' });
    expect(answer.body).not.toContain('evil.example');
    expect(answer.headers['content-security-policy']).not.toContain('evil.example');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  test("a page's absolute URLs name the configured origin, also when asked at 127.0.0.1", async ({
    baseURL,
  }) => {
    const shop = new URL(baseURL ?? 'http://localhost:3000').origin;
    // raw() asks at 127.0.0.1, which the local shop serves as localhost.
    const answer = await raw(baseURL, '/suche');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<link rel="canonical" href="${shop}/suche"`);
    expect(answer.body).toContain(`<meta property="og:url" content="${shop}/suche"`);
  });
});
