// Generated bad requests for the edge: control characters, NUL, huge headers, overlong URLs, bad
// JSON, wrong content types, unknown methods, path traversal, bad percent-encoding and random
// query parameters on every API route. Seeded, so a run can be repeated request for request.
import { encodeRequest } from './raw-http.mjs';

/**
 * mulberry32: small, fast and good enough to pick cases. The API's price simulation has the
 * same in TypeScript (apps/api/src/prices/prng.ts), which a script cannot import.
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * API routes the endpoint map does not hold: the probe takes every declared route from the
 * running API's /api/openapi.json and adds these. The price socket is a WebSocket upgrade, not a
 * JSON call, so OpenAPI has no operation for it.
 */
export const undeclaredRoutes = [['GET', '/api/prices/socket']];

/**
 * The routes to probe: every operation of the OpenAPI document (under its server's prefix) and
 * the routes not declared yet, each once.
 * @returns {Array<[string, string]>} method and path, parameters as {name}
 */
export function probedRoutes(openApiDocument) {
  const prefix = openApiDocument.servers?.[0]?.url ?? '';
  const declared = Object.entries(openApiDocument.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => [method.toUpperCase(), `${prefix}${path}`]),
  );
  const seen = new Set();
  return [...declared, ...undeclaredRoutes].filter(([method, path]) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The probed routes split as the generator picks them: reads, and calls that take a body. */
function routeSets(routes) {
  return {
    get: routes.filter(([method]) => method === 'GET').map(([, path]) => path),
    body: routes.filter(([method]) => method !== 'GET'),
    all: routes,
  };
}

const pages = [
  '/',
  '/en/shop',
  '/shop/goldmuenzen',
  '/en/product/krugerrand',
  '/warenkorb',
  '/en/cart',
  '/kundenkonto',
  '/remotes.json',
  '/store.json',
  '/maintenance',
];

const paramNames = [
  'text',
  'limit',
  'page',
  'sort',
  'order',
  'skus',
  'country',
  'currency',
  'metal',
  'timespan',
  'type',
  'category',
  'manufacturer',
  'slug',
  'languageTag',
  'email',
  'vat',
  'emailToken',
  'ownerId',
  'sku',
  'quantity',
  'storeKey',
  'folder',
  'version',
  'minPrice',
  'maxPrice',
  '__proto__',
  '__proto__[admin]',
  'constructor',
  'constructor[prototype][polluted]',
  'toString',
  'hasOwnProperty',
  'a[]',
  'a[b][c]',
  '',
  ' ',
];

const paramValues = [
  '',
  ' ',
  '-1',
  '0',
  '1',
  '24',
  '101',
  '1e309',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
  'gold',
  'GOLD',
  'EUR',
  'XXX',
  'at',
  'AT',
  'US',
  'de-AT',
  'en',
  '1w',
  '0x10',
  '１２',
  '🪙',
  'Ünïcödé',
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  'A,B,,C',
  ','.repeat(200),
  'KR-1OZ-GOLD',
  'x'.repeat(5_000),
];

const pathValues = [
  '1',
  'x',
  '0',
  '-1',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%00',
  '%2e%2e',
  '..',
  'a'.repeat(300),
  'ü',
  '%F0%9F%AA%99',
  'at',
  'xx',
  'ch;drop',
];

const controlChars = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\x7f',
  '\r\nX-Injected: 1',
  '\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x',
];

const contentTypes = [
  'text/plain',
  'text/html',
  'application/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonp',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  ';;;',
  'x'.repeat(2_000),
  'application/json; boundary=\x01',
  'application/vnd.api+json',
  'application/merge-patch+json',
  '*/*',
];

