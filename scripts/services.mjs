// The shop's production processes as the supervisor runs them: the building blocks of
// `npm start` (scripts/shop.mjs, one of each) and `npm run start:cluster` (scripts/cluster.mjs,
// several API and edge instances on PostgreSQL and Redis), and the one way both run them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeSecretOf } from './edge-secret.mjs';
import { createSupervisor } from './supervisor.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const staticServer = join(root, 'tooling/static-server/bin/shop-static-server.mjs');
/** The remotes' one home: name, production port and the edge's variable for its manifest. */
const remotes = JSON.parse(readFileSync(join(root, 'packages/i18n/src/remotes.json'), 'utf8'));

/**
 * One API instance (`dist/server.js`). The embedded setup keeps mail and SMS in the outbox
 * (/api/dev/outbox), has demo customers and staff and shows the sample bank accounts and
 * receiving addresses, marked "demo account — do not pay" (README), and tells the demo order
 * desks of new orders; production asks for each explicitly, so they are named here.
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, shopOrigins: string, extra?: Record<string, string> }} options
 */
export function apiService({ name, port, env, shopOrigins, extra = {} }) {
  return {
    name,
    cwd: 'apps/api',
    args: ['dist/server.js'],
    env: {
      API_PORT: String(port),
      EDGE_SECRET: edgeSecretFor(env),
      // The price socket accepts browsers from the shop's own origins, wherever they listen.
      SHOP_ORIGINS: env.SHOP_ORIGINS ?? shopOrigins,
      MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? 'outbox',
      SEED_DEMO_CUSTOMERS: env.SEED_DEMO_CUSTOMERS ?? 'true',
      SEED_DEMO_STAFF: env.SEED_DEMO_STAFF ?? 'true',
      DEALER_BANK_ACCOUNTS: env.DEALER_BANK_ACCOUNTS ?? 'demo',
      DEALER_RECEIVING_ADDRESSES: env.DEALER_RECEIVING_ADDRESSES ?? 'demo',
      DEALER_DETAILS: env.DEALER_DETAILS ?? 'demo',
      ORDER_DESK_MAIL_TO: env.ORDER_DESK_MAIL_TO ?? 'demo',
      ...extra,
    },
  };
}

/**
 * The remotes' static servers at `firstPort`, `firstPort + 1`, … in the order of remotes.json,
 * and the edge's REMOTE_*_URL for each (an operator's own value wins).
 * @param {{ firstPort: number, env: NodeJS.ProcessEnv, prefix?: string }} options
 */
export function remoteServices({ firstPort, env, prefix = '' }) {
  const remoteEnv = {};
  const services = Object.entries(remotes).map(([name, remote], index) => {
    const port = firstPort + index;
    remoteEnv[remote.env] = env[remote.env] || `http://localhost:${port}/mf-manifest.json`;
    return {
      name: `${prefix}${name}`,
      cwd: `apps/${name}`,
      args: [staticServer, '--dir', 'dist', '--port', String(port), '--cors'],
      env: { EDGE_SECRET: edgeSecretFor(env) },
    };
  });
  return { services, remoteEnv };
}

/**
 * One edge (`dist-server/index.js`) in front of `apiUrls`.
 * @param {{ name: string, port: number, env: NodeJS.ProcessEnv, apiUrls: string[], remoteEnv: Record<string, string>, extra?: Record<string, string> }} options
 */
export function edgeService({ name, port, env, apiUrls, remoteEnv, extra = {} }) {
  return {
    name,
    cwd: 'apps/shell',
    args: ['dist-server/index.js'],
    env: {
      PORT: String(port),
      EDGE_SECRET: edgeSecretFor(env),
      ...(apiUrls.length === 1 ? { API_URL: apiUrls[0] } : { API_URLS: apiUrls.join(',') }),
      ...remoteEnv,
      ...extra,
    },
  };
}

/**
 * The environment the services are named from: the operator's, with the run's one EDGE_SECRET
 * (scripts/edge-secret.mjs) that every service gets.
 * @param {NodeJS.ProcessEnv} env
 */
export function withEdgeSecret(env) {
  return { ...env, EDGE_SECRET: edgeSecretOf(env) };
}

/** @param {NodeJS.ProcessEnv} env as given by withEdgeSecret */
function edgeSecretFor(env) {
  if (!env.EDGE_SECRET) throw new Error('EDGE_SECRET must be set before the services are named');
  return env.EDGE_SECRET;
}

/**
 * `npm start`'s processes: the API, each remote on its own port, and the edge in front. Ports
 * follow PORT: remotes at PORT+1…PORT+5, the API at API_PORT (default 4000).
 */
export function shopServices(env) {
  const port = Number(env.PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? 4000);
  const { services: remotes, remoteEnv } = remoteServices({ firstPort: port + 1, env });
  return [
    apiService({ name: 'api', port: apiPort, env, shopOrigins: `http://localhost:${port}` }),
    ...remotes,
    edgeService({
      name: 'edge',
      port,
      env,
      apiUrls: [env.API_URL ?? `http://127.0.0.1:${apiPort}`],
      remoteEnv,
    }),
  ];
}

/**
 * Runs `services` under the supervisor until SIGINT, SIGTERM or SIGHUP; each with Node directly,
 * so that stopping the shop stops every one of them, its output prefixed with its name.
 * @param {{ name: string, cwd: string, args: string[], env?: Record<string, string> }[]} services
 * @param {string} banner what the supervisor says once everything is started
 */
export function serve(services, banner) {
  const width = Math.max(11, ...services.map(({ name }) => name.length + 3));
  const supervisor = createSupervisor({
    services,
    start: ({ name, cwd, args, env = {} }) => {
      const child = spawn(process.execPath, args, {
        cwd: join(root, cwd),
        env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const prefix = `[${name}]`.padEnd(width);
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          for (const line of String(chunk).split('\n'))
            if (line) process.stdout.write(`${prefix}${line}\n`);
        });
      }
      return child;
    },
  });
  let signals = 0;
  const stop = (signal) => {
    signals += 1;
    // A second Ctrl-C does not wait for a service that takes its time.
    if (signals > 1) {
      supervisor.kill();
      process.exit(130);
    }
    console.log(`${signal}: stopping the shop …`);
    void supervisor.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  supervisor.start();
  console.log(`${banner} (supervisor pid ${process.pid}; a service that exits is restarted)`);
  // For fault runs (kill -9 of one instance); a restart logs the new pid.
  console.log(
    `pids: ${supervisor
      .status()
      .map(({ name, pid }) => `${name} ${pid ?? '-'}`)
      .join(', ')}`,
  );
  return supervisor;
}
