import {
  AcceptedResponseSchema,
  ActivationRequestBodySchema,
  AddressDraftSchema,
  ChangePasswordBodySchema,
  CustomerAddressParamsSchema,
  CustomerDraftSchema,
  CustomerIdParamsSchema,
  CustomerSchema,
  CustomerUpdateSchema,
  DeleteCustomerBodySchema,
  EmailLookupQuerySchema,
  EmailLookupResponseSchema,
  EmailVerificationQuerySchema,
  FirstTimeLoginQuerySchema,
  FirstTimeLoginResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MergeBodySchema,
  MergeResponseSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  PhoneVerificationBodySchema,
  PhoneVerificationConfirmBodySchema,
  PhoneVerificationResponseSchema,
  VatValidationQuerySchema,
  VatValidationResponseSchema,
} from '../../schemas/customer';
import { CustomerDataExportSchema } from '../../schemas/customer-data';
import {
  CustomerSessionListSchema,
  EmailChangeBodySchema,
  EmailChangeConfirmBodySchema,
  EmailChangeConfirmedSchema,
  SecondFactorConfirmBodySchema,
  SecondFactorDisableBodySchema,
  SecondFactorEnabledSchema,
  SecondFactorEnrolmentBodySchema,
  SecondFactorEnrolmentSchema,
  SecondFactorStatusSchema,
} from '../../schemas/customer-security';
import { errorCodes } from '../../schemas/error';
import { endpoint } from '../endpoint';

const tag = 'Customers';

const limited = [errorCodes.tooManyRequests] as const;
/** A mail or SMS the call sends could not be handed to its transport. */
/** The id in the path must be the signed-in customer's own. */
const notOwn = [errorCodes.notAuthorized] as const;
/** A change that needs the password, and a code where the second factor is on. */
const reauthenticated = [
  errorCodes.incorrectPassword,
  errorCodes.secondFactorRequired,
  errorCodes.secondFactorInvalid,
] as const;
const addressChecks = [
  errorCodes.invalidZip,
  errorCodes.zipStateMismatch,
  errorCodes.invalidPhone,
] as const;

