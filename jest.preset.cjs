// Shared jest setup: TypeScript and JSX through swc; react-intl and its ESM-only friends are
// transformed too (pnpm nests them under node_modules/.pnpm).
const esm = ['react-intl', '@formatjs', 'intl-messageformat', 'valibot', 'cookie'];
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esm.join('|')}))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFilesAfterEnv: [require.resolve('./tooling/jest/retry-in-ci.cjs')],
  reporters: ['default', require.resolve('./tooling/jest/totals-reporter.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts?(x)'],
};