const badJsonBodies = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '[1,2',
  'nul',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e99999}',
  `{"a":${'9'.repeat(400)}}`,
  '{"a":"\\u00"}',
  '{"a":"\\uD800"}',
  '{"a":"\x01"}',
  '{"a":"\n"}',
  '\ufeff{"a":1}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"email":{"$ne":null},"password":{"$ne":null}}',
  '{"quantity":-1,"sku":"x"}',
  '{"quantity":1e309}',
  '{"a":"b","a":"c"}',
  '"just a string"',
  '12345',
  'true',
  'null',
  '[]',
  '',
  ' ',
  '\0',
  '[['.repeat(5_000),
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  JSON.stringify({ text: 'x'.repeat(200_000) }),
  JSON.stringify({ list: Array.from({ length: 20_000 }, (_, i) => i) }),
];

const traversals = [
  '/api/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/%252e%252e%252fetc%252fpasswd',
  '/api/products/images/..%2f..%2f..%2fpackage.json',
  '/api/products/images/../../package.json',
  '/api/products/images/%2e%2e%2f%2e%2e%2fpackage.json',
  '/api/products/images/..\\..\\package.json',
  '/api/products/images/....//....//package.json',
  '/api/products/images/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/api/products/images/.%00./package.json',
  '/api/products/images/x.webp%00.json',
  '/api/content/page/de/path/../../../../etc/passwd',
  '/api/content/page/de/path/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/api/content/page/..%2f..%2f/path/x',
  '/../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fpackage.json',
  '//etc/passwd',
  '/static/../../package.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  '/.git/config',
  '/.env',
  '/.data/pglite/PG_VERSION',
  '/apps/api/package.json',
  '/dist-server/index.js',
  '/%5c..%5c..%5cpackage.json',
  '/..;/..;/package.json',
  '/api;/health',
  '/api/./health',
  '/api//health',
  '/API/health',
];

const badEncodings = [
  '%',
  '%z',
  '%zz',
  '%g0',
  '%0',
  '%%',
  '%e0%80',
  '%c0%af',
  '%c0%80',
  '%ff%fe',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%80',
  '%e2%82',
  '%u0041',
  '%%32%65',
  'a%',
  '%2',
  '%C3%28',
  '%F0%28%8C%BC',
];

const unknownMethods = [
  'FOO',
  'PROPFIND',
  'PURGE',
  'TRACE',
  'PATCH',
  'DELETE',
  'PUT',
  'POST',
  'OPTIONS',
  'LINK',
  'SEARCH',
  'MKCOL',
  'LOCK',
  'QUERY',
  'CONNECT',
  'get',
  'GeT',
  'G\tET',
  'X'.repeat(100),
  '🪙',
];

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

function fillPath(rand, route) {
  return route.replace(/\{[^}]+\}/g, () => pick(rand, pathValues));
}

/** A valid route of either kind, its placeholders filled. */
function anyTarget(rand, routes) {
  const r = rand();
  if (r < 0.55) return fillPath(rand, pick(rand, routes.get));
  if (r < 0.8) return fillPath(rand, pick(rand, routes.body)[1]);
  return pick(rand, pages);
}

/** `body` as JSON to a route that takes one. */
function jsonBody(rand, routes, body) {
  const [method, route] = pick(rand, routes.body);
  return {
    method,
    target: fillPath(rand, route),
    headers: { 'Content-Type': 'application/json' },
    body,
  };
}

function randomQuery(rand, { encode = true } = {}) {
  const count = 1 + Math.floor(rand() * 5);
  const parts = [];
  for (let i = 0; i < count; i++) {
    const name =
      rand() < 0.85 ? pick(rand, paramNames) : Math.floor(rand() * 1e9).toString(36) + '_x';
    const value = rand() < 0.9 ? pick(rand, paramValues) : String(rand());
    const repeat = rand() < 0.15 ? 2 : 1;
    for (let j = 0; j < repeat; j++) {
      parts.push(
        encode
          ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
          : `${name}=${value.replace(/[\s#]/g, '+')}`,
      );
    }
  }
  return parts.join('&');
}

// Paths are case-sensitive: /API/health is a page path, not the API.
const isApi = (target) => /^\/api(\/|\?|$)/.test(target);

