module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: '<rootDir>/../../tooling/jest/jsdom-env.cjs',
  setupFilesAfterEnv: [
    ...require('../../jest.preset.cjs').setupFilesAfterEnv,
    '<rootDir>/../../tooling/jest/setup-dom.cjs',
  ],
};
