import * as v from 'valibot';
import { validationMessages } from '@shop/api-client/contract';
import { validationError } from './errors';

/** A required key that is absent: valibot reports it on the object, the form says 'required'. */
const isMissingKey = (issue: v.BaseIssue<unknown>) =>
  issue.kind === 'schema' &&
  (issue.type === 'object' || issue.type === 'strict_object') &&
  issue.received === 'undefined';

export type RequestPart = 'query' | 'params' | 'body' | 'headers';

export { NoQuerySchema } from '@shop/api-client/contract';

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
      return {
        path: path ? `${part}.${path}` : part,
        message: isMissingKey(issue) ? validationMessages.required : issue.message,
      };
    }),
  );
}
