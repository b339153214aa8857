// Server tests run in node; browser-side tests opt into jsdom with a @jest-environment docblock.
module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'node',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../tooling/jest/style-mock.cjs' },
  setupFilesAfterEnv: ['<rootDir>/../../tooling/jest/setup-dom.cjs'],
};
