// In CI a test that fails is run once more, with the first failure printed: one unnamed failure
// on a quiet runner once cost a whole stop. A test that fails twice still fails the run, and
// the first failure stays in the log to be fixed.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
