import type { FastifyInstance, InjectOptions } from 'fastify';
import * as v from 'valibot';
import { ErrorObjectSchema, type ErrorObject } from '@shop/api-client/contract';
import { loadSheddingFromEnv } from '../config';
import type { DatabaseOptions } from '../db/client';
import type { LoadSheddingOptions } from '../plugins/load-shedding';

/**
 * The default database gate, without the event-loop limit: PGlite runs its queries on the test's
 * own thread and the suite sends them back to back, so the loop lags by design here.
 * (load-shedding.test.ts covers that limit.)
 */
export function testLoadShedding(database: DatabaseOptions): LoadSheddingOptions {
  return { ...loadSheddingFromEnv({}, database), maxEventLoopDelayMs: 0 };
}

export async function getJson<TSchema extends v.GenericSchema>(
  app: FastifyInstance,
  url: string,
  schema: TSchema,
  options: Omit<InjectOptions, 'url'> = {},
): Promise<v.InferOutput<TSchema>> {
  const response = await app.inject({ method: 'GET', url, ...options });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return v.parse(schema, response.json());
}

/** The error object a failing request answers with, checked against the shared schema. */
export async function getError(
  app: FastifyInstance,
  url: string,
  options: Omit<InjectOptions, 'url'> = {},
): Promise<{ status: number; body: ErrorObject; raw: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url, ...options });
  const raw = response.json() as Record<string, unknown>;
  return { status: response.statusCode, body: v.parse(ErrorObjectSchema, raw), raw };
}