/** Customers (spec 7 "Customers"), sign-in and sign-out, phone verification, account deletion. */
export const customerEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/customers/login',
    summary: "Sign in: start a customer's session",
    description:
      'Wrong e-mail and wrong password answer alike (invalid_credentials); an unactivated account ' +
      'is refused only once the password was right. With the second factor on, the right password ' +
      'without `otp` or `recoveryCode` answers second_factor_required (sign in again with the ' +
      'code), a wrong or used code second_factor_invalid; both count like failed logins. ' +
      "With a guest's bearer token the guest's " +
      'things move to the customer and the guest session ends. Behind the edge the browser ' +
      'receives accessToken and refreshToken as HttpOnly cookies, and the answer without them.',
    tag,
    access: 'public',
    body: LoginBodySchema,
    answer: { status: 200, schema: LoginResponseSchema },
    errors: {
      400: [
        errorCodes.invalidCredentials,
        errorCodes.secondFactorRequired,
        errorCodes.secondFactorInvalid,
      ],
      403: [errorCodes.emailNotVerified],
      429: limited,
    },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/customers/logout',
    summary: 'Sign out: end the session family of the bearer token',
    description:
      'Also with an expired access token (a genuine one still names its family). Behind the edge ' +
      'the token cookies are cleared.',
    tag,
    access: 'public',
    answer: { status: 204, schema: null },
    errors: { 401: [errorCodes.unauthorized] },
  }),
  register: endpoint({
    method: 'POST',
    path: '/customers',
    summary: 'Register a customer account (it waits for its e-mail address to be confirmed)',
    description:
      'The activation mail goes out at once; if it cannot be sent, the account is removed again. ' +
      'Newsletter topics ticked here start the double opt-in.',
    tag,
    access: 'public',
    body: CustomerDraftSchema,
    answer: { status: 201, schema: CustomerSchema },
    errors: {
      400: [errorCodes.invalidVatId, errorCodes.invalidPhone],
      409: [errorCodes.emailTaken],
      429: limited,
    },
  }),
  requestActivation: endpoint({
    method: 'POST',
    path: '/customers/emails/registration-activation',
    summary: 'Send the activation mail again',
    description: 'Accepted whether or not an unactivated account exists (no enumeration).',
    tag,
    access: 'public',
    body: ActivationRequestBodySchema,
    answer: { status: 202, schema: AcceptedResponseSchema },
    errors: { 429: limited },
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/customers/email-verification',
    summary: "Confirm the account's e-mail address with the activation link's token",
    description:
      'A link opened again (or an older one after a newer one) of an active account answers ' +
      'email_already_verified; an unknown or expired link of an inactive account token_invalid.',
    tag,
    access: 'public',
    query: EmailVerificationQuerySchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: { 400: [errorCodes.tokenInvalid], 409: [errorCodes.emailAlreadyVerified] },
  }),
  emailExists: endpoint({
    method: 'GET',
    path: '/customers/email',
    summary: 'Tell whether an account exists for an e-mail address',
    tag,
    access: 'public',
    query: EmailLookupQuerySchema,
    answer: { status: 200, schema: EmailLookupResponseSchema },
    errors: { 429: limited },
  }),
  firstTimeLoggingIn: endpoint({
    method: 'GET',
    path: '/customers/check-first-time-logging-in',
    summary: 'Tell whether an account exists that has never signed in',
    tag,
    access: 'public',
    query: FirstTimeLoginQuerySchema,
    answer: { status: 200, schema: FirstTimeLoginResponseSchema },
    errors: { 429: limited },
  }),
  validateVat: endpoint({
    method: 'GET',
    path: '/customers/vat-validation',
    summary: 'Check the format and checksum of an EU or Swiss VAT ID',
    tag,
    access: 'public',
    query: VatValidationQuerySchema,
    answer: { status: 200, schema: VatValidationResponseSchema },
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/customers/change-password',
    summary: "Change the signed-in customer's password",
    description:
      "A wrong current password counts like a failed login; the customer's other sessions end, " +
      'this one stays. With the second factor on, `otp` (or `recoveryCode`) is needed too.',
    tag,
    access: 'customer',
    body: ChangePasswordBodySchema,
    answer: { status: 204, schema: null },
    errors: { 400: reauthenticated, 429: limited },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/customers/emails/password-reset',
    summary: 'Mail a password reset link',
    description: 'Accepted whether or not the account exists (no enumeration).',
    tag,
    access: 'public',
    body: PasswordResetRequestBodySchema,
    answer: { status: 202, schema: AcceptedResponseSchema },
    errors: { 429: limited },
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/customers/password',
    summary: "Set the password with a reset link's token (single use, 60 minutes)",
    description:
      'The link proves the mailbox, so the address counts as confirmed; every session of the ' +
      'account ends.',
    tag,
    access: 'public',
    body: PasswordResetBodySchema,
    answer: { status: 204, schema: null },
    errors: { 400: [errorCodes.tokenInvalid] },
  }),
  me: endpoint({
    method: 'GET',
    path: '/customers/me',
    summary: 'Read the signed-in customer',
    tag,
    access: 'customer',
    answer: { status: 200, schema: CustomerSchema },
    errors: { 404: [errorCodes.customerNotFound] },
  }),
  exportData: endpoint({
    method: 'GET',
    path: '/customers/me/export',
    summary: "Download the signed-in customer's own data as a JSON file",
    description:
      'Profile and addresses, orders, deposits, limit orders, alerts and wishlists of every ' +
      'store, and the consents given (terms and privacy versions with each order, the ' +
      'newsletter subscription); no secrets. Answered as an attachment (Content-Disposition).',
    tag,
    access: 'customer',
    answer: { status: 200, schema: CustomerDataExportSchema },
    errors: { 404: [errorCodes.customerNotFound] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/customers/{id}',
    summary: "Change the signed-in customer's profile",
    description:
      'E-mail and password change through their own calls. A new phone number is unverified ' +
      'until confirmed by SMS; a stale `version` answers concurrent_modification.',
    tag,
    access: 'customer',
    params: CustomerIdParamsSchema,
    body: CustomerUpdateSchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: {
      400: [errorCodes.invalidVatId, errorCodes.invalidPhone],
      403: notOwn,
      404: [errorCodes.customerNotFound],
      409: [errorCodes.concurrentModification],
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/customers/{id}',
    summary: "Delete the signed-in customer's account, its data and sessions",
    description:
      'The password must be right (a wrong one counts like a failed login), with the second ' +
      'factor on also `otp` (or `recoveryCode`); no limit order may be Active or Inactive, every ' +
      'order must be Complete or Cancelled, and the deposit must hold no metal.',
    tag,
    access: 'customer',
    params: CustomerIdParamsSchema,
    body: DeleteCustomerBodySchema,
    answer: { status: 204, schema: null },
    errors: {
      400: reauthenticated,
      403: notOwn,
      404: [errorCodes.customerNotFound],
      409: [
        errorCodes.limitOrdersExist,
        errorCodes.openOrdersExist,
        errorCodes.depositHoldingsExist,
      ],
      429: limited,
    },
  }),
  merge: endpoint({
    method: 'POST',
    path: '/customers/merge',
    summary: 'Move what the guest session this sign-in replaced held to the customer',
    description:
      'Sign-in merges once already; this call moves anything the guest added since. Any other ' +
      'anonymous id is not_authorized.',
    tag,
    access: 'customer',
    body: MergeBodySchema,
    answer: { status: 200, schema: MergeResponseSchema },
    errors: { 403: notOwn },
  }),
  addAddress: endpoint({
    method: 'PUT',
    path: '/customers/{id}/address',
    summary: 'Add an address to the signed-in customer',
    description:
      'The first address is the default shipping and billing address; at most one of each is.',
    tag,
    access: 'customer',
    params: CustomerIdParamsSchema,
    body: AddressDraftSchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: { 400: addressChecks, 403: notOwn, 404: [errorCodes.customerNotFound] },
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/customers/{id}/address/{addressId}',
    summary: "Change one of the signed-in customer's addresses",
    tag,
    access: 'customer',
    params: CustomerAddressParamsSchema,
    body: AddressDraftSchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: {
      400: addressChecks,
      403: notOwn,
      404: [errorCodes.addressNotFound, errorCodes.customerNotFound],
    },
  }),
  removeAddress: endpoint({
    method: 'DELETE',
    path: '/customers/{id}/address/{addressId}',
    summary: "Remove one of the signed-in customer's addresses",
    description: 'A default address cannot be removed until another one is chosen.',
    tag,
    access: 'customer',
    params: CustomerAddressParamsSchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: {
      403: notOwn,
      404: [errorCodes.addressNotFound, errorCodes.customerNotFound],
      409: [errorCodes.addressSelected],
    },
  }),
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/customers/phone-verification',
    summary: 'Send a 6-digit code by SMS to a mobile number',
    description:
      'EU numbers with + and country code, of a country the shop sends codes to; limited per ' +
      'customer, address and number.',
    tag,
    access: 'customer',
    body: PhoneVerificationBodySchema,
    answer: { status: 200, schema: PhoneVerificationResponseSchema },
    errors: { 400: [errorCodes.invalidPhone], 429: limited },
  }),
  confirmPhoneCode: endpoint({
    method: 'POST',
    path: '/customers/phone-verification/confirm',
    summary: "Confirm the SMS code: the number becomes the customer's verified phone",
    description: 'Too many wrong codes discard the code and block for a while (max_attempts).',
    tag,
    access: 'customer',
    body: PhoneVerificationConfirmBodySchema,
    answer: { status: 200, schema: CustomerSchema },
    errors: {
      400: [errorCodes.verificationCodeIncorrect],
      429: [errorCodes.maxAttempts, errorCodes.tooManyRequests],
    },
  }),
  changeEmail: endpoint({
    method: 'PUT',
    path: '/customers/me/email',
    summary: "Ask to change the signed-in customer's e-mail address",
    description:
      'Needs the password (and a code with the second factor on; wrong ones count like failed ' +
      'logins). Mails a link to the new address (valid 24 hours, the latest one only) and tells ' +
      'the old address; nothing changes until the link is opened.',
    tag,
    access: 'customer',
    body: EmailChangeBodySchema,
    answer: { status: 202, schema: AcceptedResponseSchema },
    errors: {
      400: [...reauthenticated, errorCodes.emailUnchanged],
      409: [errorCodes.emailTaken],
      429: limited,
    },
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/customers/email-change/confirm',
    summary: 'Confirm an e-mail change with the token of the link mailed to the new address',
    description:
      'Single use; the old address is told. An address taken meanwhile answers email_taken and ' +
      'changes nothing.',
    tag,
    access: 'public',
    body: EmailChangeConfirmBodySchema,
    answer: { status: 200, schema: EmailChangeConfirmedSchema },
    errors: { 400: [errorCodes.tokenInvalid], 409: [errorCodes.emailTaken] },
  }),
  secondFactor: endpoint({
    method: 'GET',
    path: '/customers/me/second-factor',
    summary: 'Tell whether the second factor (an authenticator app) is on',
    tag,
    access: 'customer',
    answer: { status: 200, schema: SecondFactorStatusSchema },
  }),
  startSecondFactor: endpoint({
    method: 'POST',
    path: '/customers/me/second-factor/enrolment',
    summary: 'Start setting up the second factor: a new secret and its QR code',
    description:
      'Needs the password. The secret waits until its first code turns the factor on; a new ' +
      'start replaces it.',
    tag,
    access: 'customer',
    body: SecondFactorEnrolmentBodySchema,
    answer: { status: 200, schema: SecondFactorEnrolmentSchema },
    errors: {
      400: [errorCodes.incorrectPassword],
      409: [errorCodes.secondFactorEnabled],
      429: limited,
    },
  }),
  enableSecondFactor: endpoint({
    method: 'POST',
    path: '/customers/me/second-factor',
    summary: 'Turn the second factor on with the first code of the app just set up',
    description:
      'Answers the recovery codes, shown this once. A wrong code counts like a failed login.',
    tag,
    access: 'customer',
    body: SecondFactorConfirmBodySchema,
    answer: { status: 200, schema: SecondFactorEnabledSchema },
    errors: {
      400: [errorCodes.secondFactorInvalid],
      409: [errorCodes.secondFactorEnabled, errorCodes.secondFactorNotEnabled],
      429: limited,
    },
  }),
  disableSecondFactor: endpoint({
    method: 'DELETE',
    path: '/customers/me/second-factor',
    summary: 'Turn the second factor off',
    description: 'Needs the password and a code of the app (or a recovery code).',
    tag,
    access: 'customer',
    body: SecondFactorDisableBodySchema,
    answer: { status: 204, schema: null },
    errors: { 400: reauthenticated, 409: [errorCodes.secondFactorNotEnabled], 429: limited },
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/customers/me/sessions',
    summary: "List the signed-in customer's active sessions",
    description: 'Browser, sign-in and last use of each; no token or secret of any.',
    tag,
    access: 'customer',
    answer: { status: 200, schema: CustomerSessionListSchema },
  }),
  endAllSessions: endpoint({
    method: 'POST',
    path: '/customers/me/sessions/end-all',
    summary: 'Sign out everywhere: end every session of the signed-in customer, this one too',
    tag,
    access: 'customer',
    answer: { status: 204, schema: null },
  }),
};
