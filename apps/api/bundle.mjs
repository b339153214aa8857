// How the API is bundled (see build.mjs): our workspace packages (TypeScript sources) are compiled
// in, npm dependencies stay external and load from node_modules. Shared with the benchmark, which
// runs its server the way production runs dist/server.js.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * Bundles `entry` into `outfile` (CommonJS for Node 20). With `allowDev` false the bundle must not
 * depend on dev-only modules: that fails the build instead of the start-up.
 */
export function bundle({ entry, outfile, allowDev = false, sourcemap = true }) {
  const dev = new Set(Object.keys(pkg.devDependencies ?? {}));
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: allowDev ? [...external, ...[...dev].flatMap((n) => [n, `${n}/*`])] : external,
    sourcemap,
    logLevel: 'warning',
    plugins: allowDev
      ? []
      : [
          {
            name: 'no-dev-dependencies',
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) => {
                const name = args.path.startsWith('@')
                  ? args.path.split('/').slice(0, 2).join('/')
                  : args.path.split('/')[0];
                if (dev.has(name))
                  return {
                    errors: [
                      { text: `${name} is a devDependency but is imported by ${args.importer}` },
                    ],
                  };
                return undefined;
              });
            },
          },
        ],
  });
}
