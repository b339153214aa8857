// Writes each jest run's totals where `npm test` collects them for its one closing line, with
// the names of failed tests: CI shows only the end of the output, so they are repeated there.
const fs = require('node:fs');
const path = require('node:path');

class TotalsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_REPORT_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path
      .relative(path.resolve(__dirname, '../..'), process.cwd())
      .replace(/[\\/]/g, '-');
    fs.writeFileSync(
      path.join(dir, `${name || 'root'}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests,
        failures: results.testResults.flatMap((file) => [
          ...(file.testExecError ? [`${path.basename(file.testFilePath)}: could not run`] : []),
          ...file.testResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${path.basename(file.testFilePath)} › ${test.fullName}`),
        ]),
      }),
    );
  }
}

module.exports = TotalsReporter;
