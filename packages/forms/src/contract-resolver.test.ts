import * as v from 'valibot';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { ChangePasswordBodySchema, PayoutBankDetailsSchema } from '@shop/api-client';
import { contractResolver } from './contract-resolver';
import { payoutBankDetailsOf, type PayoutFieldValues } from './PayoutBankDetailsFields';

/** What react-hook-form hands a resolver: the registered fields, nested by name. */
function optionsFor<T extends FieldValues>(...names: string[]): ResolverOptions<T> {
  const fields: Record<string, unknown> = {};
  for (const name of names) fields[name] = { name, ref: { name } };
  return { fields, shouldUseNativeValidation: false } as unknown as ResolverOptions<T>;
}

const messageOf = (errors: object) =>
  Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, (error as { message: string }).message]),
  );

describe('contractResolver', () => {
  const Schema = v.object({
    name: v.pipe(
      v.string(),
      v.nonEmpty('validation.required'),
      v.maxLength(3, 'validation.maxLength:3'),
    ),
    topic: v.picklist(['a', 'b'], 'validation.invalid'),
    tags: v.array(v.picklist(['x'], 'validation.invalid')),
  });

  it('answers the parsed body when the contract accepts it', async () => {
    const resolve = contractResolver(Schema);
    const result = await resolve({ name: 'Ann', topic: 'a', tags: ['x'] }, undefined, optionsFor());
    expect(result).toEqual({ values: { name: 'Ann', topic: 'a', tags: ['x'] }, errors: {} });
  });

  it("puts the contract's first message on each field; a value not given is a required one", async () => {
    const resolve = contractResolver(Schema, {
      prepare: (values: { name: string; topic: string; tags: string[] }) => ({
        ...values,
        topic: values.topic || undefined,
      }),
    });
    const result = await resolve(
      { name: 'Anna', topic: '', tags: ['x', 'y'] },
      undefined,
      optionsFor('name', 'topic', 'tags'),
    );
    expect(result.values).toEqual({});
    expect(messageOf(result.errors)).toEqual({
      name: 'validation.maxLength:3',
      topic: 'validation.required',
      // `tags.1` lands on the checkbox group the form registered as `tags`.
      tags: 'validation.invalid',
    });
  });

  it('nests the issues of nested fields as react-hook-form reads them', async () => {
    const Nested = v.object({
      address: v.object({ city: v.pipe(v.string(), v.nonEmpty('validation.required')) }),
    });
    const resolve = contractResolver(Nested);
    const result = await resolve({ address: { city: '' } }, undefined, optionsFor('address.city'));
    expect(result.errors).toEqual({
      address: {
        city: { type: 'validation', message: 'validation.required', ref: { name: 'address.city' } },
      },
    });
  });

  it('says when a password and its repetition differ', async () => {
    const resolve = contractResolver(ChangePasswordBodySchema, {
      prepare: ({ currentPassword, newPassword }: Record<string, string>) => ({
        currentPassword,
        newPassword,
      }),
      confirm: [['newPassword', 'newPasswordRepeat']],
    });
    const values = {
      currentPassword: 'old',
      newPassword: 'Secret123',
      newPasswordRepeat: 'Secret124',
    };
    const result = await resolve(values, undefined, optionsFor());
    expect(messageOf(result.errors)).toEqual({
      newPasswordRepeat: 'validation.passwordsDontMatch',
    });
    const same = await resolve(
      { ...values, newPasswordRepeat: 'Secret123' },
      undefined,
      optionsFor(),
    );
    expect(same.errors).toEqual({});
  });

  it('maps body paths onto differently named fields, drops what it is told, and adds rules', async () => {
    const resolve = contractResolver(PayoutBankDetailsSchema, {
      prepare: (values: PayoutFieldValues) => payoutBankDetailsOf(values, 'iban'),
      fieldOf: (path) => (path === 'accountOwner' ? null : `payout.${path}`),
      rules: (body: { iban: string }) =>
        body.iban.startsWith('DE') ? [{ path: 'iban', message: 'validation.iban' }] : [],
    });
    const empty = { iban: '', bic: '', accountNumber: '', routingNumber: '', accountOwner: '' };
    const result = await resolve(empty, undefined, optionsFor());
    // An empty BIC is not given (SEPA needs the IBAN alone); the owner's issue is left unsaid.
    expect(result.errors).toEqual({
      payout: { iban: { type: 'validation', message: 'validation.required', ref: undefined } },
    });
    const ruled = await resolve(
      { ...empty, iban: 'DE89370400440532013000', accountOwner: 'Anna' },
      undefined,
      optionsFor(),
    );
    expect(messageOf((ruled.errors as { payout: object }).payout)).toEqual({
      iban: 'validation.iban',
    });
  });
});
