import * as v from 'valibot';
import { EmailSchema, secondFactorFields, validationMessages as m } from './customer';
import { TextSchema } from './text';

/*
 * A customer's own security (issue 26, item 7): the e-mail change confirmed by a link to the new
 * address, the optional second factor (an authenticator app, TOTP, with recovery codes) and the
 * list of active sessions.
 */

const passwordField = v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(200));

/** PUT /customers/me/email: the new address, confirmed by the password (and the second factor). */
export const EmailChangeBodySchema = v.strictObject({
  newEmail: EmailSchema,
  password: passwordField,
  ...secondFactorFields,
});
export type EmailChangeBody = v.InferInput<typeof EmailChangeBodySchema>;

/** POST /customers/email-change/confirm: the token of the link mailed to the new address. */
export const EmailChangeConfirmBodySchema = v.strictObject({
  token: v.pipe(TextSchema, v.nonEmpty(m.required), v.maxLength(100)),
});
export const EmailChangeConfirmedSchema = v.object({ email: v.string() });

/** GET /customers/me/second-factor */
export const SecondFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** Recovery codes not used yet (0 while off). */
  recoveryCodesLeft: v.number(),
});
export type SecondFactorStatus = v.InferOutput<typeof SecondFactorStatusSchema>;

/** POST /customers/me/second-factor/enrolment: starting the set-up needs the password. */
export const SecondFactorEnrolmentBodySchema = v.strictObject({ password: passwordField });
/** The app is set up from these: the secret, its otpauth URI and the URI's QR code as SVG. */
export const SecondFactorEnrolmentSchema = v.object({
  secret: v.string(),
  otpauthUri: v.string(),
  qrSvg: v.string(),
});
export type SecondFactorEnrolment = v.InferOutput<typeof SecondFactorEnrolmentSchema>;

/** How many recovery codes are handed out when the second factor is turned on. */
export const customerRecoveryCodeCount = 10;

/** POST /customers/me/second-factor: the app's first code turns the factor on. */
export const SecondFactorConfirmBodySchema = v.strictObject({
  otp: v.pipe(TextSchema, v.trim(), v.regex(/^\d{6}$/, m.code)),
});
/** The recovery codes, shown this once. */
export const SecondFactorEnabledSchema = v.object({ recoveryCodes: v.array(v.string()) });

/** DELETE /customers/me/second-factor: the password and a code (or a recovery code). */
export const SecondFactorDisableBodySchema = v.strictObject({
  password: passwordField,
  ...secondFactorFields,
});

/** One signed-in session of the customer (no token or secret of it). */
export const CustomerSessionSchema = v.object({
  id: v.string(),
  /** The browser's User-Agent as it signed in; null when it sent none. */
  userAgent: v.nullable(v.string()),
  /** ISO times: the sign-in, and the last renewal of its tokens (null: none since). */
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  /** The session of this call. */
  current: v.boolean(),
});
export type CustomerSession = v.InferOutput<typeof CustomerSessionSchema>;
export const CustomerSessionListSchema = v.object({ sessions: v.array(CustomerSessionSchema) });
export type CustomerSessionList = v.InferOutput<typeof CustomerSessionListSchema>;
