// The event-loop delay limit (load shedding) measures the machine as much as the API: on a
// shared CI runner a busy neighbour would make it refuse test requests. Tests that exercise it
// set it explicitly.
process.env.MAX_EVENT_LOOP_DELAY_MS ??= '0';

// A test here is a few real requests against a real database; jest's 5 s default is less than
// a recalculation plus an order take on a loaded 2-core runner.
module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'node',
  testTimeout: 30_000,
  // Migrated and seeded databases every test file copies (src/test/templates.ts).
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
};
