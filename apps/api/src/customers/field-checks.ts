import { errorCodes, validationMessages, type ErrorCode } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { checkPhone, type PhoneRules } from './phone';
import type { VatValidator } from './vat';
import { usZipIssue } from './zip';

/** A business rule failed on one field: the code for programs, the field's message for forms. */
export const fieldError = (code: ErrorCode, path: string, message: string) =>
  businessError(code, 400, { details: [{ path, message }] });

/**
 * A given VAT ID checked by the validator: `''` clears it (null), absent stays absent.
 * An invalid one is invalid_vat_id.
 */
export async function checkedVatId(
  validator: VatValidator,
  vatId: string | undefined,
  path = 'body.vatId',
): Promise<string | null | undefined> {
  if (vatId === undefined) return undefined;
  if (vatId === '') return null;
  const result = await validator.validate(vatId);
  if (!result.valid) throw fieldError(errorCodes.invalidVatId, path, validationMessages.vatId);
  return result.vatNumber;
}

/** A given phone number in E.164: `''` clears it (null); an invalid one is invalid_phone. */
export function checkedPhone(
  phone: string | undefined,
  storeCountry: string,
  path = 'body.phone',
  options: PhoneRules = {},
): string | null | undefined {
  if (phone === undefined) return undefined;
  if (phone === '') return null;
  const result = checkPhone(phone, storeCountry, options);
  if (!result.ok) throw fieldError(errorCodes.invalidPhone, path, result.message);
  return result.e164;
}

/** US zip codes must exist and match the state (spec 5). */
export function checkZip(
  country: string,
  zipCode: string,
  state: string | undefined,
  path = 'body.zipCode',
): void {
  const issue = usZipIssue(country, zipCode, state);
  if (issue) throw fieldError(issue.code, path, issue.message);
}
