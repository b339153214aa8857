import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiFeatures } from './tooling/eslint/api-features.mjs';
import { remoteLayout } from './tooling/eslint/remote-layout.mjs';

const remotes = JSON.parse(
  readFileSync(new URL('./packages/i18n/src/remotes.json', import.meta.url), 'utf8'),
);
const apps = ['shell', ...Object.keys(remotes), 'api'];

/** The API depends on what both sides agree on, never on the browser client. */
const apiContractOnly = 'The API depends on the contract only: import @shop/api-client/contract.';

/** Apps and packages route through @shop/router, whose few exports are all the browser loads. */
const routerFacadeOnly = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message:
    'Import routing from @shop/router (a facade the federation shares instead of the whole router).',
};

/** Arrows point one way: packages never import apps, and no app imports another app's source. */
const boundaries = [
  {
    files: ['packages/**/*.{ts,tsx}'],
    // The facade itself is the one importer of react-router.
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps.map((app) => `@shop/${app}`), '**/apps/**'],
              message: 'Packages never import apps.',
            },
            routerFacadeOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@shop/api-client',
                '@shop/api-client/*',
                '@tanstack/*',
                'react-router*',
                '**/apps/**',
              ],
              message: 'ui fetches nothing and knows no router: pass links and data in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app-state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@shop/ui',
                '@shop/ui/*',
                '@shop/api-client',
                '@shop/api-client/*',
                '@tanstack/*',
                'react-router*',
                '**/apps/**',
              ],
              message:
                'app-state holds the shared state only: ui draws it (and imports it), apps fetch.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract entry (@shop/api-client/contract) is what the API and scripts depend on.
    files: ['packages/api-client/src/{contract,schemas}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/client',
                '**/call-endpoint',
                '**/session-*',
                '**/utm-session',
                '**/price-batcher',
                '**/resources/**',
                '**/react/**',
                'react',
                'react-*',
                'jotai',
                '@tanstack/*',
                '**/apps/**',
              ],
              message:
                'The contract imports nothing browser-side: schemas, endpoints and pure rules.',
            },
          ],
        },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps
                .filter((a) => a !== app)
                .flatMap((a) => [`@shop/${a}`, `@shop/${a}/*`, `**/${a}/src/**`]),
              message: 'Apps talk through federation and shared packages only.',
            },
            routerFacadeOnly,
            ...(app === 'api'
              ? [
                  {
                    group: ['@shop/api-client/*', '!@shop/api-client/contract'],
                    message: apiContractOnly,
                  },
                ]
              : []),
          ],
          ...(app === 'api'
            ? { paths: [{ name: '@shop/api-client', message: apiContractOnly }] }
            : {}),
        },
      ],
    },
  })),
];

/** Each remote's folders as import rules: features meet only in pages and widgets. */
const remoteLayouts = Object.keys(remotes).map((app) => remoteLayout(app));

/** The test kit is for tests: the shipped code of an app or package never imports it. */
const testKitOnlyInTests = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/jest.setup.ts', 'packages/test-kit/**'],
  rules: {
    // The typescript-eslint twin of the rule, so the boundaries above keep theirs.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@shop/test-kit'], message: 'The test kit is for tests only.' }] },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-backoffice/**',
      '**/dist-bench/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      '**/*.cjs',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...boundaries,
  ...remoteLayouts,
  apiFeatures(),
  testKitOnlyInTests,
);
