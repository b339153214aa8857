#!/usr/bin/env node
// Measures each page type's first load in a fresh browser context: the compressed JavaScript it
// transfers (shell, the remotes it needs, shared libraries) and how many copies of react-dom
// arrive, against the budgets of budgets.json. Prints the figures; the e2e suite asserts the
// budgets with the same function.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { browserLocale, fillCart, needsCart, pagePaths, pageTypes } from './page-types.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

/** KiB of compressed JavaScript each page type may load before it is usable. */
export function readBudgets() {
  const file = new URL('../budgets.json', import.meta.url);
  const budgets = JSON.parse(readFileSync(file, 'utf8')).firstLoadCompressedJavaScriptKiB;
  for (const type of pageTypes)
    if (typeof budgets?.[type] !== 'number')
      throw new Error(`budgets.json has no budget for ${type}`);
  return budgets;
}

function compressedSize(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The key react-dom's client stores on its root container: present once in every copy. */
const REACT_DOM_MARK = '__reactContainer$';

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One page's first load in a context of its own (empty cache, the given cookies), from a browser
 * that prefers the page's language.
 */
async function measurePage(browser, url, storageState, language) {
  const context = await browser.newContext({ storageState, locale: browserLocale[language] });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js'))
        scripts.set(response.url(), response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    let totalBytes = 0;
    let reactDomCopies = 0;
    const files = [];
    for (const [scriptUrl, response] of scripts) {
      const { bytes, encoding } = await compressedSize(scriptUrl);
      const text = (await response.body()).toString('utf8');
      reactDomCopies += text.includes(REACT_DOM_MARK) ? 1 : 0;
      totalBytes += bytes;
      files.push({ url: scriptUrl, bytes, encoding });
    }
    return { totalKiB: totalBytes / 1024, reactDomCopies, files };
  } finally {
    await context.close();
  }
}

/**
 * Every page type of budgets.json, German pages of the store at baseURL; cart and checkout with
 * one product in the buy cart.
 */
export async function measurePageTypes(
  baseURL,
  { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', language = 'de' } = {},
) {
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  try {
    const paths = await pagePaths(baseURL, language);
    const setup = await browser.newContext();
    await fillCart(await setup.newPage(), baseURL, paths.product, language);
    const withCart = await setup.storageState();
    await setup.close();
    const results = {};
    for (const type of pageTypes) {
      const state = needsCart.has(type) ? withCart : undefined;
      results[type] = {
        path: paths[type],
        ...(await measurePage(browser, `${baseURL}${paths[type]}`, state, language)),
      };
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const verbose = args.includes('--files');
  const baseURL =
    args.find((a) => !a.startsWith('--')) ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const budgets = readBudgets();
  const results = await measurePageTypes(baseURL);
  if (json) {
    console.log(JSON.stringify(results));
    return;
  }
  let ok = true;
  for (const type of pageTypes) {
    const { path, totalKiB, reactDomCopies, files } = results[type];
    if (verbose)
      for (const file of files.sort((a, b) => b.bytes - a.bytes))
        console.log(
          `${(file.bytes / 1024).toFixed(1).padStart(8)} KiB  ${file.encoding.padEnd(8)} ${file.url}`,
        );
    const over = totalKiB > budgets[type] || reactDomCopies !== 1;
    ok &&= !over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${type.padEnd(9)} ${totalKiB.toFixed(1).padStart(6)} KiB of ${String(budgets[type]).padStart(3)} KiB, react-dom x${reactDomCopies}  ${path}`,
    );
  }
  process.exit(ok ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
