import type { Request } from '../client';
import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { newsletterEndpoints as endpoints } from '../contract/endpoints/newsletters';
import {
  ContactReceiptSchema,
  PublicSettingsSchema,
  WhistleblowCaseSchema,
  WhistleblowReceiptSchema,
  type ContactDraft,
  type NewsletterSubscriptionDraft,
  type WhistleblowDraft,
  type WhistleblowFollowUp,
} from '../schemas/application';
import type { CallOptions } from './products';

/** What visitors send the dealer (spec 7 "Other"): contact, whistleblower, newsletter. */
export function createApplicationResource(request: Request) {
  return {
    /** GET /application/settings. */
    settings: (options: CallOptions = {}) =>
      request('/application/settings', { schema: PublicSettingsSchema, ...options }),
    /** POST /application/contact?languageTag: the sender's receipt is mailed in that language. */
    contact: (draft: ContactDraft, languageTag: string, options: CallOptions = {}) =>
      request('/application/contact', {
        method: 'POST',
        query: { languageTag },
        body: draft,
        schema: ContactReceiptSchema,
        ...options,
      }),
    /** POST /application/whistleblow: answers the case code. */
    whistleblow: (draft: WhistleblowDraft, options: CallOptions = {}) =>
      request('/application/whistleblow', {
        method: 'POST',
        body: draft,
        schema: WhistleblowReceiptSchema,
        ...options,
      }),
    /** POST /application/whistleblow/case: the case with its answers. */
    whistleblowCase: (caseCode: string, options: CallOptions = {}) =>
      request('/application/whistleblow/case', {
        method: 'POST',
        body: { caseCode },
        schema: WhistleblowCaseSchema,
        ...options,
      }),
    /** POST /application/whistleblow/case/messages: more information from the reporter. */
    whistleblowFollowUp: (followUp: WhistleblowFollowUp, options: CallOptions = {}) =>
      request('/application/whistleblow/case/messages', {
        method: 'POST',
        body: followUp,
        schema: WhistleblowCaseSchema,
        ...options,
      }),
  };
}

/** The newsletter with double opt-in (spec 7 "POST /newsletters/subscriptions?languageTag"). */
export function createNewslettersResource(call: CallEndpoint) {
  return {
    subscribe: (
      draft: NewsletterSubscriptionDraft,
      languageTag: string,
      options: EndpointCallOptions = {},
    ) => call(endpoints.subscribe, { query: { languageTag }, body: draft }, options),
    /** The link of the confirmation mail. */
    confirm: (token: string, options: EndpointCallOptions = {}) =>
      call(endpoints.confirm, { body: { token } }, options),
    /** The link in every newsletter mail. */
    unsubscribe: (token: string, options: EndpointCallOptions = {}) =>
      call(endpoints.unsubscribe, { body: { token } }, options),
  };
}
