module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [
    ...require('../../jest.preset.cjs').setupFilesAfterEnv,
    '<rootDir>/jest.setup.ts',
  ],
};
