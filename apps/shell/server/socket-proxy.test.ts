/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { SERVICE_RESTART, SOCKET_MAX_PAYLOAD } from './socket-proxy';
import { deadUrl, edgeTestbed, expectShellDocument, send } from './test-helpers';

const bed = edgeTestbed();
const sockets: WebSocket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

const makeApp = bed.makeApp;

type Opened = { kind: 'open'; socket: WebSocket; hello: Record<string, unknown> };
type Refused = {
  kind: 'refused';
  status: number;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

/** Opens a socket through the edge: its first message, or the HTTP answer that refused it. */
function openSocket(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  { path = '/api/prices/socket', protocols = [] as string[] } = {},
): Promise<Opened | Refused> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, protocols, { headers });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('message', (data) =>
      resolve({
        kind: 'open',
        socket,
        hello: JSON.parse(data.toString()) as Record<string, unknown>,
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          kind: 'refused',
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: JSON.parse(text) as Record<string, unknown>,
        }),
      );
    });
    socket.once('error', reject);
  });
}

async function opened(result: Promise<Opened | Refused>): Promise<Opened> {
  const outcome = await result;
  if (outcome.kind !== 'open') throw new Error(`refused with ${outcome.status}`);
  return outcome;
}

async function refused(result: Promise<Opened | Refused>): Promise<Refused> {
  const outcome = await result;
  if (outcome.kind !== 'refused') throw new Error('the socket opened');
  expect(outcome.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(outcome.headers['x-content-type-options']).toBe('nosniff');
  return outcome;
}

const closed = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

describe('the browser Origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it("reaches the API, with cookies, the store and the client's address", async () => {
    const { hello } = await opened(
      openSocket(
        app,
        {
          origin: 'http://ch.localhost:3000',
          host: 'ch.localhost:3000',
          cookie: 'consent=1; ctToken=abc',
          'x-forwarded-for': '6.6.6.6',
        },
        { path: '/api/prices/socket?v=1' },
      ),
    );
    expect(hello).toEqual({
      type: 'hello',
      storeKey: 'ch',
      // The session cookies stay at the edge (they travel as Authorization, see session/).
      cookie: 'consent=1',
      origin: 'http://ch.localhost:3000',
      forwardedFor: '127.0.0.1',
      edgeSecret: null,
      url: '/prices/socket?v=1',
    });
  });

  it('carries the edge secret to the API with EDGE_SECRET', async () => {
    const edgeSecret = 'edge-secret-of-this-test-0123456789';
    const withSecret = await makeApp({ EDGE_SECRET: edgeSecret });
    const { hello } = await opened(
      openSocket(
        withSecret,
        { origin: 'http://ch.localhost:3000', host: 'ch.localhost:3000' },
        { path: '/api/prices/socket?v=1' },
      ),
    );
    expect(hello).toMatchObject({ forwardedFor: '127.0.0.1', edgeSecret });
  });

  it("of another site is refused at the handshake with the API's 403", async () => {
    const before = bed.api.socketMessages.length;
    const answer = await refused(openSocket(app, { origin: 'http://evil.example' }));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      name: 'OperationNotValidError',
      message: 'Origin not allowed: http://evil.example',
      code: 'origin_not_allowed',
      statusCode: 403,
      reason: 'origin',
    });
    expect(bed.api.socketMessages.length).toBe(before);
  });

  it('absent (not a browser) is left to the API, which accepts it', async () => {
    const { hello } = await opened(openSocket(app));
    expect(hello.origin).toBeNull();
  });
});

describe('messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });

  it('relays both ways, with the subprotocol the API chose', async () => {
    const { socket } = await opened(openSocket(app, {}, { protocols: ['prices.v1'] }));
    expect(socket.protocol).toBe('prices.v1');
    const echo = new Promise<string>((resolve) =>
      socket.once('message', (data) => resolve(data.toString())),
    );
    socket.send('x'.repeat(SOCKET_MAX_PAYLOAD));
    expect(await echo).toBe(`echo:${'x'.repeat(SOCKET_MAX_PAYLOAD)}`);
  });

  it('closes a client that sends a frame larger than the API accepts (1009), never forwarding it', async () => {
    expect(SOCKET_MAX_PAYLOAD).toBe(4096);
    const { socket } = await opened(openSocket(app));
    const before = bed.api.socketMessages.length;
    const done = closed(socket);
    socket.send('x'.repeat(SOCKET_MAX_PAYLOAD + 1));
    expect((await done).code).toBe(1009);
    expect(bed.api.socketMessages.length).toBe(before);
  });

  it("passes the API's close code to the client", async () => {
    const { socket } = await opened(openSocket(app));
    const done = closed(socket);
    socket.send('close-me');
    expect(await done).toEqual({ code: 4001, reason: 'bye' });
  });
});

