import {
  StaffEnrolmentBodySchema,
  StaffSignInBodySchema,
  type StaffEnrolmentBody,
  type StaffSignInBody,
} from '@shop/api-client/staff';
import { contractResolver } from '@shop/forms';

/** The second factor the member gives: the app's code, or one of their recovery codes. */
export type SecondFactor = 'otp' | 'recoveryCode';

export interface SignInValues {
  email: string;
  password: string;
  factor: SecondFactor;
  /** The app's six digits or a recovery code, by `factor`; empty: enrol the app first. */
  code: string;
}

/**
 * The sign-in body: e-mail and password, and the code under the name its kind has. An empty app
 * code is left out: a member without the app is then answered the secret to enrol with.
 */
export function signInBodyOf({ email, password, factor, code }: SignInValues): StaffSignInBody {
  const trimmed = code.replace(/\s+/g, '');
  const body: StaffSignInBody = { email: email.trim(), password };
  if (trimmed !== '') body[factor] = trimmed;
  return body;
}

/** The body's `otp` or `recoveryCode` is the form's one code field. */
const codeField = (path: string) => (path === 'otp' || path === 'recoveryCode' ? 'code' : path);

export const signInResolver = contractResolver<SignInValues, typeof StaffSignInBodySchema>(
  StaffSignInBodySchema,
  { prepare: signInBodyOf, fieldOf: codeField },
);

export interface EnrolmentValues {
  otp: string;
}

/** The enrolment body: the credentials the member signed in with and the app's first code. */
export const enrolmentBodyOf =
  (credentials: { email: string; password: string }) =>
  ({ otp }: EnrolmentValues): StaffEnrolmentBody => ({
    ...credentials,
    otp: otp.replace(/\s+/g, ''),
  });

export const enrolmentResolver = (credentials: { email: string; password: string }) =>
  contractResolver<EnrolmentValues, typeof StaffEnrolmentBodySchema>(StaffEnrolmentBodySchema, {
    prepare: enrolmentBodyOf(credentials),
    fieldOf: (path) => (path === 'otp' ? 'otp' : null),
  });

/** The secret as an app shows it for typing: groups of four. */
export function groupedSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The API's QR code as a picture the page may show under its CSP (images may be data: URLs). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
