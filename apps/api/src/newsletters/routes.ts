import type { FastifyPluginAsync } from 'fastify';
import { endpoints, errorCodes, languageOfTag } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { requestLanguage } from '../lib/request-language';
import { newsletterWelcomeMail } from '../plugins/messaging/templates';
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  subscriptionView as view,
  unsubscribeLink as linkToUnsubscribe,
  type SubscriptionRow,
} from './subscriptions';

/**
 * The newsletter with double opt-in (spec 7, 8): a subscription stays pending until the link in
 * the confirmation mail is followed; every newsletter mail carries its unsubscribe link.
 */
const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, messaging, rateLimits } = fastify;
  const unsubscribeLink = (row: SubscriptionRow) => linkToUnsubscribe(messaging, row);

  endpointRoute(
    fastify,
    endpoints.newsletters.subscribe,
    async ({ query, body: draft }, request) => {
      const language = query.languageTag
        ? languageOfTag(query.languageTag)
        : requestLanguage(request);
      await rateLimits.consume([[rateLimits.rules.newsletterAddress, request.ip]]);
      const { row } = await requestSubscription(
        { db, messaging, log: request.log },
        {
          email: draft.email,
          storeKey: request.storeKey,
          language,
          interests: draft.interests,
          whenConfirmed: 'refuse',
        },
      );
      return view(row);
    },
  );

  /** The link of the confirmation mail: the subscription becomes active, a welcome mail follows. */
  endpointRoute(fastify, endpoints.newsletters.confirm, async ({ body: { token } }, request) => {
    const row = await confirmSubscription(db, token);
    if (!row) throw businessError(errorCodes.newsletterTokenInvalid, 400);
    const language = row.language === 'en' ? 'en' : 'de';
    // The subscription stands even if the welcome mail cannot go out now.
    await messaging
      .send({
        channel: 'email',
        to: row.email,
        ...newsletterWelcomeMail(language, row.email, unsubscribeLink(row)),
      })
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'The newsletter welcome mail could not be sent'),
      );
    return view(row);
  });

  /** The link in every newsletter mail; following it twice is fine. */
  endpointRoute(fastify, endpoints.newsletters.unsubscribe, async ({ body: { token } }) => {
    const row = await unsubscribe(db, token);
    if (!row) throw businessError(errorCodes.newsletterTokenInvalid, 400);
    return view(row);
  });
};

export default newsletterRoutes;
