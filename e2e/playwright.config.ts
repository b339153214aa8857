import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const root = join(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3000);
export const baseURL = `http://localhost:${port}`;
/** The API itself, for the calls the shop's edge does not pass on (the content editor API). */
export const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4000}`;
/** The staff credential of the content editor API (CONTENT_EDITOR_TOKEN of the API). */
export const contentEditorToken = process.env.CONTENT_EDITOR_TOKEN ?? 'e2e-content-editor';
/** PRICE_RECALC_INTERVAL_SECONDS of the shop under test; the terms must state it (content-pages.spec.ts). */
export const priceRecalcIntervalSeconds = 180;
// The shop's EDGE_SECRET, set before the workers start so they inherit it: the edges the specs
// start themselves (server-rendering, maintenance) load the remotes' server builds with it.
// With E2E_REUSE_SERVER, give the suite the secret the running shop was started with.
process.env.EDGE_SECRET ||= randomBytes(32).toString('base64url');
/** Specs that switch settings of the whole shop (maintenance): they run after all others. */
const shopWideSpecs = /backoffice-settings\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Specs that change the whole shop (maintenance switched in the back-office) run alone, after
  // every other spec: no other journey meets the maintenance page. Run one of them on its own
  // with --no-deps.
  projects: [
    { name: 'shop', testIgnore: shopWideSpecs },
    { name: 'shop-wide settings', testMatch: shopWideSpecs, dependencies: ['shop'] },
  ],
  use: {
    baseURL,
    // A returning visitor who chose "only necessary cookies" and was welcomed to the new shop
    // before: the consent banner and the welcome of a first visit stay out of the way.
    // consent.spec.ts and welcome-menu.spec.ts start without them.
    storageState: {
      cookies: [
        'localhost',
        'at.localhost',
        'de.localhost',
        'ch.localhost',
        'li.localhost',
        'us.localhost',
      ].flatMap((domain) =>
        [
          {
            name: 'shopConsent',
            value: encodeURIComponent(
              'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0|2026-11-23T00:00:00.000Z',
            ),
          },
          { name: 'shopWelcomed', value: '1' },
        ].map(({ name, value }) => ({
          name,
          value,
          domain,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax' as const,
        })),
      ),
      origins: [],
    },
    locale: 'de-AT',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/shop.mjs serve',
    cwd: root,
    // Through the edge to the API: ready only once the API has migrated and seeded.
    url: `${baseURL}/api/health`,
    // Never by chance: a shop already on this port (npm start) has other data and settings.
    // E2E_REUSE_SERVER=1 reuses servers started for this suite (`node scripts/shop.mjs serve`
    // with the env below) while working on tests; CI never does.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
    timeout: 120_000,
    // The supervisor stops its services itself (PGlite closes its data folder cleanly).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Server logs stay out of the test report; failures show in the tests themselves.
    stdout: 'ignore',
    env: {
      PORT: String(port),
      API_PORT: process.env.E2E_API_PORT ?? '4000',
      DATA_DIR: join(root, '.data/e2e-pglite'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The price tests force recalculations through the admin route.
      ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin',
      // content-pages.spec.ts publishes through the editor API.
      CONTENT_EDITOR_TOKEN: contentEditorToken,
      PRICE_RECALC_INTERVAL_SECONDS: String(priceRecalcIntervalSeconds),
      MAIL_TRANSPORT: 'outbox',
      SEED_DEMO_CUSTOMERS: 'true',
      // The back-office journeys sign the demo staff in with codes made from their README secrets.
      SEED_DEMO_STAFF: 'true',
      // The store pages mount their map only with a token; Mapbox itself is cut off in the tests.
      MAPBOX_TOKEN: process.env.MAPBOX_TOKEN ?? 'pk.e2e-store-map',
      // The event-loop delay limit (load shedding) measures the machine as much as the shop: on
      // a CI machine running two browsers beside the shop it refused a guest session and a
      // price socket now and then. The API's and the edge's jest suites and the fault probe
      // exercise it; the database gate still sheds here (adminWrite asks again).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      EDGE_SECRET: process.env.EDGE_SECRET,
    },
  },
});
