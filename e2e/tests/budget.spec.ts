import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const BUDGET_KIB = 250;

test('the home page loads at most the JavaScript budget, with react-dom once', async ({
  baseURL,
}) => {
  // The same measurement `node scripts/budget.mjs` prints, in a fresh browser of its own.
  const output = execFileSync(
    process.execPath,
    [join(__dirname, '../../scripts/budget.mjs'), '--json', baseURL!],
    {
      encoding: 'utf8',
    },
  );
  const result = JSON.parse(output) as { totalKiB: number; reactDomCopies: number };
  console.log(`home first load: ${result.totalKiB.toFixed(1)} KiB compressed JavaScript`);
  expect(result.reactDomCopies).toBe(1);
  expect(result.totalKiB).toBeLessThanOrEqual(BUDGET_KIB);
});
