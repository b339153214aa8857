import { get, set } from 'react-hook-form';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { validationMessages } from '@shop/api-client';

/** One complaint about the request body: where (`shippingAddress.zipCode`) and what (a message id). */
export interface BodyIssue {
  path: string;
  message: string;
}

export interface ContractResolverOptions<TForm extends FieldValues> {
  /** Turns the form's values into the request body: drops helper fields, adds hidden ones. */
  prepare?: (values: TForm) => unknown;
  /** Pairs of [field, repeat] that must be equal ("Passwords don't match."). */
  confirm?: ReadonlyArray<readonly [keyof TForm & string, keyof TForm & string]>;
  /** The API's own rules beyond the schema (an expiry ahead), judged on the body as well. */
  rules?: (body: never, values: TForm) => readonly BodyIssue[];
  /**
   * The form field a body path's issue belongs to, or null to leave it unsaid (a field the form
   * names differently, an issue shown elsewhere). Without it an issue lands on the nearest field
   * of its path the form has (`interests.2` on the `interests` checkboxes), else on the path.
   */
  fieldOf?: (path: string, values: TForm) => string | null;
}

/** The contract's message for an issue; a value not given at all is a required field's. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  const missing = issue.received === 'undefined' && issue.kind === 'schema';
  return missing && issue.type !== 'literal' ? validationMessages.required : issue.message;
}

/** The nearest registered field on a path: `interests.2` belongs to the checkbox group `interests`. */
function registeredField(path: string, fields: object): string {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const name = parts.slice(0, length).join('.');
    const field = get(fields, name) as { name?: unknown } | undefined;
    if (field?.name === name) return name;
  }
  return path;
}

/**
 * A react-hook-form resolver that checks the request body with the API's own schema (the
 * contract), so the browser says exactly what the API would, in the same words (message ids of
 * `validation.*`). On success the form's submit handler receives the parsed body.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends v.GenericSchema>(
  schema: TSchema,
  { prepare, confirm = [], rules, fieldOf }: ContractResolverOptions<TForm> = {},
): Resolver<TForm, unknown, v.InferOutput<TSchema>> {
  return async (values, _context, options) => {
    const body = prepare ? prepare(values) : values;
    const result = v.safeParse(schema, body);
    const issues: BodyIssue[] = [
      ...(result.issues ?? []).map((issue) => ({
        path: v.getDotPath(issue) ?? '',
        message: messageOf(issue),
      })),
      ...(rules ? rules(body as never, values) : []),
    ];
    const errors: Record<string, unknown> = {};
    const add = (name: string, error: Omit<FieldError, 'ref'>) => {
      // The first issue of a field is the one it shows, as the API's first detail would be.
      if (get(errors, name)) return;
      const field = get(options.fields, name) as { ref?: FieldError['ref'] } | undefined;
      set(errors, name, { ...error, ref: field?.ref });
    };
    for (const { path, message } of issues) {
      const name = fieldOf ? fieldOf(path, values) : registeredField(path, options.fields);
      if (name !== null) add(name, { type: 'validation', message });
    }
    for (const [field, repeat] of confirm)
      if (values[repeat] !== values[field])
        add(repeat, { type: 'confirm', message: validationMessages.passwordsDontMatch });
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as never };
    if (!result.success) {
      // Every issue was one the form leaves unsaid, yet the body is not one to send.
      const root = { type: 'validation', message: issues[0]?.message };
      return { values: {}, errors: { root } as never };
    }
    return { values: result.output, errors: {} };
  };
}
