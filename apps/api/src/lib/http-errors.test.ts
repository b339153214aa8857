import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorObjectSchema, type ErrorObject } from '@shop/api-client/contract';
import errorHandler from '../plugins/error-handler';
import { fromClientError, httpErrorOptions } from './http-errors';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Status, lower-cased headers and the body checked against the shared error schema. */
function parse(answer: string): {
  status: number;
  headers: Record<string, string>;
  body: ErrorObject;
} {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: v.parse(ErrorObjectSchema, JSON.parse(body)),
  };
}

describe('errors before routing, on a listening server', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ logger: false, ...httpErrorOptions });
    await app.register(errorHandler);
    app.get('/things/:id', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(() => app.close());

  it.each([
    ['a request line that is not HTTP', 'GET /things/1 BANANA\r\n\r\n', 400, 'malformed_request'],
    [
      'an unknown method',
      'FOO /things/1 HTTP/1.1\r\nHost: x\r\n\r\n',
      501,
      'method_not_implemented',
    ],
    [
      'headers over the limit',
      `GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'a control character in a header value',
      'GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
      400,
      'malformed_request',
    ],
    [
      'a NUL in the request line',
      'GET /things/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      400,
      'malformed_request',
    ],
  ])('answers %s with the error object and closes', async (_name, request, status, code) => {
    const answer = parse(await raw(port, request));
    expect(answer.status).toBe(status);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatchObject({ name: 'OperationNotValidError', code, statusCode: status });
  });

  it.each([
    ['a URL that does not decode', '/things/%E0%A4%A', 400, 'malformed_request'],
    ['a path parameter over the length limit', `/things/${'a'.repeat(200)}`, 414, 'uri_too_long'],
  ])('answers %s (a router error) with the error object', async (_name, path, status, code) => {
    const answer = parse(
      await raw(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ name: 'OperationNotValidError', code, statusCode: status });
  });

  it('serves a request without Host (the API reads none) instead of an empty 400', async () => {
    const answer = await raw(port, 'GET /things/1 HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 ')).toBe(true);
    expect(answer.endsWith('{"ok":true}')).toBe(true);
  });

  it('answers a request that took too long to arrive with 408', () => {
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(fromClientError(error).body).toMatchObject({
      name: 'OperationNotValidError',
      code: 'request_timeout',
      statusCode: 408,
    });
  });
});
