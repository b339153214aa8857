#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on each page type in German and English, against a
// running shop: prints score, LCP, TBT, CLS and the JavaScript transferred as a Markdown table.
// A measurement, not a test: it asserts nothing, and figures vary with the machine's load.
//
//   node scripts/lighthouse.mjs [http://localhost:3000]   (pnpm lighthouse)
//
// LIGHTHOUSE_RUNS=N (default 1) measures every page N times and prints the median of each
// figure: on a shared machine one run says little. Each row names the 1-minute load average.
// Each page is asked for once before its audit (see `warm`); LIGHTHOUSE_COLD=1 leaves that out.
// LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report there (JSON), to read what a figure
// is made of (long tasks, layout shifts, requests).
// Each row names the CPU benchmark index Lighthouse measured in its run and the CPU slowdown it
// applied. LIGHTHOUSE_MODE=calibrated measures the index right before each audit and slows the
// CPU by index / 1000 (a mid-range phone, see lighthouse-calibration.mjs) instead of Lighthouse's
// fixed 4x, so that figures of a fast and a slow machine compare.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { lighthouseMode, throttlingFor } from './lighthouse-calibration.mjs';
import { browserLocale, fillCart, needsCart, pagePaths, pageTypes } from './page-types.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const languages = ['de', 'en'];
const mode = lighthouseMode(process.env.LIGHTHOUSE_MODE);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
// LIGHTHOUSE_PAGES=home,product measures only those page types.
const measured = process.env.LIGHTHOUSE_PAGES
  ? pageTypes.filter((type) => process.env.LIGHTHOUSE_PAGES.split(',').includes(type))
  : pageTypes;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Asks for the page once, so that the edge's render cache holds it as it does for any public page
 * someone opened in the last seconds: the audit measures the browser's work, not the edge
 * rendering on the same two cores at the same time. LIGHTHOUSE_COLD=1 measures the cold render.
 */
async function warm(url, language) {
  if (process.env.LIGHTHOUSE_COLD === '1') return;
  const response = await fetch(url, { headers: { 'Accept-Language': browserLocale[language] } });
  await response.arrayBuffer();
}

/**
 * The machine's CPU benchmark index now (Lighthouse's own page function, in a blank tab of the
 * browser Lighthouse drives): the calibrated mode's slowdown is taken from it.
 */
async function machineIndex(context) {
  const page = await context.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** `runs` audits of one page, each figure their median. */
async function audits(
  url,
  port,
  language,
  keepCookies,
  context,
  beforeEach = async () => undefined,
) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    await beforeEach();
    await warm(url, language);
    const throttling =
      mode === 'calibrated'
        ? throttlingFor(mode, await machineIndex(context), lighthouseThrottling.mobileSlow4G)
        : null;
    results.push(await audit(url, port, keepCookies, language, throttling));
  }
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]),
  );
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** A port nobody listens on now, for Chromium's DevTools endpoint that Lighthouse attaches to. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One Lighthouse run with its default (mobile, simulated throttling) settings, or with the
 * given throttling (the calibrated mode's CPU slowdown).
 */
async function audit(url, port, keepCookies, language, throttling) {
  const result = await lighthouse(url, {
    ...(throttling ? { throttling } : {}),
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { 'Accept-Language': browserLocale[language] },
    // Cart and checkout need the cart cookies, so their storage stays; the cache is cleared
    // by the caller instead, so every page is a first load.
    disableStorageReset: keepCookies,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    writeFileSync(`${reports}/${name}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: lhr.categories.performance.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
    // What Lighthouse measured of the machine in this run, and the slowdown it applied.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

async function main() {
  const baseURL = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  const port = await freePort();
  // Lighthouse opens its tabs in the browser's default context: a persistent context is that
  // one, so the cart put in here is the cart Lighthouse's cart and checkout pages see.
  const context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log(
    `Load average (1, 5, 15 min) at the start: ${load()}; median of ${runs} run(s); ${mode} CPU slowdown.`,
  );
  console.log(
    '| page | language | path | score | LCP | TBT | CLS | JS (KiB transferred) | CPU index | slowdown | load |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  // Each row as soon as it is measured: a later failure (a cart that would not fill on a loaded
  // machine) keeps what was measured.
  const print = (row) =>
    console.log(
      `| ${row.type} | ${row.language} | \`${row.path}\` | ${Math.round(row.score * 100)} | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.jsKiB.toFixed(0)} | ${Math.round(row.benchmarkIndex)} | ${row.slowdown.toFixed(2)}x | ${loadavg()[0].toFixed(1)} |`,
    );
  try {
    for (const language of languages) {
      // Lighthouse clears a page's storage but not its cookies: without this the second
      // language's pages would carry the first one's session, and its cart one product more.
      await context.clearCookies();
      const paths = await pagePaths(baseURL, language);
      for (const type of measured.filter((t) => !needsCart.has(t)))
        print({
          language,
          type,
          path: paths[type],
          ...(await audits(`${baseURL}${paths[type]}`, port, language, false, context)),
        });
      if (!measured.some((t) => needsCart.has(t))) continue;
      const page = await context.newPage();
      await fillCart(page, baseURL, paths.product, language);
      const cdp = await context.newCDPSession(page);
      for (const type of measured.filter((t) => needsCart.has(t)))
        print({
          language,
          type,
          path: paths[type],
          ...(await audits(`${baseURL}${paths[type]}`, port, language, true, context, () =>
            cdp.send('Network.clearBrowserCache'),
          )),
        });
      await page.close();
    }
  } finally {
    await context.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
