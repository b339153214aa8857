import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { customerEndpoints as endpoints } from '../contract/endpoints/customers';
import { outboxEndpoints } from '../contract/endpoints/outbox';
import { sessionEndpoints } from '../contract/endpoints/sessions';
import {
  PublicLoginResponseSchema,
  PublicTokenDataSchema,
  type AddressDraft,
  type CustomerDraft,
  type CustomerUpdate,
  type SecondFactorProof,
} from '../schemas/customer';
import type { EmailChangeBody } from '../schemas/customer-security';

/** The token answers as a client reads them: behind the edge they carry no tokens. */
const publicTokens = { status: 200, schema: PublicTokenDataSchema } as const;
const anonymousEndpoint = { ...sessionEndpoints.anonymous, answer: publicTokens };
const refreshEndpoint = { ...sessionEndpoints.refresh, answer: publicTokens };
const loginEndpoint = {
  ...endpoints.login,
  answer: { status: 200, schema: PublicLoginResponseSchema },
} as const;

/**
 * Sessions (spec 7 "Auth"). In the browser the edge keeps the tokens in HttpOnly cookies, so
 * these answers carry only the public token data; the refresh call's token comes from the cookie.
 */
export function createAuthResource(call: CallEndpoint) {
  return {
    anonymous: (options: EndpointCallOptions = {}) => call(anonymousEndpoint, {}, options),
    /** `refreshToken` is filled in by the edge from its cookie when the browser calls. */
    refresh: (refreshToken?: string, options: EndpointCallOptions = {}) =>
      call(
        refreshEndpoint,
        // Without a token the body stays empty for the edge to fill; the API itself requires one.
        { body: (refreshToken ? { refreshToken } : {}) as { refreshToken: string } },
        options,
      ),
    /** With the second factor on, `secondFactor` carries the app's code or a recovery code. */
    login: (
      email: string,
      password: string,
      options: EndpointCallOptions = {},
      secondFactor: SecondFactorProof = {},
    ) => call(loginEndpoint, { body: { email, password, ...secondFactor } }, options),
    logout: (options: EndpointCallOptions = {}) => call(endpoints.logout, {}, options),
  };
}

/** Customers (spec 7 "Customers") plus phone verification and account deletion. */
export function createCustomersResource(call: CallEndpoint) {
  return {
    register: (draft: CustomerDraft, options: EndpointCallOptions = {}) =>
      call(endpoints.register, { body: draft }, options),
    me: (options: EndpointCallOptions = {}) => call(endpoints.me, {}, options),
    update: (customerId: string, update: CustomerUpdate, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { id: customerId }, body: update }, options),
    /** With the second factor on, `secondFactor` carries the app's code or a recovery code. */
    remove: (
      customerId: string,
      password: string,
      options: EndpointCallOptions = {},
      secondFactor: SecondFactorProof = {},
    ) =>
      call(
        endpoints.remove,
        { params: { id: customerId }, body: { password, ...secondFactor } },
        options,
      ),
    addAddress: (customerId: string, address: AddressDraft, options: EndpointCallOptions = {}) =>
      call(endpoints.addAddress, { params: { id: customerId }, body: address }, options),
    updateAddress: (
      customerId: string,
      addressId: string,
      address: AddressDraft,
      options: EndpointCallOptions = {},
    ) =>
      call(
        endpoints.updateAddress,
        { params: { id: customerId, addressId }, body: address },
        options,
      ),
    removeAddress: (customerId: string, addressId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.removeAddress, { params: { id: customerId, addressId } }, options),
    changePassword: (
      currentPassword: string,
      newPassword: string,
      options: EndpointCallOptions = {},
      secondFactor: SecondFactorProof = {},
    ) =>
      call(
        endpoints.changePassword,
        { body: { currentPassword, newPassword, ...secondFactor } },
        options,
      ),
    requestPasswordReset: (
      email: string,
      languageTag?: string,
      options: EndpointCallOptions = {},
    ) =>
      call(
        endpoints.requestPasswordReset,
        { body: { email, ...(languageTag ? { languageTag } : {}) } },
        options,
      ),
    resetPassword: (token: string, newPassword: string, options: EndpointCallOptions = {}) =>
      call(endpoints.resetPassword, { body: { token, newPassword } }, options),
    requestActivation: (email: string, languageTag?: string, options: EndpointCallOptions = {}) =>
      call(
        endpoints.requestActivation,
        { body: { email, ...(languageTag ? { languageTag } : {}) } },
        options,
      ),
    verifyEmail: (emailToken: string, options: EndpointCallOptions = {}) =>
      call(endpoints.verifyEmail, { query: { emailToken } }, options),
    emailExists: (email: string, storeKey?: string, options: EndpointCallOptions = {}) =>
      call(endpoints.emailExists, { query: { email, ...(storeKey ? { storeKey } : {}) } }, options),
    firstTimeLoggingIn: (email: string, options: EndpointCallOptions = {}) =>
      call(endpoints.firstTimeLoggingIn, { query: { email } }, options),
    validateVat: (vat: string, options: EndpointCallOptions = {}) =>
      call(endpoints.validateVat, { query: { vat } }, options),
    merge: (anonymousId: string, customerId: string, options: EndpointCallOptions = {}) =>
      call(endpoints.merge, { body: { anonymousId, customerId } }, options),
    sendPhoneCode: (phone: string, options: EndpointCallOptions = {}) =>
      call(endpoints.sendPhoneCode, { body: { phone } }, options),
    confirmPhoneCode: (code: string, options: EndpointCallOptions = {}) =>
      call(endpoints.confirmPhoneCode, { body: { code } }, options),
    // The customer's own data and security (issue 26)
    exportData: (options: EndpointCallOptions = {}) => call(endpoints.exportData, {}, options),
    changeEmail: (body: EmailChangeBody, options: EndpointCallOptions = {}) =>
      call(endpoints.changeEmail, { body }, options),
    confirmEmailChange: (token: string, options: EndpointCallOptions = {}) =>
      call(endpoints.confirmEmailChange, { body: { token } }, options),
    secondFactor: (options: EndpointCallOptions = {}) => call(endpoints.secondFactor, {}, options),
    startSecondFactor: (password: string, options: EndpointCallOptions = {}) =>
      call(endpoints.startSecondFactor, { body: { password } }, options),
    enableSecondFactor: (otp: string, options: EndpointCallOptions = {}) =>
      call(endpoints.enableSecondFactor, { body: { otp } }, options),
    disableSecondFactor: (
      password: string,
      secondFactor: SecondFactorProof,
      options: EndpointCallOptions = {},
    ) => call(endpoints.disableSecondFactor, { body: { password, ...secondFactor } }, options),
    sessions: (options: EndpointCallOptions = {}) => call(endpoints.sessions, {}, options),
    endAllSessions: (options: EndpointCallOptions = {}) =>
      call(endpoints.endAllSessions, {}, options),
  };
}

/** The development outbox (exists only while mail and SMS go to the outbox). */
export function createOutboxResource(call: CallEndpoint) {
  return {
    messages: (to: string, options: EndpointCallOptions = {}) =>
      call(outboxEndpoints.list, { query: { to } }, options),
  };
}
