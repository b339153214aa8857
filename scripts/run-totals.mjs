// The closing line of `npm test`. CI and people read its start ("N passed, N failed"), so a
// stage that broke without reporting a failed test (the e2e servers did not start, the build
// broke) is counted there as one failure and named at the end.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Adds up the per-package reports of jest, node:test and Playwright (JSON reporter). */
export function summarize(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if ('passed' in report) {
      totals.passed += report.passed;
      totals.failed += report.failed;
      totals.skipped += report.skipped;
    } else if (report.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  }
  return totals;
}

/** The failed tests the reports name (jest by file and name, Playwright by title). */
export function failedTests(dir) {
  const names = [];
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (Array.isArray(report.failures)) names.push(...report.failures);
    if (report.suites) names.push(...failedSpecs(report.suites));
  }
  return names;
}

function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/**
 * @param {{ passed: number, failed: number, skipped: number }} totals from the reports
 * @param {{ name: string, reportedFailures: number }[]} failedStages stages that did not succeed,
 *   with the failed tests they reported themselves
 */
export function closingLine(totals, failedStages) {
  const unreported = failedStages.filter((stage) => stage.reportedFailures === 0).length;
  const line = `${totals.passed} passed, ${totals.failed + unreported} failed, ${totals.skipped} skipped`;
  if (failedStages.length === 0) return line;
  const names = failedStages.map((stage) => stage.name).join(', ');
  return `${line} (failed ${failedStages.length === 1 ? 'stage' : 'stages'}: ${names})`;
}
