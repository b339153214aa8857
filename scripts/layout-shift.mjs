#!/usr/bin/env node
// Cumulative layout shift of each page type in German and English on a first visit (the cookie
// banner showing), at 4x and 6x CPU slowdown (CDP Emulation.setCPUThrottlingRate), at a phone's
// width. Slowed down, the page paints the server's HTML long before its scripts have hydrated
// it: whatever the scripts add or resize then moves the page. Prints a table; `--json` prints the
// figures for e2e/tests/layout-shift.spec.ts, which asserts them.
//
//   node scripts/layout-shift.mjs [--json] [http://localhost:3000]
//
// LAYOUT_SHIFT_PAGES=home,category measures only those page types, LAYOUT_SHIFT_RATES=6 only that
// slowdown.
import { createRequire } from 'node:module';
import { clsOfShifts } from './layout-shift-score.mjs';
import { browserLocale, fillCart, needsCart, pagePaths, pageTypes } from './page-types.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

export const languages = ['de', 'en'];
/** The CPU slowdowns issue 27 names: a mid-range and a slow phone on a desktop's CPU. */
export const cpuRates = [4, 6];
/** Lighthouse's phone (a Moto G Power): the width the issue's 0.38 was measured at. */
const viewport = { width: 412, height: 823 };
/** The shell's mark of a hydrated page (apps/shell/src/app/MarkHydrated.tsx). */
const HYDRATED = 'data-hydrated';
/** Time after hydration for what the page loads then (pictures, lazy widgets) to settle. */
const SETTLE_MS = 2000;

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Collects every layout shift of the page from its first paint, with the elements that moved
 * (a selector-like name each), before any of the page's own scripts run.
 */
function observeShifts() {
  const name = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => name(source.node)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One first visit of `url` at `rate` x CPU slowdown: its CLS and what moved. */
async function measure(browser, url, language, rate, storageState) {
  const context = await browser.newContext({
    storageState,
    locale: browserLocale[language],
    viewport,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      (attribute) => document.documentElement.hasAttribute(attribute),
      HYDRATED,
      { timeout: 120_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => window.__shifts);
    // Measured after the page settled: a banner the page's script would have added would count.
    const banner = await page.locator('section.ui-consent-banner').count();
    const counted = shifts.filter((shift) => !shift.hadRecentInput);
    return {
      cls: clsOfShifts(counted),
      banner: banner > 0,
      shifts: counted.map((shift) => ({
        value: Number(shift.value.toFixed(4)),
        at: Math.round(shift.startTime),
        sources: shift.sources,
      })),
    };
  } finally {
    await context.close();
  }
}

/** Cookies of a visitor who has just put one product in the cart and not chosen cookies yet. */
async function cartState(browser, baseURL, paths, language) {
  const setup = await browser.newContext({ locale: browserLocale[language] });
  try {
    const page = await setup.newPage();
    // The add-to-cart button is enabled once the page has hydrated: on a busy machine that
    // takes longer than Playwright's default 30 s.
    page.setDefaultTimeout(120_000);
    await fillCart(page, baseURL, paths.product, language);
    return await setup.storageState();
  } finally {
    await setup.close();
  }
}

/** Every page type in both languages at each slowdown; cart and checkout with one product. */
export async function measureLayoutShifts(
  baseURL,
  {
    executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    types = pageTypes,
    rates = cpuRates,
    onResult = () => undefined,
  } = {},
) {
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  const results = [];
  try {
    for (const language of languages) {
      const paths = await pagePaths(baseURL, language);
      for (const rate of rates) {
        // Cart and checkout are opened right after the product is put in the cart, as a customer
        // does.
        let withCart;
        for (const type of types) {
          if (needsCart.has(type) && !withCart)
            withCart = await cartState(browser, baseURL, paths, language);
          const state = needsCart.has(type) ? withCart : undefined;
          const result = {
            type,
            language,
            rate,
            path: paths[type],
            ...(await measure(browser, `${baseURL}${paths[type]}`, language, rate, state)),
          };
          results.push(result);
          onResult(result);
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const baseURL = (
    args.find((a) => !a.startsWith('--')) ?? `http://localhost:${process.env.PORT ?? 3000}`
  ).replace(/\/+$/, '');
  const types = process.env.LAYOUT_SHIFT_PAGES
    ? pageTypes.filter((type) => process.env.LAYOUT_SHIFT_PAGES.split(',').includes(type))
    : pageTypes;
  if (!json) {
    console.log('| page | language | CPU slowdown | path | CLS | banner | moved |');
    console.log('|---|---|---:|---|---:|---|---|');
  }
  const rates = process.env.LAYOUT_SHIFT_RATES
    ? cpuRates.filter((rate) => process.env.LAYOUT_SHIFT_RATES.split(',').includes(String(rate)))
    : cpuRates;
  const results = await measureLayoutShifts(baseURL, {
    types,
    rates,
    onResult: (row) => {
      if (json) return;
      const moved = [...new Set(row.shifts.flatMap((shift) => shift.sources))].join(' ');
      console.log(
        `| ${row.type} | ${row.language} | ${row.rate}x | \`${row.path}\` | ${row.cls.toFixed(3)} | ${row.banner ? 'yes' : 'no'} | ${moved} |`,
      );
    },
  });
  if (json) console.log(JSON.stringify(results));
}

if (import.meta.url === `file://${process.argv[1]}`)
  void main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
