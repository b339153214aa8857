import { expect, test } from '../support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { remotes } from '@shop/i18n';

// A second edge in maintenance mode in front of the same API and remotes.
const port = 3900 + Math.floor(Math.random() * 90);
let edge: ChildProcess;

test.beforeAll(async ({ baseURL }) => {
  const shopPort = Number(new URL(baseURL!).port);
  // scripts/shop.mjs serves each remote at the shop's port + (its port - 3000).
  const remoteManifests = Object.fromEntries(
    Object.values(remotes).map(({ env, port: remotePort }) => [
      env,
      `http://localhost:${shopPort + remotePort - 3000}/mf-manifest.json`,
    ]),
  );
  edge = spawn(process.execPath, [join(__dirname, '../../apps/shell/dist-server/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      IN_MAINTENANCE: 'true',
      API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4000}`,
      ...remoteManifests,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  // Up to 20 s: a second Node process starting on a runner busy with two browsers.
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('maintenance edge did not start');
});

test.afterAll(() => {
  edge.kill();
});

test('in maintenance every page leads to the maintenance page, served with 503', async ({
  page,
}) => {
  const response = await page.goto(`http://localhost:${port}/en/shop/gold-coins`);
  expect(page.url()).toBe(`http://localhost:${port}/en/maintenance`);
  expect(response?.status()).toBe(503);
  // The notice editors wrote (components/maintenance, apps/api/src/db/seed/content/about.ts).
  await expect(
    page.getByRole('heading', { name: 'Maintenance: we will be back shortly' }),
  ).toBeVisible();
  await expect(
    page.getByText(/In a few minutes you can buy and sell precious metals again/),
  ).toBeVisible();
  const german = await page.goto(`http://localhost:${port}/warenkorb`);
  expect(page.url()).toBe(`http://localhost:${port}/maintenance`);
  expect(german?.status()).toBe(503);
  await expect(
    page.getByRole('heading', { name: 'Wartungsarbeiten: Wir sind gleich wieder für Sie da' }),
  ).toBeVisible();
  await expect(
    page.getByText(/In wenigen Minuten können Sie wieder Edelmetalle kaufen und verkaufen/),
  ).toBeVisible();
});

test('out of maintenance the maintenance page sends visitors home', async ({ request }) => {
  const response = await request.get('/en/maintenance', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/en');
});
