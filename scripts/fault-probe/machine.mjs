// The machine the figures were measured on: Lighthouse's CPU benchmark index (its own page
// function, run in headless Chromium as Lighthouse runs it), the CPU model and the load average.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));

/** Lighthouse's benchmarkIndex of this machine now, or null (with why) when Chromium fails. */
export async function benchmarkIndex() {
  let browser;
  try {
    const { chromium } = require('@playwright/test');
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    return { index: await page.evaluate(pageFunctions.computeBenchmarkIndex) };
  } catch (error) {
    return { index: null, error: error?.message?.split('\n')[0] ?? String(error) };
  } finally {
    await browser?.close();
  }
}

/** "Lighthouse benchmarkIndex 1234; 2 × Intel(R) Xeon(R) …; load average 1.20, 0.80, 0.50" */
export async function describeMachine() {
  const { index, error } = await benchmarkIndex();
  const cores = cpus();
  return [
    index === null
      ? `Lighthouse benchmarkIndex not measured (${error})`
      : `Lighthouse benchmarkIndex ${index}`,
    `${cores.length} × ${cores[0]?.model ?? 'unknown CPU'}`,
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  ].join('; ');
}
