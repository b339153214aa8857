import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterServices } from './cluster.mjs';
import { shopServices } from './services.mjs';

const env = { EDGE_SECRET: 'test-secret' };
const portsOf = (services) =>
  services.map(({ args, env: own }) =>
    Number(own.PORT ?? own.API_PORT ?? args[args.indexOf('--port') + 1]),
  );

test('the cluster runs three API instances and two edges on ports npm start leaves free', () => {
  const cluster = clusterServices(env);
  const shop = portsOf(shopServices(env));
  const ports = portsOf(cluster);
  assert.equal(new Set(ports).size, ports.length);
  assert.deepEqual(
    ports.filter((port) => shop.includes(port)),
    [],
  );
  const apis = cluster.filter(({ name }) => name.startsWith('api-'));
  const edges = cluster.filter(({ name }) => name.startsWith('edge-'));
  assert.deepEqual(
    apis.map(({ env: own }) => own.INSTANCE_ID),
    ['api-1', 'api-2', 'api-3'],
  );
  assert.deepEqual(
    edges.map(({ env: own }) => own.PORT),
    ['3100', '3101'],
  );
  for (const edge of edges)
    assert.equal(
      edge.env.API_URLS,
      apis.map(({ env: own }) => `http://127.0.0.1:${own.API_PORT}`).join(','),
    );
});

test('every instance shares the database, Redis, the edge secret and the socket origins', () => {
  const cluster = clusterServices({ ...env, DATABASE_URL: 'postgres://db/x' });
  const apis = cluster.filter(({ name }) => name.startsWith('api-'));
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'CONTENT_PREVIEW_SECRET', 'SHOP_ORIGINS'])
    assert.equal(new Set(apis.map(({ env: own }) => own[key])).size, 1, key);
  assert.equal(apis[0].env.DATABASE_URL, 'postgres://db/x');
  assert.equal(apis[0].env.SHOP_ORIGINS, 'http://localhost:3100,http://localhost:3101');
  assert.ok(cluster.every(({ env: own }) => own.EDGE_SECRET === 'test-secret'));
});

test('a bad count stops the start with a clear message', () => {
  assert.throws(() => clusterServices({ ...env, CLUSTER_APIS: 'three' }), /CLUSTER_APIS must be/);
});
