#!/usr/bin/env node
// `npm run start:cluster`: the production topology on one machine, from the existing build.
// PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), three API instances, two edges that spread
// the API calls and price sockets over the instances that are up, and the remotes' static
// servers, all under the supervisor of `npm start` (scripts/services.mjs). Its ports leave
// `npm start`'s alone: edges at CLUSTER_PORT (3100) and up, remotes at CLUSTER_PORT + 11 and up,
// API instances at CLUSTER_API_PORT (4100) and up.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  apiService,
  edgeService,
  remoteServices,
  root,
  serve,
  withEdgeSecret,
} from './services.mjs';

const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop_cluster',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** A whole number from the environment, or the fallback; anything else stops the start. */
function count(env, name, fallback, min, max) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return value;
}

/** The cluster's processes; every port and URL follows from the environment. */
export function clusterServices(env) {
  const edgePort = count(env, 'CLUSTER_PORT', 3100, 1, 65_000);
  const apiPort = count(env, 'CLUSTER_API_PORT', 4100, 1, 65_000);
  const apis = count(env, 'CLUSTER_APIS', 3, 1, 9);
  const edges = count(env, 'CLUSTER_EDGES', 2, 1, 9);
  const edgePorts = Array.from({ length: edges }, (_, i) => edgePort + i);
  const apiPorts = Array.from({ length: apis }, (_, i) => apiPort + i);
  const { services: remotes, remoteEnv } = remoteServices({ firstPort: edgePort + 11, env });
  // Shared by every instance, as in production: sockets from any edge's origin, one preview key.
  const shared = {
    DATABASE_URL: env.DATABASE_URL || defaults.DATABASE_URL,
    REDIS_URL: env.REDIS_URL || defaults.REDIS_URL,
    CONTENT_PREVIEW_SECRET: env.CONTENT_PREVIEW_SECRET || randomBytes(32).toString('base64url'),
  };
  const shopOrigins = edgePorts.map((port) => `http://localhost:${port}`).join(',');
  return [
    ...apiPorts.map((port, i) =>
      apiService({
        name: `api-${i + 1}`,
        port,
        env,
        shopOrigins,
        extra: { ...shared, INSTANCE_ID: `api-${i + 1}` },
      }),
    ),
    ...remotes,
    ...edgePorts.map((port, i) =>
      edgeService({
        name: `edge-${i + 1}`,
        port,
        env,
        apiUrls: apiPorts.map((p) => `http://127.0.0.1:${p}`),
        remoteEnv,
      }),
    ),
  ];
}

/** What the services run: the build of `npm start` (or `pnpm build`); nothing is built here. */
function missingBuild(services) {
  return services
    .map(({ cwd, args }) => join(root, cwd, args.includes('--dir') ? 'dist' : args[0]))
    .filter((path, index, all) => all.indexOf(path) === index && !existsSync(path));
}

/** Creates the database of DATABASE_URL when it is missing; the API migrates and seeds it. */
async function ensureDatabase(url) {
  // The API's own driver; the scripts have no dependencies of their own.
  const { Client } = createRequire(join(root, 'apps/api/package.json'))('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.href });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created the database ${name}; the first API instance migrates and seeds it`);
    }
  } finally {
    await client.end();
  }
}

/** Whether something accepts connections at REDIS_URL's host and port. */
function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function main() {
  const env = withEdgeSecret(process.env);
  const services = clusterServices(env);
  const missing = missingBuild(services);
  if (missing.length > 0)
    throw new Error(
      `The cluster runs the existing build; missing: ${missing.join(', ')}. ` +
        'Build first: npm start (once) or pnpm build.',
    );
  const { DATABASE_URL, REDIS_URL } = services[0].env;
  await ensureDatabase(DATABASE_URL);
  // The API works without Redis (its limits fall back to the database), so this only warns.
  if (!(await reachable(REDIS_URL))) console.warn(`Redis does not answer at ${REDIS_URL}`);
  const edges = services.filter(({ name }) => name.startsWith('edge-'));
  serve(
    services,
    `The cluster starts at ${edges.map(({ env: { PORT } }) => `http://localhost:${PORT}`).join(' and ')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
