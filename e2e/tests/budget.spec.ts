import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'))
  .firstLoadCompressedJavaScriptKiB as Record<string, number>;

interface Measured {
  path: string;
  totalKiB: number;
  reactDomCopies: number;
}

test('every page type loads at most its JavaScript budget (budgets.json), with react-dom once', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The same measurement `node scripts/budget.mjs` prints, in a fresh browser of its own.
  const output = execFileSync(
    process.execPath,
    [join(root, 'scripts/budget.mjs'), '--json', baseURL!],
    { encoding: 'utf8' },
  );
  const results = JSON.parse(output) as Record<string, Measured>;
  expect(Object.keys(results).sort()).toEqual(Object.keys(budgets).sort());
  for (const [type, result] of Object.entries(results)) {
    console.log(`${type} ${result.path}: ${result.totalKiB.toFixed(1)} KiB compressed JavaScript`);
    expect.soft(result.reactDomCopies, `${type} react-dom copies`).toBe(1);
    expect.soft(result.totalKiB, `${type} KiB`).toBeLessThanOrEqual(budgets[type]!);
  }
});
