import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * Import rules inside one app: which of its folders may import which. `no-restricted-imports`
 * already carries the rules between apps and packages (and the last config of a rule wins), so
 * the folders inside an app are fenced by import-x's `no-restricted-paths`, which resolves every
 * import to a file and so also catches relative paths that climb out of a folder.
 *
 * @param {string[]} files the globs the zones apply to
 * @param {import('eslint-plugin-import-x').RuleOptions['no-restricted-paths'][0]['zones']} zones
 */
export const featureBoundaries = (files, zones) => ({
  files,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
});
