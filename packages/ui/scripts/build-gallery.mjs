// Bundles scripts/gallery.tsx with the package stylesheet into an HTML page and screenshots it
// with headless Chromium. Usage: node packages/ui/scripts/build-gallery.mjs [outDir] [width]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, '..');
const workspace = resolve(pkg, '../..');
const outDir = resolve(process.argv[2] ?? '/tmp/ui-gallery');
const width = Number(process.argv[3] ?? 1280);

// esbuild is not a dependency of this package; borrow the copy in the workspace store.
function findEsbuild() {
  try {
    return createRequire(join(pkg, 'package.json')).resolve('esbuild');
  } catch {
    const store = join(workspace, 'node_modules/.pnpm');
    const dir = readdirSync(store).find((name) => /^esbuild@\d/.test(name));
    if (!dir) throw new Error('esbuild not found in node_modules/.pnpm');
    return join(store, dir, 'node_modules/esbuild/lib/main.js');
  }
}

const { build } = await import(findEsbuild());
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: [join(here, 'gallery.tsx')],
  bundle: true,
  outfile: join(outDir, 'gallery.js'),
  format: 'iife',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
copyFileSync(join(pkg, 'src/styles.css'), join(outDir, 'styles.css'));
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>@shop/ui gallery</title><link rel="stylesheet" href="styles.css"></head>
<body><div id="root"></div><script src="gallery.js"></script></body></html>`,
);

const shoot = (name, query, size) =>
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--hide-scrollbars',
      `--screenshot=${join(outDir, name)}`,
      `--window-size=${size}`,
      '--virtual-time-budget=2000',
      `file://${join(outDir, 'index.html')}${query}`,
    ],
    { stdio: 'ignore' },
  );

shoot('shot.png', '', `${width},5200`);
// Close-ups: the full page is too tall to judge details at screen resolution.
[
  ['Buttons,Badges', 'a'],
  ['Cards,Form', 'b'],
  ['Table,Tabs,Notifications', 'c'],
  ['Pagination,Empty,Icons', 'd'],
].forEach(([sections, key]) => {
  shoot(`shot-${key}.png`, `?only=${sections}`, `${width},1400`);
  shoot(`shot-${key}-mobile.png`, `?only=${sections}`, '360,2600');
});
shoot('shot-modal.png', '?modal', `${width},900`);
shoot('shot-modal-mobile.png', '?modal', '360,740');
console.log(`Gallery written to ${outDir}`);
