import type { SecondFactorProof } from '@shop/api-client';

/**
 * The one field a customer types the second factor into: six digits are a code of the app,
 * anything else a recovery code. Empty: nothing sent (the API then says whether it is needed).
 */
export function proofOfCode(code: string | undefined): SecondFactorProof {
  const typed = (code ?? '').trim();
  if (typed === '') return {};
  return /^\d{6}$/.test(typed) ? { otp: typed } : { recoveryCode: typed };
}

/** Whether an API refusal asks for (another) code of the second factor. */
export const asksForCode = (code: string | undefined): boolean =>
  code === 'second_factor_required' || code === 'second_factor_invalid';

/** Where the second factor's details land in a form with one `code` field. */
export const codeFieldOf = (path: string): 'code' | null =>
  path === 'body.otp' || path === 'body.recoveryCode' || path === 'otp' || path === 'recoveryCode'
    ? 'code'
    : null;
