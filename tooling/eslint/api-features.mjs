import { existsSync, readdirSync } from 'node:fs';
import { featureBoundaries } from './feature-boundaries.mjs';

const src = './apps/api/src';
/**
 * API folders that are no feature: the database's own (client, migrations), the seeds (which fill
 * every feature's tables at start-up) and the suites' kit.
 */
const notFeatures = new Set(['db', 'seed', 'test']);
/** The cross-cutting plugins' folder: each of its folders (rate limits, mail) is a unit of its own. */
const plugins = 'plugins';
const message = 'A feature reaches another through its exported service, never its tables.';

const foldersOf = (path) =>
  readdirSync(new URL(`../../${src}/${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (path ? `${path}/${entry.name}` : entry.name));

/** The API's folders as they are when lint starts, so a new feature is fenced too. */
const allFolders = foldersOf('');
const units = allFolders
  .filter((folder) => !notFeatures.has(folder))
  .flatMap((folder) => (folder === plugins ? foldersOf(plugins) : [folder]));
/** Where a unit's code is (its tables and tests aside). */
const codeOf = (unit) => `${src}/${unit}/**/!(tables|*.test).ts`;

/**
 * Each API feature owns its tables (`<feature>/tables.ts`) and reaches another feature only
 * through that feature's exported services: no folder imports another's tables. Exempt are the
 * table modules themselves, as foreign keys name other features' tables, and tests, which arrange
 * and inspect the database directly as the suites in test/ do. Only the seeds import
 * src/tables.ts, which gathers every table for drizzle-kit.
 */
export function apiFeatures() {
  const owners = units.filter((unit) =>
    existsSync(new URL(`../../${src}/${unit}/tables.ts`, import.meta.url)),
  );
  const zones = [
    ...owners.map((owner) => ({
      target: [
        ...units.filter((unit) => unit !== owner).map(codeOf),
        `${src}/${plugins}/!(*.test).ts`,
      ],
      from: `${src}/${owner}/tables.ts`,
      message,
    })),
    {
      target: [
        ...allFolders.filter((folder) => folder !== 'seed').map((folder) => `${src}/${folder}`),
        `${src}/*.ts`,
      ],
      from: `${src}/tables.ts`,
      message,
    },
  ];
  return featureBoundaries([`${src.slice(2)}/**/*.ts`], zones);
}
