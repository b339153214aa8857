module.exports = {
  ...require('../../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
