import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WebSocketServer } from 'ws';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig } from './config';

export const INDEX_HTML =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
/** The shell's index.html as the edge serves it: the build's document with the page's head. */
export function expectShellDocument(body: string): void {
  expect(body.startsWith('<!doctype html><html lang="')).toBe(true);
  expect(body).toContain('<meta property="og:site_name"');
  expect(body.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
}

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
  // A leftover source map, as an older build would have left: never served.
  put(`${MAIN_CHUNK_NAME}.map`, '{"version":3,"sources":["webpack://shell/src/secret.ts"]}');
  put('css/app.0a1b2c3d4e5f.css', `body{margin:0}\n${'.x{color:red}\n'.repeat(150)}`);
  put('favicon.ico', Buffer.alloc(300, 1));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FakeApi {
  url: string;
  /** Headers of every HTTP request the API received, by path. */
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  /** Messages its price sockets received. */
  socketMessages: string[];
  /** Requests to `/held` wait here until released. */
  held: {
    /** Resolves once `count` requests are waiting. */
    waitFor: (count: number) => Promise<void>;
    /** Answers every waiting request with 200. */
    release: () => void;
    /** Resolves when a waiting request's client (the edge) gives up on it. */
    abandoned: () => Promise<void>;
  };
  /**
   * What GET /application/settings answers (`inMaintenance`); `failing` makes it answer 503, as
   * an API in trouble would.
   */
  settings: { inMaintenance: boolean; failing: boolean };
  close: () => Promise<void>;
}

/** The origins the fake price socket accepts, like the API's SHOP_ORIGINS check. */
export const FAKE_API_ORIGINS = ['http://localhost:3000', 'http://ch.localhost:3000'];

export const ERROR_OBJECT_409 = {
  name: 'OperationNotValidError',
  message: 'Cart is not active',
  code: 'cart_not_active',
  statusCode: 409,
  reason: 'cart',
};

/**
 * Error answers as an API (or something in front of it) might give them, by `/error/<kind>`:
 * only `object` and `gzip-object` are the spec's error object.
 */
function errorAnswer(kind: string, res: ServerResponse): void {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  const answers: Record<string, () => void> = {
    object: () => res.writeHead(409, json).end(JSON.stringify(ERROR_OBJECT_409)),
    'gzip-object': () =>
      res
        .writeHead(409, { ...json, 'content-encoding': 'gzip' })
        .end(gzipSync(JSON.stringify(ERROR_OBJECT_409))),
    plain: () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'),
    empty: () => res.writeHead(404).end(),
    html: () => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'),
    // Fastify's own error shape, e.g. a too long route parameter.
    fastify: () =>
      res.writeHead(414, json).end(
        JSON.stringify({
          error: 'URI Too Long',
          code: 'FST_ERR_MAX_PARAM_LENGTH',
          message: 'too long',
          statusCode: 414,
        }),
      ),
    'wrong-status': () =>
      res.writeHead(400, json).end(JSON.stringify({ ...ERROR_OBJECT_409, statusCode: 500 })),
    'unknown-name': () =>
      res.writeHead(409, json).end(JSON.stringify({ ...ERROR_OBJECT_409, name: 'Oops' })),
    huge: () =>
      res
        .writeHead(500, json)
        .end(JSON.stringify({ ...ERROR_OBJECT_409, statusCode: 500, details: 'x'.repeat(1e5) })),
    unavailable: () => res.writeHead(503, { 'content-type': 'text/plain' }).end('busy'),
    reset: () => res.socket?.destroy(),
  };
  (answers[kind] ?? answers.plain)?.();
}

/** The one product of the fake catalog, as the API's search answers it. */
export const FAKE_PRODUCT = {
  id: 'p1',
  sku: 'GB-1OZ',
  name: { de: 'Goldbarren 1 Unze', en: 'Gold bar 1 ounce' },
  slug: { de: 'goldbarren-1-unze', en: 'gold-bar-1-ounce' },
  description: { de: 'Feingold <999,9>.', en: 'Fine gold <999.9>.' },
  categories: [],
  attributeFields: {
    manufacturer: null,
    preciousMetal: 'gold',
    series: null,
    yearsOfIssue: null,
    fineWeight: 1,
    fineWeightUnit: 'oz',
  },
  fineness: '999.9',
  countryOfOrigin: null,
  thicknessMm: null,
  diameterMm: null,
  grossWeightG: null,
  grade: null,
  edition: null,
  certificate: null,
  packaging: null,
  availability: 'available',
  unitsLeft: null,
  dutyFree: false,
  images: [{ url: '/api/products/images/GB-1OZ.svg', alt: { de: 'Barren', en: 'Bar' } }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The current sheet of the fake API. */
export const FAKE_LAST_RECALCULATED_AT = '2026-11-23T10:00:00.000Z';

/** The catalog as the sitemap and product heads read it: one product and one category. */
/** A content story as the API answers it, with the paths of its group by language. */
export const storyAnswer = (
  language: 'de' | 'en',
  path: string,
  twins: Record<string, string>,
) => ({
  uuid: `story-${path}`,
  name: path,
  slug: path.split('/').at(-1),
  fullSlug: `ch-${language}/${path}`,
  rootFolder: `ch-${language}`,
  path,
  language,
  content: {
    _uid: 'a',
    component: 'article',
    title: path,
    teaser: 'Ein Eintrag der Enzyklopädie.',
    body: [],
  },
  tagList: [],
  publishedAt: '2025-01-06T08:00:00.000Z',
  firstPublishedAt: '2025-01-06T08:00:00.000Z',
  createdAt: '2025-01-06T08:00:00.000Z',
  updatedAt: '2025-01-06T08:00:00.000Z',
  twins,
});

const krugerrand = {
  de: 'wissen/enzyklopaedie/kruegerrand',
  en: 'knowledge-hub/encyclopedia/krugerrand',
};

const catalogAnswers: Record<string, unknown> = {
  // An encyclopedia entry whose English twin has a translated path, and one without a twin.
  [`/content/page/de/path/${krugerrand.de}`]: storyAnswer('de', krugerrand.de, krugerrand),
  [`/content/page/en/path/${krugerrand.en}`]: storyAnswer('en', krugerrand.en, krugerrand),
  '/content/page/de/path/wissen/enzyklopaedie/nur-deutsch': storyAnswer(
    'de',
    'wissen/enzyklopaedie/nur-deutsch',
    { de: 'wissen/enzyklopaedie/nur-deutsch' },
  ),
  '/products/search?slug=gold-bar-1-ounce&limit=1': {
    results: [FAKE_PRODUCT],
    total: 1,
    page: 1,
    limit: 1,
    facets: { categories: [], metals: [], manufacturers: [] },
  },
  '/prices/products': {
    lastRecalculatedAt: FAKE_LAST_RECALCULATED_AT,
    serverTimestamp: FAKE_LAST_RECALCULATED_AT,
    nextRecalculationAt: '2026-11-23T10:03:00.000Z',
    products: [
      {
        sku: 'GB-1OZ',
        prices: [
          { type: 'buy', centAmount: 250_000, currency: 'CHF', minQuantity: 1 },
          { type: 'sell', centAmount: 240_000, currency: 'CHF', minQuantity: 1 },
        ],
        taxRate: 0,
        dutyFree: false,
        taxClass: 'investment_gold',
        spotValue: null,
      },
    ],
  },
  '/products/identifiers': [
    { id: 'p1', sku: 'GB-1OZ', slug: { de: 'goldbarren-1-unze', en: 'gold-bar-1-ounce' } },
  ],
  // Two twins, a German story without one, global components are never listed (the API leaves
  // them out), and the home story, which is the home route.
  '/content/links/de': {
    links: [
      { uuid: 's1', path: 'home', groupId: 'home', publishedAt: '2025-01-06T08:00:00.000Z' },
      {
        uuid: 's2',
        path: 'wissen/enzyklopaedie/kruegerrand',
        groupId: 'g-krugerrand',
        publishedAt: '2025-01-06T08:00:00.000Z',
      },
      {
        uuid: 's3',
        path: 'news/markt/2025/gold-ueber-3000-dollar',
        groupId: 'g-news',
        publishedAt: '2025-03-14T08:00:00.000Z',
      },
      {
        uuid: 's4',
        path: 'kontakt',
        groupId: 'g-contact',
        publishedAt: '2025-01-06T08:00:00.000Z',
      },
      { uuid: 's5', path: 'nur-deutsch', groupId: null, publishedAt: '2025-01-06T08:00:00.000Z' },
    ],
  },
  '/content/links/en': {
    links: [
      { uuid: 's6', path: 'home', groupId: 'home', publishedAt: '2025-01-06T08:00:00.000Z' },
      {
        uuid: 's7',
        path: 'knowledge-hub/encyclopedia/krugerrand',
        groupId: 'g-krugerrand',
        publishedAt: '2025-01-06T08:00:00.000Z',
      },
      {
        uuid: 's8',
        path: 'news/markt/2025/gold-ueber-3000-dollar',
        groupId: 'g-news',
        publishedAt: '2025-03-14T08:00:00.000Z',
      },
      {
        uuid: 's9',
        path: 'contact-us',
        groupId: 'g-contact',
        publishedAt: '2025-01-06T08:00:00.000Z',
      },
    ],
  },
  '/branches': [
    {
      id: 'b1',
      slug: 'wien-innere-stadt',
      name: { de: 'Wien Innere Stadt', en: 'Vienna city centre' },
      store: 'at',
      city: 'Wien',
      streetAddress: 'Kärntner Straße 1',
      zipCode: '1010',
      country: 'AT',
      coordinates_lat: 48.2,
      coordinates_long: 16.37,
      timeZone: 'Europe/Vienna',
      phone: null,
      openingHours: [{ dayFrom: 1, dayTo: 5, hourFrom: '09:00', hourTo: '18:00' }],
      about: { de: 'Filiale', en: 'Branch' },
      paymentMethods: [],
      reviews: [],
    },
  ],
  '/products/categories': [
    {
      id: 'c1',
      key: 'gold-bars',
      name: { de: 'Goldbarren', en: 'Gold bars' },
      slug: { de: 'goldbarren', en: 'gold-bars' },
      productCount: 1,
    },
  ],
};

/**
 * A tiny API: the catalog identifiers and categories, content links and branches (catalogAnswers), content pages `de/ueber-uns` and `en/about-us` exist, `/echo` reflects the
 * request, `/error/<kind>` answers errors in many shapes, `/held` waits until released,
 * as does the content page `de/langsam`, `/prices/socket` checks the Origin like the API, greets
 * with what it was told and echoes.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: FakeApi['requests'] = [];
  const socketMessages: string[] = [];
  const waiting: ServerResponse[] = [];
  const heldListeners = new Set<() => void>();
  const abandonedListeners: Array<() => void> = [];
  const pages = new Set([
    '/content/page/de/path/ueber-uns',
    '/content/page/en/path/about-us',
    '/content/page/de/path/ratgeber/gold%20kaufen',
  ]);
  const settings = { inMaintenance: false, failing: false };
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/application/settings') {
      if (settings.failing) res.writeHead(503).end();
      else
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ mapToken: null, inMaintenance: settings.inMaintenance }));
      return;
    }
    if (pages.has(path)) {
      const [language, storyPath] = /^\/content\/page\/(de|en)\/path\/(.*)$/.exec(path)!.slice(1);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(storyAnswer(language as 'de' | 'en', decodeURI(storyPath!), {})));
      return;
    }
    const catalog = catalogAnswers[path] ?? catalogAnswers[req.url ?? ''];
    if (catalog) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalog));
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
    if (path.startsWith('/error/')) {
      errorAnswer(path.slice('/error/'.length), res);
      return;
    }
    if (path === '/held' || path === '/content/page/de/path/langsam') {
      waiting.push(res);
      res.once('close', () => {
        if (!res.writableFinished) abandonedListeners.splice(0).forEach((listener) => listener());
      });
      heldListeners.forEach((listener) => listener());
      return;
    }
    // Like the API before hardening: a socket route asked without an upgrade, an empty 404.
    if (path === '/prices/socket') {
      res.writeHead(404).end();
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
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !FAKE_API_ORIGINS.includes(origin)) {
      const body = JSON.stringify({
        name: 'OperationNotValidError',
        message: `Origin not allowed: ${origin}`,
        code: 'origin_not_allowed',
        statusCode: 403,
        reason: 'origin',
      });
      socket.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (socket, req) => {
    socket.send(
      JSON.stringify({
        type: 'hello',
        storeKey: req.headers['x-store-key'] ?? null,
        cookie: req.headers.cookie ?? null,
        origin: req.headers.origin ?? null,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        edgeSecret: req.headers['x-edge-secret'] ?? null,
        url: req.url,
      }),
    );
    socket.on('message', (data) => {
      const text = data.toString();
      socketMessages.push(text);
      if (text === 'close-me') socket.close(4001, 'bye');
      else socket.send(`echo:${text}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    socketMessages,
    settings,
    held: {
      waitFor: (count) =>
        new Promise((resolve) => {
          const check = () => {
            if (waiting.filter((res) => !res.writableEnded && !res.destroyed).length < count)
              return;
            heldListeners.delete(check);
            resolve();
          };
          heldListeners.add(check);
          check();
        }),
      release: () => {
        for (const res of waiting.splice(0))
          if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      abandoned: () => new Promise((resolve) => abandonedListeners.push(resolve)),
    },
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
  /** Sent as JSON. */
  payload?: unknown;
  /** Sent as is in pieces of 64 KiB: chunked, unless `headers` declare its length. */
  body?: Buffer;
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
  { method = 'GET', url, headers = {}, payload, body }: SendOptions,
): Promise<SentResponse> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const json = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      // A connection of its own, closed after the answer: no keep-alive socket outlives a test
      // and holds up closing the app.
      { host: '127.0.0.1', port: address.port, method, path: url, headers, agent: false },
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
    for (let at = 0; body && at < body.length; at += 65_536)
      req.write(body.subarray(at, at + 65_536));
    req.end(json);
  });
}

