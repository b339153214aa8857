// Bundles the edge server into dist-server/index.js. Our workspace packages (@shop/*) are
// TypeScript or ESM sources and go into the bundle; npm dependencies stay external and are
// loaded from node_modules at run time, as installed by pnpm.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [resolve(appDir, 'server/index.ts')],
  outfile: resolve(appDir, 'dist-server/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  // The package is CommonJS (no "type": "module"), so dist-server/index.js must be too.
  format: 'cjs',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [externalNpmPackages],
});
