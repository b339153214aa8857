import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo root: the nearest folder above this file holding pnpm-workspace.yaml. Found by
 * walking up from the module's own folder, so it is right from src/ (tsx, jest) and from dist/
 * (bundle) alike, whatever the working directory is.
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function defaultDataDir(): string {
  return path.join(findRepoRoot(), '.data', 'pglite');
}
