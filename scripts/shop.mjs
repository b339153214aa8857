#!/usr/bin/env node
// The two commands of the README: `npm start` (build and run the whole shop) and `npm test`
// (every test). They assume only Node 20, npm and git; pnpm and Chromium are brought here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function ensurePnpm() {
  if (has('pnpm')) {
    const version = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return;
  }
  console.log(`Installing pnpm ${PNPM_VERSION} with npm …`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

function install() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian’s Chromium for the browser tests …');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}

function build() {
  run('pnpm', ['exec', 'turbo', 'run', 'build']);
}

const staticServer = join(root, 'tooling/static-server/bin/shop-static-server.mjs');
const remotePorts = { catalog: 3001, checkout: 3002, account: 3003, content: 3004 };

/**
 * Production processes: the API, each remote on its own port, and the edge in front. Started
 * with node directly so that stopping the shop stops every one of them. Ports follow PORT:
 * remotes at PORT+1…PORT+4, the API at API_PORT (default 4000).
 */
function services(env) {
  const port = Number(env.PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? 4000);
  const remoteEnv = {};
  const remotes = Object.entries(remotePorts).map(([name, offset]) => {
    const remotePort = port + (offset - 3000);
    remoteEnv[`REMOTE_${name.toUpperCase()}_URL`] ??=
      `http://localhost:${remotePort}/mf-manifest.json`;
    return {
      name,
      cwd: `apps/${name}`,
      args: [staticServer, '--dir', 'dist', '--port', String(remotePort), '--cors'],
    };
  });
  return [
    {
      name: 'api',
      cwd: 'apps/api',
      args: ['dist/server.js'],
      // The price socket accepts browsers from the shop's own origin, wherever it listens.
      env: {
        API_PORT: String(apiPort),
        SHOP_ORIGINS: env.SHOP_ORIGINS ?? `http://localhost:${port}`,
      },
    },
    ...remotes,
    {
      name: 'edge',
      cwd: 'apps/shell',
      args: ['dist-server/index.js'],
      env: {
        PORT: String(port),
        API_URL: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
        ...remoteEnv,
        ...pick(env, Object.keys(remoteEnv)),
      },
    },
  ];
}

function pick(env, keys) {
  return Object.fromEntries(keys.filter((k) => env[k]).map((k) => [k, env[k]]));
}

function serve() {
  const children = services(process.env).map(({ name, cwd, args, env = {} }) => {
    const child = spawn(process.execPath, args, {
      cwd: join(root, cwd),
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${name}]`.padEnd(11);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n'))
          if (line) process.stdout.write(`${prefix}${line}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      console.log(`${prefix}exited (${code ?? signal})`);
      if (!stopping) stop(1);
    });
    return child;
  });
  let stopping = false;
  const stop = (code = 0) => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  console.log(`The shop starts at http://localhost:${process.env.PORT ?? 3000}`);
}

/** Runs every jest project and Playwright, then prints one closing line with the totals. */
function test() {
  install();
  ensureChromium();
  run('pnpm', ['exec', 'turbo', 'run', 'typecheck']);
  run('pnpm', ['run', 'lint']);
  const reports = join(root, 'node_modules/.cache/test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  let failed = false;
  try {
    run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=2'], {
      env: { ...process.env, CI: process.env.CI ?? 'true', TEST_REPORT_DIR: reports },
    });
  } catch (error) {
    console.error(String(error));
    failed = true;
  }
  build();
  try {
    run('pnpm', ['--filter', '@shop/e2e', 'e2e'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    });
  } catch (error) {
    console.error(String(error));
    failed = true;
  }
  const totals = summarize(reports);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (failed || totals.failed > 0) process.exit(1);
}

function summarize(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if ('passed' in report) {
      totals.passed += report.passed;
      totals.failed += report.failed;
      totals.skipped += report.skipped;
    } else if (report.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  }
  return totals;
}

const command = process.argv[2];
try {
  if (command === 'start') {
    install();
    build();
    serve();
  } else if (command === 'serve') {
    serve();
  } else if (command === 'test') {
    test();
  } else {
    console.error('usage: node scripts/shop.mjs start|serve|test');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
