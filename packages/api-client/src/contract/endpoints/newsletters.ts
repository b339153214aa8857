import {
  NewsletterSubscribeQuerySchema,
  NewsletterSubscriptionDraftSchema,
  NewsletterSubscriptionSchema,
  NewsletterTokenBodySchema,
} from '../../schemas/application';
import { errorCodes } from '../../schemas/error';
import { endpoint } from '../endpoint';

const tag = 'Newsletter';

/** The newsletter with double opt-in (spec 7, 8). */
export const newsletterEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/newsletters/subscriptions',
    summary: 'Subscribe an address; it stays pending until the mailed link is followed',
    description:
      'The confirmation mail speaks `languageTag`, else the request language. An address that ' +
      'is confirmed already is refused.',
    tag,
    access: 'public',
    query: NewsletterSubscribeQuerySchema,
    body: NewsletterSubscriptionDraftSchema,
    answer: { status: 201, schema: NewsletterSubscriptionSchema },
    errors: {
      409: [errorCodes.newsletterEmailExists],
      429: [errorCodes.tooManyRequests],
    },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/newsletters/subscriptions/confirm',
    summary: 'Confirm a subscription with the token of its confirmation mail',
    description: 'A welcome mail follows; the subscription stands even if it cannot go out now.',
    tag,
    access: 'public',
    body: NewsletterTokenBodySchema,
    answer: { status: 200, schema: NewsletterSubscriptionSchema },
    errors: { 400: [errorCodes.newsletterTokenInvalid] },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/newsletters/subscriptions/unsubscribe',
    summary: 'Unsubscribe with the token of the link every newsletter mail carries',
    description: 'Following the link twice is fine.',
    tag,
    access: 'public',
    body: NewsletterTokenBodySchema,
    answer: { status: 200, schema: NewsletterSubscriptionSchema },
    errors: { 400: [errorCodes.newsletterTokenInvalid] },
  }),
};
