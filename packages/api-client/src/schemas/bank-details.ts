import * as v from 'valibot';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { MessageId } from '@shop/i18n';
import { requiredText, validationMessages } from './customer';
import { TextSchema } from './text';

/*
 * Payout bank details of a sell order (spec 3, 5): IBAN, BIC and account owner; in the US an
 * account number and an ABA routing number instead. The API checks payouts with these schemas and
 * the checkout form uses the same ones.
 */

const m = {
  ...validationMessages,
  iban: 'validation.iban',
  bic: 'validation.bic',
  accountNumber: 'validation.accountNumber',
  routingNumber: 'validation.routingNumber',
} as const satisfies Record<string, MessageId>;

/** Spaces and lower case as people type them are accepted; the electronic form is kept. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country's length and structure, then mod 97 (ibantools checks both). */
export const isIban = (value: string): boolean => {
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
};

/** ISO 9362: 8 or 11 characters, bank code, a known country, location and optional branch. */
export const isBic = (value: string): boolean => isValidBIC(compact(value));

/** ABA routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** US bank account numbers have no national format; banks use 4 to 17 digits. */
export const isUsAccountNumber = (value: string): boolean => /^\d{4,17}$/.test(value);

const IbanSchema = v.pipe(
  TextSchema,
  v.transform(compact),
  v.nonEmpty(m.required),
  v.check(isIban, m.iban),
);
const BicSchema = v.pipe(
  TextSchema,
  v.transform(compact),
  v.nonEmpty(m.required),
  v.check(isBic, m.bic),
);
const digits = (message: string, valid: (value: string) => boolean) =>
  v.pipe(
    TextSchema,
    v.transform((value: string) => value.replace(/[\s-]+/g, '')),
    v.nonEmpty(m.required),
    v.check(valid, message),
  );

export const SepaBankDetailsSchema = v.strictObject({
  kind: v.literal('iban'),
  iban: IbanSchema,
  // A SEPA transfer needs the IBAN alone; a BIC given must still be a valid one (spec 5).
  bic: v.optional(BicSchema),
  accountOwner: requiredText(100),
});

export const UsBankDetailsSchema = v.strictObject({
  kind: v.literal('us'),
  accountNumber: digits(m.accountNumber, isUsAccountNumber),
  routingNumber: digits(m.routingNumber, isAbaRoutingNumber),
  accountOwner: requiredText(100),
});

/** `kind` says which: `iban` (every store but the US) or `us` (US store). */
export const PayoutBankDetailsSchema = v.variant('kind', [
  SepaBankDetailsSchema,
  UsBankDetailsSchema,
]);
export type PayoutBankDetails = v.InferOutput<typeof PayoutBankDetailsSchema>;
