import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WebSocketServer } from 'ws';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
export const MAIN_CHUNK = `console.log(${JSON.stringify('shop'.repeat(600))});\n`;
export const MAIN_CHUNK_NAME = 'main.3f2a9c1d7e6b5a40.js';

/** A stand-in for the shell's webpack output, precompressed siblings included. */
export function createShellDist(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  const put = (name: string, content: string | Buffer, precompress = false) => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (precompress) {
      writeFileSync(`${path}.br`, brotliCompressSync(content));
      writeFileSync(`${path}.gz`, gzipSync(content));
    }
  };
  put('index.html', INDEX_HTML, true);
  put(MAIN_CHUNK_NAME, MAIN_CHUNK, true);
  put('css/app.0a1b2c3d4e5f.css', `body{margin:0}\n${'.x{color:red}\n'.repeat(150)}`);
  put('favicon.ico', Buffer.alloc(300, 1));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FakeApi {
  url: string;
  /** Headers of every HTTP request the API received, by path. */
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  close: () => Promise<void>;
}

/**
 * A tiny API: content pages `de/ueber-uns` and `en/about-us` exist, `/echo` reflects the
 * request, `/prices/socket` echoes WebSocket messages after greeting with the store key.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: FakeApi['requests'] = [];
  const pages = new Set([
    '/content/page/de/path/ueber-uns',
    '/content/page/en/path/about-us',
    '/content/page/de/path/ratgeber/gold%20kaufen',
  ]);
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (pages.has(path)) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ story: { path } }));
      return;
    }
    if (path.startsWith('/echo')) {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name: 'ResourceNotFoundError',
        message: 'Not found',
        code: 'not_found',
        statusCode: 404,
      }),
    );
  });
  const wss = new WebSocketServer({ server, path: '/prices/socket' });
  wss.on('connection', (socket, req) => {
    socket.send(
      JSON.stringify({
        type: 'hello',
        storeKey: req.headers['x-store-key'] ?? null,
        cookie: req.headers.cookie ?? null,
        url: req.url,
      }),
    );
    socket.on('message', (data) => socket.send(`echo:${data.toString()}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on: bind a port, then free it. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export interface SendOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface SentResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** Undecoded bytes, so tests see exactly what was put on the wire (e.g. brotli). */
  rawPayload: Buffer;
  body: string;
  json: () => unknown;
}

/**
 * One request against a listening app over a real socket. Raw node:http on purpose: fetch would
 * decompress bodies and normalise paths such as `//x/` or `/%2e%2e/`, which the tests need to
 * send untouched.
 */
export async function send(
  app: FastifyInstance,
  { method = 'GET', url, headers = {}, payload }: SendOptions,
): Promise<SentResponse> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: address.port, method, path: url, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const text = rawPayload.toString();
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body: text,
            json: () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
