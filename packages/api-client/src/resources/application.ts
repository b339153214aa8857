import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { applicationEndpoints } from '../contract/endpoints/application';
import { newsletterEndpoints } from '../contract/endpoints/newsletters';
import type {
  ContactDraft,
  NewsletterSubscriptionDraft,
  WhistleblowDraft,
  WhistleblowFollowUp,
} from '../schemas/application';

/** What visitors send the dealer (spec 7 "Other"): contact, whistleblower, newsletter. */
export function createApplicationResource(call: CallEndpoint) {
  const endpoints = applicationEndpoints;
  return {
    settings: (options: EndpointCallOptions = {}) => call(endpoints.settings, {}, options),
    /** The sender's receipt is mailed in `languageTag`. */
    contact: (draft: ContactDraft, languageTag: string, options: EndpointCallOptions = {}) =>
      call(endpoints.contact, { query: { languageTag }, body: draft }, options),
    /** Answers the case code. */
    whistleblow: (draft: WhistleblowDraft, options: EndpointCallOptions = {}) =>
      call(endpoints.whistleblow, { body: draft }, options),
    /** The case with its answers. */
    whistleblowCase: (caseCode: string, options: EndpointCallOptions = {}) =>
      call(endpoints.whistleblowCase, { body: { caseCode } }, options),
    /** More information from the reporter. */
    whistleblowFollowUp: (followUp: WhistleblowFollowUp, options: EndpointCallOptions = {}) =>
      call(endpoints.whistleblowFollowUp, { body: followUp }, options),
  };
}

/** The newsletter with double opt-in (spec 7 "POST /newsletters/subscriptions?languageTag"). */
export function createNewslettersResource(call: CallEndpoint) {
  return {
    subscribe: (
      draft: NewsletterSubscriptionDraft,
      languageTag: string,
      options: EndpointCallOptions = {},
    ) => call(newsletterEndpoints.subscribe, { query: { languageTag }, body: draft }, options),
    /** The link of the confirmation mail. */
    confirm: (token: string, options: EndpointCallOptions = {}) =>
      call(newsletterEndpoints.confirm, { body: { token } }, options),
    /** The link in every newsletter mail. */
    unsubscribe: (token: string, options: EndpointCallOptions = {}) =>
      call(newsletterEndpoints.unsubscribe, { body: { token } }, options),
  };
}
