import zipcodes from 'zipcodes';
import { errorCodes, validationMessages, type ErrorCode } from '@shop/api-client/contract';

/**
 * The US rule of spec 5 beyond the format the shared schema checks: the zip code must exist and
 * belong to the selected state. Other countries answer undefined (their format rules suffice).
 */
export function usZipIssue(
  country: string,
  zipCode: string,
  state: string | undefined,
): { code: ErrorCode; message: string } | undefined {
  if (country !== 'US') return undefined;
  const place = zipcodes.lookup(zipCode.slice(0, 5));
  if (!place) return { code: errorCodes.invalidZip, message: validationMessages.zipUnknown };
  if (place.state !== state?.trim().toUpperCase())
    return { code: errorCodes.zipStateMismatch, message: validationMessages.zipUsState };
  return undefined;
}
