import { existsSync, readdirSync } from 'node:fs';
import { featureBoundaries } from './feature-boundaries.mjs';

const src = './apps/api/src';
/**
 * API folders that are no feature: the database's own (client, migrations), the seeds (which fill
 * every feature's tables at start-up) and the suites' kit.
 */
const notFeatures = new Set(['db', 'seed', 'test']);
const message = 'A feature reaches another through its exported service, never its tables.';

/** The API's folders as they are when lint starts, so a new feature is fenced too. */
const allFolders = readdirSync(new URL(`../../${src}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const folders = allFolders.filter((folder) => !notFeatures.has(folder));

/**
 * Each API feature owns its tables (`<feature>/tables.ts`) and reaches another feature only
 * through that feature's exported services: no folder imports another's tables. Exempt are the
 * table modules themselves, as foreign keys name other features' tables, and tests, which arrange
 * and inspect the database directly as the suites in test/ do. Only the seeds import
 * src/tables.ts, which gathers every table for drizzle-kit.
 */
export function apiFeatures() {
  const owners = folders.filter((folder) =>
    existsSync(new URL(`../../${src}/${folder}/tables.ts`, import.meta.url)),
  );
  const zones = [
    ...owners.map((owner) => ({
      target: folders
        .filter((folder) => folder !== owner)
        .map((folder) => `${src}/${folder}/**/!(tables|*.test).ts`),
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
