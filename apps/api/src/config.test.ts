import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { defaultDataDir, findRepoRoot } from './lib/paths';

describe('configuration', () => {
  it('finds the monorepo root from the package, whatever the working directory', () => {
    const root = findRepoRoot();
    expect(existsSync(path.join(root, 'pnpm-workspace.yaml'))).toBe(true);
    expect(path.join(root, 'apps', 'api')).toBe(path.resolve(__dirname, '..'));
    expect(defaultDataDir()).toBe(path.join(root, '.data', 'pglite'));
  });

  it('defaults to PGlite in the repo data folder on 127.0.0.1:4000 with the /api prefix', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      database: { kind: 'pglite', dataDir: defaultDataDir() },
      publicApiPrefix: '/api',
      logLevel: 'info',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set and honours the other variables', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://shop@db/shop',
        API_HOST: '0.0.0.0',
        API_PORT: '4100',
        PUBLIC_API_PREFIX: '/backend/',
        DATA_DIR: '/ignored',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 4100,
      database: { kind: 'postgres', url: 'postgres://shop@db/shop' },
      publicApiPrefix: '/backend',
      logLevel: 'warn',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/shop-data' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/shop-data',
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow('API_PORT');
  });
});
