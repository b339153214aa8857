import type { FastifyPluginAsync } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import {
  errorCodes,
  languageOfTag,
  LanguageTagSchema,
  NewsletterSubscriptionDraftSchema,
  NewsletterTokenBodySchema,
  type NewsletterSubscription,
} from '@shop/api-client';
import {
  requestSubscription,
  subscriptionView as view,
  unsubscribeLink as linkToUnsubscribe,
  type SubscriptionRow,
} from '../../application/newsletter';
import { newsletterSubscriptions } from '../../db/schema';
import { businessError } from '../../lib/business-errors';
import { repositoryCall } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { parseRequest } from '../../lib/validate';
import { newsletterWelcomeMail } from '../../messaging/templates';
import { hashToken } from '../../sessions/secrets';

const SubscribeQuerySchema = v.strictObject({ languageTag: v.optional(LanguageTagSchema) });

/**
 * The newsletter with double opt-in (spec 7, 8): a subscription stays pending until the link in
 * the confirmation mail is followed; every newsletter mail carries its unsubscribe link.
 */
const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, messaging, rateLimits } = fastify;
  const unsubscribeLink = (row: SubscriptionRow) => linkToUnsubscribe(messaging, row);

  fastify.post('/subscriptions', async (request, reply): Promise<NewsletterSubscription> => {
    const query = parseRequest(SubscribeQuerySchema, 'query', request.query);
    const draft = parseRequest(NewsletterSubscriptionDraftSchema, 'body', request.body);
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
    return reply.status(201).send(view(row));
  });

  /** The link of the confirmation mail: the subscription becomes active, a welcome mail follows. */
  fastify.post('/subscriptions/confirm', async (request): Promise<NewsletterSubscription> => {
    const { token } = parseRequest(NewsletterTokenBodySchema, 'body', request.body);
    const [row] = await repositoryCall(() =>
      db
        .update(newsletterSubscriptions)
        .set({
          status: 'confirmed',
          confirmedAt: new Date(),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where(
          and(
            eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.confirmTokenExpiresAt, new Date()),
          ),
        )
        .returning(),
    );
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
  fastify.post('/subscriptions/unsubscribe', async (request): Promise<NewsletterSubscription> => {
    const { token } = parseRequest(NewsletterTokenBodySchema, 'body', request.body);
    const [row] = await repositoryCall(() =>
      db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', confirmTokenHash: null, confirmTokenExpiresAt: null })
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .returning(),
    );
    if (!row) throw businessError(errorCodes.newsletterTokenInvalid, 400);
    return view(row);
  });
};

export default newsletterRoutes;
