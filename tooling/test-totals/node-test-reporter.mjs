// A node:test reporter that writes the run's totals where `npm test` collects them for its
// closing line (TEST_REPORT_DIR), like tooling/jest/totals-reporter.cjs does for jest. It reads
// the runner's own closing counts, so suites and files are not mistaken for tests. Use it beside
// a visible reporter:
//   node --test --test-reporter=spec --test-reporter-destination=stdout \
//     --test-reporter=<this file> --test-reporter-destination=stdout <files>
// TEST_REPORT_NAME names the report; by default the package folder relative to the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default async function* totalsReporter(source) {
  const counts = {};
  for await (const event of source) {
    if (event.type !== 'test:diagnostic' || event.data.nesting !== 0) continue;
    const match = /^(pass|fail|cancelled|skipped|todo) (\d+)$/.exec(event.data.message);
    if (match) counts[match[1]] = Number(match[2]);
  }
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return;
  const name =
    process.env.TEST_REPORT_NAME || relative(root, process.cwd()).replace(/[\\/]/g, '-') || 'root';
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({
      passed: counts.pass ?? 0,
      failed: (counts.fail ?? 0) + (counts.cancelled ?? 0),
      skipped: (counts.skipped ?? 0) + (counts.todo ?? 0),
    }),
  );
  yield '';
}