/** Each category: how many cases, and how to make case number i of it. */
export const categories = [
  {
    name: 'control characters',
    count: 600,
    make(rand, i, routes) {
      const ctl = controlChars[i % controlChars.length];
      const target = anyTarget(rand, routes);
      switch (Math.floor(rand() * 5)) {
        case 0:
          return { target: `${target}${ctl}x` };
        case 1:
          return { target: `/api/products/search?text=go${ctl}ld&limit=24` };
        case 2:
          return {
            target,
            headers: {
              [pick(rand, ['X-Test', 'Accept-Language', 'Cookie', 'x-store-key', 'User-Agent'])]:
                `a${ctl}b`,
            },
          };
        case 3:
          return { target, headers: { [`X${ctl}Y`]: '1' } };
        default:
          return jsonBody(rand, routes, `{"email":"a${ctl}@b.c","text":"${ctl}"}`);
      }
    },
  },
  {
    name: 'NUL',
    count: 300,
    make(rand, i, routes) {
      const target = anyTarget(rand, routes);
      switch (i % 6) {
        case 0:
          return { target: `${target}\0` };
        case 1:
          return { target: `${target}%00` };
        case 2:
          return { target: `/api/products/search?text=%00&limit=24${'%00'.repeat(i % 7)}` };
        case 3:
          return { target, headers: { 'x-store-key': 'at\0', Cookie: 'lang=de\0' } };
        case 4:
          return { method: 'G\0ET', target };
        default:
          return jsonBody(rand, routes, `{"email":"a\\u0000@b.c","text":"\0"}`);
      }
    },
  },
  {
    name: 'huge headers',
    count: 200,
    make(rand, i, routes) {
      const target = anyTarget(rand, routes);
      const size = [8_000, 16_500, 32_000, 64_000, 256_000, 1_000_000][i % 6];
      switch (Math.floor(rand() * 4)) {
        case 0:
          return { target, headers: { 'X-Big': 'a'.repeat(size) } };
        case 1:
          return { target, headers: { Cookie: `session=${'b'.repeat(size)}` } };
        case 2:
          return {
            target,
            headers: Object.fromEntries(
              Array.from({ length: 200 + (i % 5) * 200 }, (_, n) => [`X-H${n}`, 'v'.repeat(64)]),
            ),
          };
        default:
          return { target, headers: { 'Accept-Language': 'de-AT,'.repeat(size / 6) } };
      }
    },
  },
  {
    name: 'overlong URLs',
    count: 200,
    make(rand, i, routes) {
      const size = [4_000, 8_500, 17_000, 65_000, 200_000][i % 5];
      const route = fillPath(rand, pick(rand, routes.get));
      switch (i % 4) {
        case 0:
          return { target: `${route}/${'a'.repeat(size)}` };
        case 1:
          return { target: `/api/products/search?text=${'g'.repeat(size)}` };
        case 2:
          return {
            target: `/api/prices/products?country=AT&currency=EUR&skus=${'KR-1OZ,'.repeat(size / 7)}`,
          };
        default:
          return { target: `/${'x/'.repeat(size / 2)}` };
      }
    },
  },
  {
    name: 'bad JSON',
    count: 600,
    make(rand, i, routes) {
      return jsonBody(rand, routes, badJsonBodies[i % badJsonBodies.length]);
    },
  },
  {
    name: 'wrong content types',
    count: 400,
    make(rand, i, routes) {
      const [method, route] =
        rand() < 0.8 ? pick(rand, routes.body) : ['GET', pick(rand, routes.get)];
      return {
        method,
        target: fillPath(rand, route),
        headers: { 'Content-Type': contentTypes[i % contentTypes.length] },
        body: pick(rand, ['{"email":"a@b.c"}', 'a=1&b=2', '<x/>', '--x\r\n\r\n--x--', '\x89PNG']),
      };
    },
  },
  {
    name: 'unknown methods',
    count: 300,
    make(rand, i, routes) {
      return { method: unknownMethods[i % unknownMethods.length], target: anyTarget(rand, routes) };
    },
  },
  {
    name: 'path traversal',
    count: 400,
    make(rand, i) {
      const target = traversals[i % traversals.length];
      return rand() < 0.3 ? { target, headers: { 'x-store-key': '../../etc' } } : { target };
    },
  },
  {
    name: 'bad percent-encoding',
    count: 400,
    make(rand, i, routes) {
      const bad = badEncodings[i % badEncodings.length];
      const target = anyTarget(rand, routes);
      switch (Math.floor(rand() * 3)) {
        case 0:
          return { target: `${target}/${bad}` };
        case 1:
          return { target: `/api/products/search?text=${bad}&limit=24` };
        default:
          return { target: `${target}?${bad}=${bad}` };
      }
    },
  },
  {
    name: 'random query parameters',
    count: 2_000,
    make(rand, i, routes) {
      // Every route in turn, so each gets its share.
      const [method, route] = routes.all[i % routes.all.length];
      return { method, target: `${fillPath(rand, route)}?${randomQuery(rand)}` };
    },
  },
  {
    name: 'bad request lines and hosts',
    count: 150,
    make(rand, i, routes) {
      const target = anyTarget(rand, routes);
      switch (i % 8) {
        case 0:
          return { target, version: 'HTTP/9.9' };
        case 1:
          return { target, version: 'HTTP/1.1 extra' };
        case 2:
          return { target, headers: { Host: null } };
        case 3:
          return { target, headers: { Host: ['a.example', 'b.example'] } };
        case 4:
          return { target, headers: { Host: `evil.example:${'9'.repeat(20)}` } };
        case 5:
          return { target, headers: { 'Content-Length': ['1', '2'] }, body: 'ab' };
        case 6:
          return {
            method: 'POST',
            target,
            headers: { 'Transfer-Encoding': 'chunked', 'Content-Length': '4' },
            body: 'zz\r\n',
          };
        default:
          return {
            raw: `${'\x16\x03\x01'}${String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(rand() * 256)))}`,
          };
      }
    },
  },
];