/**
 * Writes `text` as is to the app's port and returns everything the server sends until it closes
 * the connection: for requests no HTTP client would send (malformed, oversized, stalled).
 */
export async function sendRaw(app: FastifyInstance, text: string, end = true): Promise<string> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => {
      if (end) socket.end(text);
      else socket.write(text);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

/** Status, headers (lower-case names) and body of a raw HTTP/1.1 answer. */
export function parseRawResponse(text: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/**
 * What every edge test file shares: a shell dist and a fake API for the whole file, and edge
 * apps built against them, listening on a free port, all closed after the file.
 */
export function edgeTestbed() {
  let dist: ReturnType<typeof createShellDist> | undefined;
  let api: FakeApi | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    dist = createShellDist();
    api = await startFakeApi();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await api?.close();
    dist?.cleanup();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the testbed is used before beforeAll');
    return value;
  };
  return {
    get api(): FakeApi {
      return ready(api);
    },
    get dist(): { dir: string } {
      return ready(dist);
    },
    async makeApp(
      env: Record<string, string> = {},
      options: BuildAppOptions = {},
    ): Promise<FastifyInstance> {
      // The document tests read the empty document; server rendering has its own suite.
      const config = loadConfig({
        SHELL_DIST: ready(dist).dir,
        API_URL: ready(api).url,
        SSR: 'false',
        // The maintenance tests ask the settings themselves; the others need no polling.
        MAINTENANCE_POLL_MS: '0',
        ...env,
      });
      const app = await buildApp(config, options);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    },
  };
}

/**
 * A client that asks the edge for `path` (one the API holds: `/api/held` or the page
 * `/langsam`) and hangs up while the API holds the call; resolves once the API sees the edge
 * give the call up.
 */
export async function abandonHeldCall(
  app: FastifyInstance,
  api: FakeApi,
  path = '/api/held',
): Promise<void> {
  const address = app.server.address() as AddressInfo;
  const abandoned = api.held.abandoned();
  const client = httpRequest({ host: '127.0.0.1', port: address.port, path });
  client.on('error', () => undefined);
  client.end();
  await api.held.waitFor(1);
  client.destroy();
  await abandoned;
}