describe('socket limits', () => {
  it('caps sockets per client address with 429 and Retry-After, and frees a place on close', async () => {
    const app = await makeApp({ WS_MAX_PER_CLIENT: '3' });
    const three = await Promise.all([1, 2, 3].map(() => opened(openSocket(app))));
    const answer = await refused(openSocket(app));
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('10');
    expect(answer.body).toEqual({
      name: 'OperationNotValidError',
      message: 'At most 3 sockets per client',
      code: 'too_many_sockets',
      statusCode: 429,
    });
    const first = three[0]?.socket;
    if (!first) throw new Error('no socket');
    const done = closed(first);
    first.close();
    await done;
    // The edge counts the socket as gone once its connection has closed on the edge's side.
    let again = await openSocket(app);
    for (let attempt = 0; again.kind === 'refused' && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openSocket(app);
    }
    expect(again.kind).toBe('open');
  });

  it('counts open sockets on /healthz/load and lets each go however it ends', async () => {
    const app = await makeApp();
    const load = async () =>
      ((await send(app, { url: '/healthz/load' })).json() as { sockets: number }).sockets;
    const [closing, dropped] = await Promise.all([
      opened(openSocket(app)),
      opened(openSocket(app)),
    ]);
    expect(await load()).toBe(2);
    closing.socket.close();
    dropped.socket.terminate();
    // A client that hangs up during the handshake, and handshakes the edge refuses.
    const { port } = app.server.address() as AddressInfo;
    const hasty = connect(port, '127.0.0.1', () => {
      hasty.write(
        'GET /api/prices/socket HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      hasty.destroy();
    });
    hasty.on('error', () => undefined);
    await refused(openSocket(app, { origin: 'http://evil.example' }));
    let open = await load();
    for (let attempt = 0; open !== 0 && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = await load();
    }
    expect(open).toBe(0);
  });

  it('caps sockets in all with 503', async () => {
    const app = await makeApp({ WS_MAX_SOCKETS: '2' });
    await opened(openSocket(app));
    await opened(openSocket(app));
    const answer = await refused(openSocket(app));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ name: 'UnknownError', code: 'overloaded' });
  });
});

describe('handshakes', () => {
  it('answers 503 with the error object while the API is down, instead of opening', async () => {
    const app = await makeApp({ API_URL: await deadUrl() });
    const answer = await refused(openSocket(app));
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('10');
    expect(answer.body).toMatchObject({ name: 'UnknownError', code: 'upstream_unavailable' });
  });

  it('refuses malformed handshakes and paths with the error object', async () => {
    const app = await makeApp();
    // Raw requests: a WebSocket client would normalise the path and fix the headers.
    const handshake = (url: string, headers: Record<string, string> = {}) =>
      send(app, {
        url,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-version': '13',
          ...headers,
        },
      });
    const cases: Array<[string, Record<string, string>, number, string]> = [
      ['/api/prices/../admin', {}, 400, 'Invalid WebSocket path'],
      ['/api/prices/%2e%2e/admin', {}, 400, 'Invalid WebSocket path'],
      ['/api//127.0.0.2/prices/socket', {}, 400, 'Invalid WebSocket path'],
      ['/prices/socket', {}, 404, 'No WebSocket at this path'],
      [
        '/api/prices/socket',
        { 'sec-websocket-version': '12' },
        400,
        'Unsupported Sec-WebSocket-Version',
      ],
      ['/api/prices/socket', { 'sec-websocket-key': 'short' }, 400, 'Invalid Sec-WebSocket-Key'],
      [
        '/api/prices/socket',
        { 'sec-websocket-protocol': 'a b' },
        400,
        'Invalid Sec-WebSocket-Protocol',
      ],
    ];
    for (const [url, headers, status, message] of cases) {
      const res = await handshake(url, headers);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({ statusCode: status, message });
    }
    expect(bed.api.requests.some((r) => r.url.includes('admin'))).toBe(false);
  });

  it('answers other upgrades (h2c) as plain HTTP/1.1 requests', async () => {
    const app = await makeApp();
    const res = await send(app, {
      url: '/shop',
      headers: { connection: 'Upgrade, HTTP2-Settings', upgrade: 'h2c', 'http2-settings': '' },
    });
    expect(res.statusCode).toBe(200);
    expectShellDocument(res.body);
  });

  it('closes open sockets with 1012 (service restart) when the edge shuts down', async () => {
    const app = await makeApp();
    const { socket } = await opened(openSocket(app));
    const done = closed(socket);
    await app.close();
    expect((await done).code).toBe(SERVICE_RESTART);
  });
});
