module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../tooling/jest/style-mock.cjs' },
  setupFilesAfterEnv: ['<rootDir>/../../tooling/jest/setup-dom.cjs'],
};
