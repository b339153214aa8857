// Bundles the API into dist/server.js and the staff command into dist/staff-cli.js (see
// bundle.mjs), and copies the migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bundle, root } from './bundle.mjs';

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await bundle({
  entry: path.join(root, 'src/server.ts'),
  outfile: path.join(root, 'dist/server.js'),
});
await bundle({
  entry: path.join(root, 'src/staff-cli.ts'),
  outfile: path.join(root, 'dist/staff-cli.js'),
});
cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
