import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { WebSocketServer } from 'ws';

/*
 * Test support: an API that speaks the session contract of packages/api-client (token data from
 * anonymous, login and refresh; logout 204) and records what reached it, so the edge tests can
 * check both sides of the proxy.
 */

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeTokenApi {
  url: string;
  /** Every HTTP request and WebSocket handshake, in order. */
  received: Received[];
  /** The last request whose path is `path`. */
  last: (path: string) => Received | undefined;
  close: () => Promise<void>;
}

export const customer = { id: 'c-1', email: 'anna@example.com', firstName: 'Anna' };
/** A refresh token the API has revoked (rotated before, or logged out). */
export const REVOKED_REFRESH_TOKEN = 'refresh.revoked';
/** An e-mail whose login answer lacks the tokens (a broken API). */
export const BROKEN_LOGIN_EMAIL = 'broken@example.com';

let issued = 0;

function tokenData(level: 'Anonymous' | 'User') {
  issued += 1;
  return {
    accessToken: `access.${issued}.x-_~+/=`,
    refreshToken: `refresh.${issued}`,
    ownerId: level === 'User' ? customer.id : `anon-${issued}`,
    expiresAt: '2030-01-02T03:04:05.000Z',
    level,
  };
}

/** The path as a lenient router (escapes, trailing slash, doubled slashes, any case) routes it. */
function route(url: string): string {
  const path = decodeURIComponent(url.split(/[?;]/)[0] ?? '');
  return path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

function parse(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function answer(path: string, body: string, logoutStatus: number): [number, unknown] {
  switch (path) {
    case '/admin/customers/anonymous':
      return [200, tokenData('Anonymous')];
    case '/customers/login': {
      if (parse(body).email === BROKEN_LOGIN_EMAIL) return [200, { ownerId: 'c-1', customer }];
      return [200, { ...tokenData('User'), customer }];
    }
    case '/admin/customers/refresh-token': {
      const { refreshToken } = parse(body);
      if (refreshToken === REVOKED_REFRESH_TOKEN)
        return [
          401,
          {
            name: 'OperationNotValidError',
            message: 'The refresh token was revoked',
            code: 'refresh_token_reused',
            statusCode: 401,
          },
        ];
      return [200, tokenData('User')];
    }
    case '/customers/logout':
      return [logoutStatus, undefined];
    default:
      return [200, { echo: true }];
  }
}

export interface FakeTokenApiOptions {
  logoutStatus?: number;
  /** Compress every answer, asked for or not (a misbehaving API or a proxy in between). */
  gzip?: boolean;
}

export async function startFakeTokenApi({
  logoutStatus = 204,
  gzip = false,
}: FakeTokenApiOptions = {}): Promise<FakeTokenApi> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, data] = answer(route(req.url ?? ''), body, logoutStatus);
      if (data === undefined) {
        res.writeHead(status).end();
        return;
      }
      const json = Buffer.from(JSON.stringify(data));
      const sent = gzip ? gzipSync(json) : json;
      res
        .writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': sent.length,
          etag: '"upstream"',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        })
        .end(sent);
    });
  });
  const sockets = new WebSocketServer({ server, path: '/prices/socket' });
  sockets.on('connection', (socket, req) => {
    received.push({ method: 'UPGRADE', url: req.url ?? '', headers: req.headers, body: '' });
    socket.send('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    last: (path) => received.filter((r) => route(r.url) === path).at(-1),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
