import * as v from 'valibot';
import { validationError } from './errors';

export type RequestPart = 'query' | 'params' | 'body' | 'headers';

/** Parses one part of a request with its shared schema; a mismatch is the spec's validation error. */
export function parseRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  part: RequestPart,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value ?? {});
  if (result.success) return result.output;
  throw validationError(
    result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return { path: path ? `${part}.${path}` : part, message: issue.message };
    }),
  );
}
