import type { FastifyInstance, InjectOptions } from 'fastify';
import * as v from 'valibot';
import { ErrorObjectSchema, type ErrorObject } from '@shop/api-client';

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
