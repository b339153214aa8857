/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { clientErrorAnswer } from './error-answers';
import {
  ERROR_OBJECT_409,
  expectShellDocument,
  parseRawResponse,
  send,
  sendRaw,
  edgeTestbed,
  type SentResponse,
} from './test-helpers';

const bed = edgeTestbed();
let app: FastifyInstance;

beforeAll(async () => {
  app = await bed.makeApp();
});

const errorNames = [
  'ResourceNotFoundError',
  'OperationNotValidError',
  'RepositoryError',
  'UnknownError',
];

/** The spec's error object, with the answer's status, as JSON, with the security headers. */
function expectErrorObject(
  res: { status: number; headers: Record<string, string | string[] | undefined>; body: string },
  status: number,
  code?: string,
): Record<string, unknown> {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    expect.arrayContaining(['code', 'message', 'name', 'statusCode']),
  );
  expect(errorNames).toContain(body.name);
  expect(body.message).toEqual(expect.any(String));
  expect(body.statusCode).toBe(status);
  if (code) expect(body.code).toBe(code);
  else expect(body.code).toEqual(expect.stringMatching(/^[a-z_]+$/));
  return body;
}

const viaSend = (res: SentResponse) => ({
  status: res.statusCode,
  headers: res.headers,
  body: res.body,
});

describe('a request without Host', () => {
  it.each(['/api/health', '/shop'])('to %s is answered 400 with the error object', async (path) => {
    const res = parseRawResponse(await sendRaw(app, `GET ${path} HTTP/1.1\r\n\r\n`));
    expect(expectErrorObject(res, 400, 'host_required').name).toBe('OperationNotValidError');
  });
});

describe("Node's HTTP parser errors", () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'invalid_request'],
    [
      'a header with invalid characters',
      'GET /shop HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
      400,
      'invalid_request',
    ],
    [
      'a broken chunked body',
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
      400,
      'invalid_request',
    ],
    [
      'oversized headers',
      `GET /shop HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'an oversized URL',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'headers_too_large',
    ],
  ])('%s', async (_what, request, status, code) => {
    const res = parseRawResponse(await sendRaw(app, request));
    const body = expectErrorObject(res, status, code);
    expect(body.name).toBe('OperationNotValidError');
    expect(res.headers.connection).toBe('close');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('answers a request that does not arrive in time with 408', async () => {
    const slow = await bed.makeApp({ REQUEST_TIMEOUT_MS: '200' });
    // Headers never finished: the deadline closes the connection with the error object.
    const res = parseRawResponse(await sendRaw(slow, 'GET /shop HTTP/1.1\r\nHost: x\r\n', false));
    expectErrorObject(res, 408, 'request_timeout');
  });

  it('does not write an answer after one has started on the connection', async () => {
    const server = createServer();
    const handler = clientErrorAnswer(() => ({ 'x-content-type-options': 'nosniff' }));
    server.on('connection', (socket: Socket & { _httpMessage?: { headersSent: boolean } }) => {
      socket._httpMessage = { headersSent: true };
      handler(Object.assign(new Error('parse'), { code: 'HPE_INVALID_METHOD' }), socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<string>((resolve) => {
      const client = connect(port, '127.0.0.1');
      let text = '';
      client.on('data', (chunk: Buffer) => (text += chunk.toString()));
      client.on('close', () => resolve(text));
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toBe('');
  });
});

describe('framework and routing errors', () => {
  it('answers an undecodable API URL with 400, a page URL with the shell 404 page', async () => {
    expectErrorObject(viaSend(await send(app, { url: '/api/%E0%A4%A' })), 400, 'invalid_request');
    const page = await send(app, { url: '/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expectShellDocument(page.body);
  });

  it('answers an unparsable Content-Type with 415', async () => {
    const res = await send(app, {
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'not a type' },
      payload: {},
    });
    expectErrorObject(viaSend(res), 415, 'unsupported_media_type');
  });

  it('answers paths the proxy refuses (traversal, encoded slashes) with 400', async () => {
    for (const url of ['/api/..%2f..%2fadmin', '/api/%2e%2e/admin', '/api/x/..%5cadmin']) {
      const res = await send(app, { url });
      expectErrorObject(viaSend(res), 400, 'invalid_request');
    }
    expect(bed.api.requests.some((r) => r.url.includes('admin'))).toBe(false);
  });

  it('answers methods nobody serves with 405 and Allow', async () => {
    const propfind = await send(app, { method: 'PROPFIND', url: '/api/health' });
    expectErrorObject(viaSend(propfind), 405, 'method_not_allowed');
    expect(propfind.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    for (const method of ['POST', 'DELETE', 'PROPFIND']) {
      const page = await send(app, { method, url: '/shop' });
      expectErrorObject(viaSend(page), 405, 'method_not_allowed');
      expect(page.headers.allow).toBe('GET, HEAD');
    }
  });

  it('answers a WebSocket upgrade outside /api with 404', async () => {
    const res = await send(app, {
      url: '/shop',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-version': '13',
      },
    });
    expectErrorObject(viaSend(res), 404, 'route_not_found');
  });
});

describe('the edge itself', () => {
  it('answers pages with 503 and the error object when the shell is not built', async () => {
    const unbuilt = await bed.makeApp({ SHELL_DIST: `${bed.dist.dir}/missing` });
    const res = await send(unbuilt, { url: '/shop' });
    expectErrorObject(viaSend(res), 503, 'not_built');
    expect(res.headers['retry-after']).toBe('10');
  });
});

describe('API answers through the edge', () => {
  it('passes error objects through unchanged', async () => {
    const res = await send(app, { url: '/api/error/object' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR_OBJECT_409);
  });

  it('passes a compressed error object through, decompressed', async () => {
    const res = await send(app, { url: '/api/error/gzip-object' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(ERROR_OBJECT_409);
    expect(gzipSync(res.body).length).toBeGreaterThan(0);
  });

  it.each([
    ['plain', 404, 'ResourceNotFoundError', 'route_not_found'],
    ['empty', 404, 'ResourceNotFoundError', 'route_not_found'],
    ['html', 502, 'UnknownError', 'upstream_unavailable'],
    ['fastify', 414, 'OperationNotValidError', 'uri_too_long'],
    ['wrong-status', 400, 'OperationNotValidError', 'invalid_request'],
    ['unknown-name', 409, 'OperationNotValidError', 'invalid_request'],
    ['huge', 500, 'UnknownError', 'unknown_error'],
  ])(
    'replaces a %s error answer by the error object for its status',
    async (kind, status, name, code) => {
      const res = await send(app, { url: `/api/error/${kind}` });
      const body = expectErrorObject(viaSend(res), status, code);
      expect(body.name).toBe(name);
    },
  );

  it('answers the price socket asked without an upgrade with an error object, not an empty 404', async () => {
    const res = await send(app, { url: '/api/prices/socket' });
    expectErrorObject(viaSend(res), 404, 'route_not_found');
  });

  it('keeps HEAD answers without a body', async () => {
    const res = await send(app, { method: 'HEAD', url: '/api/error/plain' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});
