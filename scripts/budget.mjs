#!/usr/bin/env node
// Measures the home page's first load in a fresh Chromium: the compressed JavaScript it
// transfers (shell, the remotes it needs, shared libraries) and how many copies of react-dom
// arrive. Prints the figures; the e2e suite asserts the budget with the same function.
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

export const BUDGET_KIB = 250;

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

export async function measureHomeBudget(
  baseURL,
  { executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {},
) {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js'))
        scripts.set(response.url(), response);
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    let totalBytes = 0;
    let reactDomCopies = 0;
    const files = [];
    for (const [url, response] of scripts) {
      const { bytes, encoding } = await compressedSize(url);
      const text = (await response.body()).toString('utf8');
      const copies = text.split(REACT_DOM_MARK).length - 1;
      reactDomCopies += copies > 0 ? 1 : 0;
      totalBytes += bytes;
      files.push({ url, bytes, encoding });
    }
    return { totalKiB: totalBytes / 1024, reactDomCopies, files };
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const baseURL =
    args.find((a) => !a.startsWith('--')) ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const result = await measureHomeBudget(baseURL);
  if (json) {
    console.log(JSON.stringify(result));
    return;
  }
  for (const file of result.files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `${(file.bytes / 1024).toFixed(1).padStart(8)} KiB  ${file.encoding.padEnd(8)} ${file.url}`,
    );
  }
  console.log(
    `home first load: ${result.totalKiB.toFixed(1)} KiB compressed JavaScript (budget ${BUDGET_KIB} KiB), react-dom copies: ${result.reactDomCopies}`,
  );
  process.exit(result.totalKiB <= BUDGET_KIB && result.reactDomCopies === 1 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
