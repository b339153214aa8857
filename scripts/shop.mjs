#!/usr/bin/env node
// The two commands of the README: `npm start` (build and run the whole shop) and `npm test`
// (every test). They assume only Node 20, npm and git; pnpm and Chromium are brought here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePorts } from './free-ports.mjs';
import { closingLine, failedTests, summarize } from './run-totals.mjs';
import { root, serve as serveServices, shopServices, withEdgeSecret } from './services.mjs';

const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** As `run`, without blocking: for stages that run side by side. */
function runBeside(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
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

/** Runs every service under the supervisor until SIGINT, SIGTERM or SIGHUP. */
function serve() {
  serveServices(
    shopServices(withEdgeSecret(process.env)),
    `The shop starts at http://localhost:${process.env.PORT ?? 3000}`,
  );
}

/** Test files of the scripts themselves (node:test), found without globs (Node 20 has none). */
function scriptTests() {
  return readdirSync(join(root, 'scripts'), { recursive: true })
    .filter((file) => String(file).endsWith('.test.mjs'))
    .map((file) => join('scripts', String(file)))
    .sort();
}

/**
 * Runs every stage (type check, lint, jest in every package, the scripts' own tests, production
 * build, Playwright), each even when an earlier one failed, then prints one closing line with
 * the totals and the stages that failed, and exits non-zero if anything failed.
 */
async function test() {
  const reports = join(root, 'node_modules/.cache/test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const failedStages = [];
  const stage = async (name, body) => {
    const before = summarize(reports).failed;
    try {
      await body();
      return true;
    } catch (error) {
      console.error(`\n${name} failed: ${error instanceof Error ? error.message : error}`);
      failedStages.push({ name, reportedFailures: summarize(reports).failed - before });
      return false;
    }
  };
  const finish = () => {
    const failed = failedTests(reports);
    if (failed.length > 0)
      console.log(`\nFailed tests:\n${failed.map((name) => `  ✕ ${name}`).join('\n')}`);
    console.log(`\n${closingLine(summarize(reports), failedStages)}`);
    process.exit(failedStages.length > 0 || summarize(reports).failed > 0 ? 1 : 0);
  };

  if (!(await stage('install', install))) finish();
  await stage('chromium', ensureChromium);
  const testEnv = { ...process.env, CI: process.env.CI ?? 'true', TEST_REPORT_DIR: reports };
  // On two cores: the API's suites (one jest process, in band, with 30 s test timeouts for a
  // loaded runner) keep one core busy about as long as the type check, lint, the other packages'
  // tests and the production build keep the other, one task at a time; so they start first and
  // run beside all of those, and the browser tests need not wait for them.
  const apiTests = stage('api', () =>
    runBeside('pnpm', ['exec', 'turbo', 'run', 'test', '--filter=@shop/api'], { env: testEnv }),
  );
  await stage('typecheck', () =>
    run('pnpm', ['exec', 'turbo', 'run', 'typecheck', '--concurrency=1']),
  );
  await stage('lint', () => run('pnpm', ['run', 'lint']));
  await stage('unit', () =>
    run('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--filter=!@shop/api'], {
      env: testEnv,
    }),
  );
  const built = await stage('build', () =>
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=1']),
  );
  await stage('scripts', () =>
    run(
      process.execPath,
      [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        `--test-reporter=${join(root, 'tooling/test-totals/node-test-reporter.mjs')}`,
        '--test-reporter-destination=stdout',
        ...scriptTests(),
      ],
      { env: { ...testEnv, TEST_REPORT_NAME: 'scripts' } },
    ),
  );
  if (built) {
    await stage('e2e', async () => {
      // Its own ports, so a shop already running (npm start on 3000) neither blocks nor stands
      // in for the servers the suite starts with its own data.
      const port = await findFreePorts({ count: 5 });
      const apiPort = await findFreePorts({
        count: 1,
        avoid: Array.from({ length: 5 }, (_, i) => port + i),
      });
      console.log(`e2e: shop on port ${port} (remotes ${port + 1}–${port + 4}), API on ${apiPort}`);
      // Fresh data each run: accounts, outbox and abuse-limit counters of an earlier run would
      // meet this one's (e.g. the registrations per client address).
      rmSync(join(root, '.data/e2e-pglite'), { recursive: true, force: true });
      run('pnpm', ['--filter', '@shop/e2e', 'e2e'], {
        env: {
          ...process.env,
          E2E_PORT: String(port),
          E2E_API_PORT: String(apiPort),
          E2E_REUSE_SERVER: '',
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
        },
      });
    });
  } else {
    console.error('\ne2e not run: the build failed');
    failedStages.push({ name: 'e2e', reportedFailures: 0 });
  }
  await apiTests;
  finish();
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
    await test();
  } else {
    console.error('usage: node scripts/shop.mjs start|serve|test');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
