// Bundles the edge server, with the shell's page tree it renders, into dist-server/index.js.
// Our workspace packages (@shop/*) are TypeScript or ESM sources and go into the bundle; npm
// dependencies stay external and are loaded from node_modules at run time, as installed by pnpm.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dependencies = new Set(
  Object.keys(JSON.parse(readFileSync(resolve(appDir, 'package.json'), 'utf8')).dependencies),
);

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/') || args.path.startsWith('node:')) return undefined;
      // An external the shell does not declare is missing at run time (pnpm installs only the
      // declared ones): fail the build, not the edge's start.
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!dependencies.has(name))
        return {
          errors: [{ text: `${name} (from ${args.importer}) is not a dependency of the shell` }],
        };
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
  // The edge renders the shell's React tree (src/app/App.tsx); its styles are the browser's.
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  logLevel: 'info',
  plugins: [externalNpmPackages],
});
