import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import { validationMessages } from '@shop/api-client';

export interface ContractResolverOptions<TForm extends FieldValues> {
  /** Turns the form's values into the request body: drops helper fields, adds hidden ones. */
  prepare?: (values: TForm) => unknown;
  /** Pairs of [field, repeat] that must be equal ("Passwords don't match."). */
  confirm?: ReadonlyArray<readonly [keyof TForm & string, keyof TForm & string]>;
}

/**
 * A react-hook-form resolver that checks the request body with the API's own schema (the
 * contract), so the browser says exactly what the API would, in the same words (message ids of
 * `validation.*`). On success the form's submit handler receives the parsed body.
 */
export function contractResolver<TForm extends FieldValues, TSchema extends v.GenericSchema>(
  schema: TSchema,
  { prepare, confirm = [] }: ContractResolverOptions<TForm> = {},
): Resolver<TForm, unknown, v.InferOutput<TSchema>> {
  // The body is not the form's shape (repeat fields, hidden fields), hence the loose type.
  const resolveBody = valibotResolver(schema as never) as unknown as Resolver<FieldValues, unknown>;
  return async (values, context, options) => {
    const body = prepare ? prepare(values) : values;
    const result = await resolveBody(body as FieldValues, context, options as never);
    const errors: Record<string, FieldError | undefined> = {
      ...(result.errors as FieldErrors),
    } as never;
    for (const [field, repeat] of confirm) {
      if (values[repeat] !== values[field] && !errors[repeat]) {
        const error: FieldError = {
          type: 'confirm',
          message: validationMessages.passwordsDontMatch,
          ref: options.fields[repeat]?.ref,
        };
        errors[repeat] = error;
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors } as never;
    return result as never;
  };
}
