import * as v from 'valibot';
import {
  AddressDraftSchema,
  CustomerDraftSchema,
  PasswordSchema,
  parseValidationMessage,
  VatIdSchema,
} from './customer';

const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Bahnhofstrasse',
  streetNumber: '1',
  zipCode: '8001',
  city: 'Zürich',
  country: 'ch',
};

describe('customer contract', () => {
  it('asks for 8 characters with a capital letter and a number', () => {
    expect(v.is(PasswordSchema, 'Secret123')).toBe(true);
    for (const weak of ['Secret1', 'secret123', 'SecretSecret', ''])
      expect(v.is(PasswordSchema, weak)).toBe(false);
  });

  it('reads Mr./Mrs. as written and needs a company name for company accounts', () => {
    const draft = {
      email: ' Anna@Example.COM ',
      password: 'Secret123',
      salutation: 'Mrs.',
      firstName: 'Anna',
      lastName: 'Muster',
    };
    expect(v.parse(CustomerDraftSchema, draft)).toMatchObject({
      email: 'anna@example.com',
      salutation: 'mrs',
      type: 'individual',
      newsletterInterests: [],
    });
    expect(messagesOf(CustomerDraftSchema, { ...draft, type: 'company' })).toEqual({
      companyName: 'validation.required',
    });
  });

  it('checks Swiss and US zip codes and the US state', () => {
    expect(v.parse(AddressDraftSchema, address).country).toBe('CH');
    expect(messagesOf(AddressDraftSchema, { ...address, zipCode: '80011' })).toEqual({
      zipCode: 'validation.zipSwiss',
    });
    expect(messagesOf(AddressDraftSchema, { ...address, country: 'US', zipCode: '1000' })).toEqual({
      zipCode: 'validation.zipUs',
      state: 'validation.required',
    });
  });

  it('carries the figure of a length rule in its message', () => {
    const long = 'x'.repeat(61);
    const message = messagesOf(AddressDraftSchema, { ...address, firstName: long }).firstName;
    expect(parseValidationMessage(String(message))).toEqual({
      id: 'validation.maxLength',
      values: { length: '60' },
    });
  });

  it('reads VAT IDs as written, Swiss ones with their MWST/TVA/IVA suffix', () => {
    expect(v.parse(VatIdSchema, 'atu 135.856-27')).toBe('ATU13585627');
    expect(v.parse(VatIdSchema, 'CHE-116.281.710 MWST')).toBe('CHE116281710MWST');
    expect(v.is(VatIdSchema, 'DE1366959761234567')).toBe(false);
    expect(v.is(VatIdSchema, '123456789')).toBe(false);
  });
});
