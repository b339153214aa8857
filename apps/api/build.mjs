// Bundles the API into dist/server.js: our workspace packages (TypeScript sources) are compiled in,
// npm dependencies stay external and load from node_modules, migrations are copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(path.join(root, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'info',
  // The bundle must not depend on dev-only modules; fail loudly instead of at start-up.
  plugins: [
    {
      name: 'no-dev-dependencies',
      setup(b) {
        const dev = new Set(Object.keys(pkg.devDependencies ?? {}));
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          const name = args.path.startsWith('@')
            ? args.path.split('/').slice(0, 2).join('/')
            : args.path.split('/')[0];
          if (dev.has(name))
            return {
              errors: [{ text: `${name} is a devDependency but is imported by ${args.importer}` }],
            };
          return undefined;
        });
      },
    },
  ],
});

cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
