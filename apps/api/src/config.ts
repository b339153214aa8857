import type { DatabaseOptions } from './db/client';
import { defaultDataDir } from './lib/paths';

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseOptions;
  /** Path prefix under which browsers reach this API through the shop's edge proxy. */
  publicApiPrefix: string;
  logLevel: string;
}

export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: env.DATA_DIR || defaultDataDir() };
}

export function publicApiPrefixFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_API_PREFIX ?? '/api').replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return {
    host: env.API_HOST || '127.0.0.1',
    port,
    database: databaseFromEnv(env),
    publicApiPrefix: publicApiPrefixFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
