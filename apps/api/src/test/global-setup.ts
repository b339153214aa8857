import { prepareTemplates } from './templates';

/**
 * Jest global setup of the API: the template databases every test file starts from. A run of
 * named files gets the PostgreSQL ones only if a name says postgres, the PGlite ones only if one
 * does not (a suite without its template migrates and seeds at start, as before).
 */
export default async function globalSetup(globalConfig: {
  testPathPatterns?: { patterns?: readonly string[] };
}): Promise<void> {
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  const all = patterns.length === 0;
  await prepareTemplates({
    pglite: all || patterns.some((p) => !p.includes('postgres')),
    postgres: all || patterns.some((p) => p.includes('postgres')),
  });
}
