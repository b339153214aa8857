import type { FastifyPluginAsync } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import * as v from 'valibot';
import type { StoreKey } from '@shop/i18n';
import {
  errorCodes,
  languageOfTag,
  LanguageTagSchema,
  NewsletterSubscriptionDraftSchema,
  NewsletterTokenBodySchema,
  type NewsletterSubscription,
} from '@shop/api-client';
import { newsletterSubscriptions } from '../../db/schema';
import { businessError } from '../../lib/business-errors';
import { repositoryCall } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { parseRequest } from '../../lib/validate';
import {
  newsletterConfirmMail,
  newsletterConfirmValidityHours,
  newsletterWelcomeMail,
} from '../../messaging/templates';
import { hashToken, randomToken } from '../../sessions/secrets';

const SubscribeQuerySchema = v.strictObject({ languageTag: v.optional(LanguageTagSchema) });

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const view = (row: SubscriptionRow): NewsletterSubscription => ({
  email: row.email,
  status: row.status as NewsletterSubscription['status'],
  interests: row.interests,
});

const subscribeFailed = () =>
  businessError(errorCodes.subscribeFailed, 503, { name: 'UnknownError' });

/**
 * The newsletter with double opt-in (spec 7, 8): a subscription stays pending until the link in
 * the confirmation mail is followed; every newsletter mail carries its unsubscribe link.
 */
const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, messaging, rateLimits } = fastify;
  const unsubscribeLink = (row: SubscriptionRow) =>
    messaging.links.page(
      row.storeKey as StoreKey,
      row.language === 'en' ? 'en' : 'de',
      'newsletterUnsubscribe',
      { token: row.unsubscribeToken },
    );

  fastify.post('/subscriptions', async (request, reply): Promise<NewsletterSubscription> => {
    const query = parseRequest(SubscribeQuerySchema, 'query', request.query);
    const draft = parseRequest(NewsletterSubscriptionDraftSchema, 'body', request.body);
    const language = query.languageTag
      ? languageOfTag(query.languageTag)
      : requestLanguage(request);
    await rateLimits.consume([[rateLimits.rules.newsletterAddress, request.ip]]);

    const [existing] = await repositoryCall(() =>
      db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, draft.email)),
    );
    if (existing?.status === 'confirmed')
      throw businessError(errorCodes.newsletterEmailExists, 409);

    // A pending or ended subscription starts over with a new link; the old link stops working.
    const confirmToken = randomToken();
    const values = {
      email: draft.email,
      storeKey: request.storeKey,
      language,
      interests: draft.interests,
      status: 'pending',
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: new Date(Date.now() + newsletterConfirmValidityHours * 3600_000),
      unsubscribeToken: existing?.unsubscribeToken ?? randomToken(),
      confirmedAt: null,
    };
    const [row] = await repositoryCall(() =>
      existing
        ? db
            .update(newsletterSubscriptions)
            .set(values)
            .where(eq(newsletterSubscriptions.id, existing.id))
            .returning()
        : db
            .insert(newsletterSubscriptions)
            .values(values)
            .onConflictDoNothing({ target: newsletterSubscriptions.email })
            .returning(),
    );
    // Someone subscribed the same address in the same instant: theirs stands.
    if (!row) throw businessError(errorCodes.newsletterEmailExists, 409);

    try {
      await messaging.send({
        channel: 'email',
        to: row.email,
        ...newsletterConfirmMail(language, row.email, {
          confirm: messaging.links.page(request.storeKey, language, 'newsletterConfirm', {
            token: confirmToken,
          }),
          unsubscribe: unsubscribeLink(row),
        }),
      });
    } catch (error) {
      request.log.error({ err: error }, 'A newsletter confirmation could not be mailed');
      // Nobody can confirm without the mail: a new subscription is removed again.
      if (!existing)
        await repositoryCall(() =>
          db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id)),
        );
      throw subscribeFailed();
    }
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
