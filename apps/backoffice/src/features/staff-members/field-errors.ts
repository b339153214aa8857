import * as v from 'valibot';

/**
 * A body checked with the contract's schema before it is sent: the first message per field, or
 * the parsed body. The API checks it again; this only spares the member a round trip.
 */
export function checkBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): { ok: true; body: v.InferOutput<TSchema> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
