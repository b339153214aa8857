module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: '<rootDir>/../../tooling/jest/jsdom-env.cjs',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../tooling/jest/style-mock.cjs' },
  setupFilesAfterEnv: [
    ...require('../../jest.preset.cjs').setupFilesAfterEnv,
    '<rootDir>/../../tooling/jest/setup-dom.cjs',
    '<rootDir>/src/test/setup.ts',
  ],
};