/** A readable one-line description of a case for the report: request line, then what is odd. */
function describe({ method = 'GET', target = '', raw, version, headers, body }) {
  if (raw !== undefined) return JSON.stringify(`raw ${raw.slice(0, 20)}`).slice(1, -1);
  const extras = [
    version,
    ...Object.entries(headers ?? {}).map(([name, value]) => {
      if (value === null) return `no ${name}`;
      const text = Array.isArray(value) ? value.join(' + ') : String(value);
      return `${name}: ${text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text}`;
    }),
    body === undefined ? undefined : `body ${Buffer.byteLength(body)} B`,
  ].filter((extra) => extra !== undefined);
  const limit = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  const line = `${method} ${limit(target, 70)}${extras.length ? ` [${extras.slice(0, 3).join('; ')}]` : ''}`;
  return limit(JSON.stringify(line).slice(1, -1), 140);
}

/** How many cases generateBadInputs yields. */
export const badInputCount = categories.reduce((sum, category) => sum + category.count, 0);

/**
 * Every case as bytes to send, one at a time (some are a megabyte).
 * @param {{ seed?: number, host: string, routes: Array<[string, string]> }} options `host` is the
 *   Host header (e.g. localhost:3000), `routes` the API routes to probe (see probedRoutes)
 * @returns {Generator<{ category: string, label: string, api: boolean, data: Buffer }>}
 */
export function* generateBadInputs({ seed = 1, host, routes: routeList }) {
  const rand = seededRandom(seed);
  const routes = routeSets(routeList);
  for (const category of categories) {
    for (let i = 0; i < category.count; i++) {
      const spec = category.make(rand, i, routes);
      yield {
        category: category.name,
        label: describe(spec),
        api: spec.raw === undefined && isApi(spec.target),
        data:
          spec.raw !== undefined
            ? Buffer.from(spec.raw, 'latin1')
            : encodeRequest({ host, ...spec }),
      };
    }
  }
}
