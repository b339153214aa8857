import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  badInputCount,
  categories,
  generateBadInputs,
  probedRoutes,
  undeclaredRoutes,
} from './bad-inputs.mjs';

/** The shape of the API's /api/openapi.json, with routes the hand list also names. */
const openApiDocument = {
  servers: [{ url: '/api' }],
  paths: {
    '/health': { get: {} },
    '/limit-orders': { get: {}, post: {} },
    '/limit-orders/{id}': { get: {}, put: {}, delete: {} },
  },
};
const routes = probedRoutes(openApiDocument);

const generated = new Map();
/** Every case for `seed`, generated once per seed (5,550 cases, some of a megabyte). */
const all = (seed = 1) => {
  if (!generated.has(seed))
    generated.set(seed, [...generateBadInputs({ seed, host: 'localhost:3000', routes })]);
  return generated.get(seed);
};

describe('probedRoutes', () => {
  test('takes every operation of the published document under its prefix, and the undeclared routes', () => {
    const keys = routes.map(([method, path]) => `${method} ${path}`);
    for (const key of [
      'GET /api/health',
      'POST /api/limit-orders',
      'DELETE /api/limit-orders/{id}',
    ])
      assert.ok(keys.includes(key), key);
    for (const [method, path] of undeclaredRoutes) assert.ok(keys.includes(`${method} ${path}`));
    assert.equal(new Set(keys).size, keys.length);
  });
});

describe('generateBadInputs', () => {
  test('yields at least 5,000 cases over every category the issue names', () => {
    const cases = all();
    assert.equal(cases.length, badInputCount);
    assert.ok(cases.length >= 5_000);
    const names = new Set(cases.map((c) => c.category));
    for (const name of [
      'control characters',
      'NUL',
      'huge headers',
      'overlong URLs',
      'bad JSON',
      'wrong content types',
      'unknown methods',
      'path traversal',
      'bad percent-encoding',
      'random query parameters',
    ]) {
      assert.ok(names.has(name), name);
    }
    assert.equal(names.size, categories.length);
  });

  test('is the same for the same seed and differs for another', () => {
    const key = (cases) => cases.map((c) => c.data.toString('base64')).join();
    assert.equal(key(all(7)), key(all(7)));
    assert.notEqual(key(all(7)), key(all(8)));
  });

  test('puts random query parameters on every API route', () => {
    const targets = all()
      .filter((c) => c.category === 'random query parameters')
      .map((c) => c.data.toString('utf8').split(' ')[1]);
    for (const [, route] of routes) {
      const prefix = route.split('{')[0];
      assert.ok(
        targets.some((t) => t.startsWith(prefix) && t.includes('?')),
        `no random parameters on ${route}`,
      );
    }
  });

  test('marks /api requests, which must answer with the error object', () => {
    const cases = all();
    assert.ok(cases.filter((c) => c.api).length > 4_000);
    assert.ok(
      cases.filter((c) => c.api).every((c) => / \/api/.test(c.data.toString('latin1', 0, 200))),
    );
    assert.ok(cases.some((c) => !c.api));
  });

  test('contains raw bytes fetch would refuse to send', () => {
    const heads = all().map((c) => c.data.toString('latin1', 0, c.data.indexOf('\r\n')));
    assert.ok(heads.some((line) => line.includes('\0')));
    assert.ok(heads.some((line) => [...line].some((char) => char > '\0' && char < '\t')));
    assert.ok(heads.some((line) => line.includes('%zz')));
    assert.ok(heads.some((line) => line.startsWith('PROPFIND ')));
  });
});
