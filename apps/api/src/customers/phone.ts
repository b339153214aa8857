import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { validationMessages } from '@shop/api-client/contract';
import { euCountries } from './countries';

export type PhoneCheck =
  { ok: true; e164: string; country?: string } | { ok: false; message: string };

export interface PhoneRules {
  /** Only a number that can receive SMS. */
  mobile?: boolean;
  /**
   * Only a number of these countries (by the number's region, not its calling code: +1 876 is
   * Jamaica's, not the US's); one without a country (+881 satellite phones) never.
   */
  countries?: ReadonlySet<string>;
}

/**
 * Checks a phone number with libphonenumber's full metadata. International form (+ or 00) works
 * everywhere; a national number only in a non-EU store country (US, CH, LI), read as that
 * country's.
 */
export function checkPhone(
  input: string,
  storeCountry: string,
  { mobile = false, countries }: PhoneRules = {},
): PhoneCheck {
  const written = input.trim().replace(/^00/, '+');
  const international = written.startsWith('+');
  if (!international && euCountries.has(storeCountry))
    return { ok: false, message: validationMessages.phoneEu };
  const number = parsePhoneNumberFromString(
    written,
    international ? undefined : (storeCountry as CountryCode),
  );
  if (!number || !number.isValid()) return { ok: false, message: validationMessages.phone };
  if (!international && number.country && euCountries.has(number.country))
    return { ok: false, message: validationMessages.phoneEu };
  if (mobile) {
    const type = number.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
      return { ok: false, message: validationMessages.phone };
  }
  if (countries && !(number.country && countries.has(number.country)))
    return { ok: false, message: validationMessages.phoneCountry };
  return { ok: true, e164: number.number, ...(number.country ? { country: number.country } : {}) };
}
