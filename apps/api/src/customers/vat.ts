import { checkVAT, countries } from 'jsvat';
import { euCountries } from './countries';

export interface VatCheck {
  valid: boolean;
  /** The prefix as written (EL for Greece, CHE for Switzerland); absent when none is recognised. */
  countryCode?: string;
  /** Normalized: no spaces, dots or dashes, upper case. */
  vatNumber: string;
}

/**
 * Checks a VAT ID. The shipped one checks format and checksum offline; a VIES (or Swiss UID
 * register) check can replace it behind this interface without touching a route.
 */
export interface VatValidator {
  validate(vat: string): Promise<VatCheck>;
}

/** The EU member states and Switzerland (Liechtenstein companies use Swiss numbers). */
const supported = countries.filter((c) => c.codes[0] === 'CH' || euCountries.has(c.codes[0] ?? ''));

export const normalizeVat = (vat: string): string => vat.replace(/[\s.-]/g, '').toUpperCase();

export function createFormatVatValidator(): VatValidator {
  return {
    async validate(vat) {
      const vatNumber = normalizeVat(vat);
      const result = checkVAT(vatNumber, supported);
      const countryCode = result.country
        ? vatNumber.startsWith('CHE')
          ? 'CHE'
          : vatNumber.slice(0, 2)
        : undefined;
      return { valid: result.isValid, vatNumber, ...(countryCode ? { countryCode } : {}) };
    },
  };
}
