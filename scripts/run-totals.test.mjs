import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { closingLine, failedTests, summarize } from './run-totals.mjs';

describe('summarize', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('adds jest, node:test and Playwright reports', () => {
    writeFileSync(
      join(dir, 'apps-api.json'),
      JSON.stringify({ passed: 10, failed: 1, skipped: 2 }),
    );
    writeFileSync(join(dir, 'scripts.json'), JSON.stringify({ passed: 5, failed: 0, skipped: 0 }));
    writeFileSync(
      join(dir, 'e2e.json'),
      JSON.stringify({ stats: { expected: 7, flaky: 1, unexpected: 2, skipped: 3 } }),
    );
    assert.deepEqual(summarize(dir), { passed: 23, failed: 3, skipped: 5 });
  });

  test('counts nothing where there are no reports', () => {
    assert.deepEqual(summarize(join(dir, 'missing')), { passed: 0, failed: 0, skipped: 0 });
  });
});

describe('closingLine', () => {
  const totals = { passed: 558, failed: 0, skipped: 0 };

  test('is the plain totals when every stage passed', () => {
    assert.equal(closingLine(totals, []), '558 passed, 0 failed, 0 skipped');
  });

  test('counts a stage that failed without reporting tests as one failure and names it', () => {
    assert.equal(
      closingLine(totals, [{ name: 'e2e', reportedFailures: 0 }]),
      '558 passed, 1 failed, 0 skipped (failed stage: e2e)',
    );
  });

  test('does not count a stage twice when its failed tests are in the totals', () => {
    assert.equal(
      closingLine({ passed: 550, failed: 3, skipped: 1 }, [
        { name: 'unit', reportedFailures: 3 },
        { name: 'build', reportedFailures: 0 },
        { name: 'e2e', reportedFailures: 0 },
      ]),
      '550 passed, 5 failed, 1 skipped (failed stages: unit, build, e2e)',
    );
  });

  test('starts with the form CI parses', () => {
    const line = closingLine(totals, [{ name: 'typecheck', reportedFailures: 0 }]);
    assert.match(line, /^(\d+) passed, (\d+) failed/);
    assert.equal(Number(/^\d+ passed, (\d+) failed/.exec(line)[1]), 1);
  });
});

describe('failedTests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-failures-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('names the failed tests of jest and Playwright reports', () => {
    writeFileSync(
      join(dir, 'apps-api.json'),
      JSON.stringify({ passed: 1, failed: 1, skipped: 0, failures: ['a.test.ts › adds'] }),
    );
    writeFileSync(
      join(dir, 'e2e.json'),
      JSON.stringify({
        stats: { expected: 1, flaky: 0, unexpected: 1, skipped: 0 },
        suites: [
          {
            specs: [{ file: 'x.spec.ts', title: 'passes', ok: true }],
            suites: [{ specs: [{ file: 'y.spec.ts', title: 'breaks', ok: false }] }],
          },
        ],
      }),
    );
    assert.deepEqual(failedTests(dir).sort(), ['a.test.ts › adds', 'y.spec.ts › breaks']);
  });
});
