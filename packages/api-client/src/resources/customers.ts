import * as v from 'valibot';
import type { Request } from '../client';
import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { sessionEndpoints } from '../contract/endpoints/sessions';
import {
  AcceptedResponseSchema,
  CustomerSchema,
  EmailLookupResponseSchema,
  FirstTimeLoginResponseSchema,
  MergeResponseSchema,
  OutboxResponseSchema,
  PhoneVerificationResponseSchema,
  PublicLoginResponseSchema,
  PublicTokenDataSchema,
  VatValidationResponseSchema,
  type AddressDraft,
  type CustomerDraft,
  type CustomerUpdate,
} from '../schemas/customer';
import type { CallOptions } from './products';

const NoContentSchema = v.undefined();
const id = encodeURIComponent;

/** The token answers as a client reads them: behind the edge they carry no tokens. */
const publicTokens = { status: 200, schema: PublicTokenDataSchema } as const;
const anonymousEndpoint = { ...sessionEndpoints.anonymous, answer: publicTokens };
const refreshEndpoint = { ...sessionEndpoints.refresh, answer: publicTokens };

/**
 * Sessions (spec 7 "Auth"). In the browser the edge keeps the tokens in HttpOnly cookies, so
 * these answers carry only the public token data; the refresh call's token comes from the cookie.
 */
export function createAuthResource(call: CallEndpoint, request: Request) {
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
    login: (email: string, password: string, options: CallOptions = {}) =>
      request('/customers/login', {
        method: 'POST',
        body: { email, password },
        schema: PublicLoginResponseSchema,
        ...options,
      }),
    logout: (options: CallOptions = {}) =>
      request('/customers/logout', { method: 'POST', schema: NoContentSchema, ...options }),
  };
}

/** Customers (spec 7 "Customers") plus phone verification and account deletion. */
export function createCustomersResource(request: Request) {
  return {
    register: (draft: CustomerDraft, options: CallOptions = {}) =>
      request('/customers', { method: 'POST', body: draft, schema: CustomerSchema, ...options }),
    me: (options: CallOptions = {}) =>
      request('/customers/me', { schema: CustomerSchema, ...options }),
    update: (customerId: string, update: CustomerUpdate, options: CallOptions = {}) =>
      request(`/customers/${id(customerId)}`, {
        method: 'PUT',
        body: update,
        schema: CustomerSchema,
        ...options,
      }),
    remove: (customerId: string, password: string, options: CallOptions = {}) =>
      request(`/customers/${id(customerId)}`, {
        method: 'DELETE',
        body: { password },
        schema: NoContentSchema,
        ...options,
      }),
    addAddress: (customerId: string, address: AddressDraft, options: CallOptions = {}) =>
      request(`/customers/${id(customerId)}/address`, {
        method: 'PUT',
        body: address,
        schema: CustomerSchema,
        ...options,
      }),
    updateAddress: (
      customerId: string,
      addressId: string,
      address: AddressDraft,
      options: CallOptions = {},
    ) =>
      request(`/customers/${id(customerId)}/address/${id(addressId)}`, {
        method: 'PUT',
        body: address,
        schema: CustomerSchema,
        ...options,
      }),
    removeAddress: (customerId: string, addressId: string, options: CallOptions = {}) =>
      request(`/customers/${id(customerId)}/address/${id(addressId)}`, {
        method: 'DELETE',
        schema: CustomerSchema,
        ...options,
      }),
    changePassword: (currentPassword: string, newPassword: string, options: CallOptions = {}) =>
      request('/customers/change-password', {
        method: 'PUT',
        body: { currentPassword, newPassword },
        schema: NoContentSchema,
        ...options,
      }),
    requestPasswordReset: (email: string, languageTag?: string, options: CallOptions = {}) =>
      request('/customers/emails/password-reset', {
        method: 'POST',
        body: { email, ...(languageTag ? { languageTag } : {}) },
        schema: AcceptedResponseSchema,
        ...options,
      }),
    resetPassword: (token: string, newPassword: string, options: CallOptions = {}) =>
      request('/customers/password', {
        method: 'PUT',
        body: { token, newPassword },
        schema: NoContentSchema,
        ...options,
      }),
    requestActivation: (email: string, languageTag?: string, options: CallOptions = {}) =>
      request('/customers/emails/registration-activation', {
        method: 'POST',
        body: { email, ...(languageTag ? { languageTag } : {}) },
        schema: AcceptedResponseSchema,
        ...options,
      }),
    verifyEmail: (emailToken: string, options: CallOptions = {}) =>
      request('/customers/email-verification', {
        query: { emailToken },
        schema: CustomerSchema,
        ...options,
      }),
    emailExists: (email: string, storeKey?: string, options: CallOptions = {}) =>
      request('/customers/email', {
        query: { email, storeKey },
        schema: EmailLookupResponseSchema,
        ...options,
      }),
    firstTimeLoggingIn: (email: string, options: CallOptions = {}) =>
      request('/customers/check-first-time-logging-in', {
        query: { email },
        schema: FirstTimeLoginResponseSchema,
        ...options,
      }),
    validateVat: (vat: string, options: CallOptions = {}) =>
      request('/customers/vat-validation', {
        query: { vat },
        schema: VatValidationResponseSchema,
        ...options,
      }),
    merge: (anonymousId: string, customerId: string, options: CallOptions = {}) =>
      request('/customers/merge', {
        method: 'POST',
        body: { anonymousId, customerId },
        schema: MergeResponseSchema,
        ...options,
      }),
    sendPhoneCode: (phone: string, options: CallOptions = {}) =>
      request('/customers/phone-verification', {
        method: 'POST',
        body: { phone },
        schema: PhoneVerificationResponseSchema,
        ...options,
      }),
    confirmPhoneCode: (code: string, options: CallOptions = {}) =>
      request('/customers/phone-verification/confirm', {
        method: 'POST',
        body: { code },
        schema: CustomerSchema,
        ...options,
      }),
  };
}

/** The development outbox (exists only while mail and SMS go to the outbox). */
export function createOutboxResource(request: Request) {
  return {
    messages: (to: string, options: CallOptions = {}) =>
      request('/dev/outbox', { query: { to }, schema: OutboxResponseSchema, ...options }),
  };
}
