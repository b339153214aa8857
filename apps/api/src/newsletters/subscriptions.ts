import { and, eq, gt } from 'drizzle-orm';
import {
  errorCodes,
  type NewsletterInterest,
  type NewsletterSubscription,
} from '@shop/api-client/contract';
import type { Language, StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import type { Messaging } from '../plugins/messaging/messaging';
import {
  newsletterConfirmMail,
  newsletterConfirmValidityHours,
} from '../plugins/messaging/templates';
import { hashToken, randomToken } from '../sessions/secrets';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const subscriptionView = (row: SubscriptionRow): NewsletterSubscription => ({
  email: row.email,
  status: row.status,
  interests: row.interests,
});

export const subscribeFailed = () =>
  businessError(errorCodes.subscribeFailed, 503, { name: 'UnknownError' });

/** The unsubscribe link every newsletter mail carries, in the subscription's store and language. */
export const unsubscribeLink = (messaging: Messaging, row: SubscriptionRow) =>
  messaging.links.page(row.storeKey, row.language === 'en' ? 'en' : 'de', 'newsletterUnsubscribe', {
    token: row.unsubscribeToken,
  });

/** The subscription of an address (stored lowercased), if any. */
export async function subscriptionOf(
  db: Database,
  email: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await repositoryCall(() =>
    db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email.toLowerCase())),
  );
  return row;
}

/** Follows the confirmation link: a pending subscription whose token is valid becomes confirmed. */
export async function confirmSubscription(
  db: Database,
  token: string,
): Promise<SubscriptionRow | undefined> {
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
  return row;
}

/** Follows an unsubscribe link (any number of times). */
export async function unsubscribe(
  db: Database,
  token: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await repositoryCall(() =>
    db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where(eq(newsletterSubscriptions.unsubscribeToken, token))
      .returning(),
  );
  return row;
}

export interface SubscriptionRequest {
  email: string;
  storeKey: StoreKey;
  language: Language;
  interests: readonly NewsletterInterest[];
  /**
   * What an address already confirmed gets: the newsletter form refuses it
   * (newsletter_email_exists); registration and the profile keep it and add the topics, without
   * a second mail.
   */
  whenConfirmed: 'refuse' | 'addTopics';
}

/**
 * Double opt-in (spec 7, 8), the one way into the newsletter, whether from the newsletter form,
 * registration or the profile: the subscription is pending, with a new confirmation link mailed
 * (an older link stops working), until that link is followed. `mailed` says whether a
 * confirmation mail was queued. The subscription and its mail commit together; when they cannot
 * be stored the answer is subscribe_failed.
 */
export interface NewsletterDeps {
  db: Database;
  messaging: Messaging;
  log: { error(object: object, message: string): void };
}

export async function requestSubscription(
  { db, messaging, log }: NewsletterDeps,
  request: SubscriptionRequest,
): Promise<{ row: SubscriptionRow; mailed: boolean }> {
  const email = request.email.toLowerCase();
  const existing = await subscriptionOf(db, email);
  if (existing?.status === 'confirmed') {
    if (request.whenConfirmed === 'refuse')
      throw businessError(errorCodes.newsletterEmailExists, 409);
    const interests = [...new Set([...existing.interests, ...request.interests])];
    const [row] = await repositoryCall(() =>
      db
        .update(newsletterSubscriptions)
        .set({ interests })
        .where(eq(newsletterSubscriptions.id, existing.id))
        .returning(),
    );
    return { row: row!, mailed: false };
  }

  const confirmToken = randomToken();
  const values: typeof newsletterSubscriptions.$inferInsert = {
    email,
    storeKey: request.storeKey,
    language: request.language,
    interests: [...request.interests],
    status: 'pending',
    confirmTokenHash: hashToken(confirmToken),
    confirmTokenExpiresAt: new Date(Date.now() + newsletterConfirmValidityHours * 3600_000),
    unsubscribeToken: existing?.unsubscribeToken ?? randomToken(),
    confirmedAt: null,
  };
  // The subscription and its confirmation mail commit together: nobody could confirm without it.
  let row: SubscriptionRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [written] = existing
        ? await tx
            .update(newsletterSubscriptions)
            .set(values)
            .where(eq(newsletterSubscriptions.id, existing.id))
            .returning()
        : await tx
            .insert(newsletterSubscriptions)
            .values(values)
            .onConflictDoNothing({ target: newsletterSubscriptions.email })
            .returning();
      if (!written) return undefined;
      await messaging.enqueue(tx, {
        channel: 'email',
        to: written.email,
        ...newsletterConfirmMail(request.language, written.email, {
          confirm: messaging.links.page(request.storeKey, request.language, 'newsletterConfirm', {
            token: confirmToken,
          }),
          unsubscribe: unsubscribeLink(messaging, written),
        }),
      });
      return written;
    });
  } catch (error) {
    log.error({ err: error }, 'A newsletter subscription could not be stored with its mail');
    throw subscribeFailed();
  }
  // Someone subscribed the same address in the same instant: theirs stands.
  if (!row) throw businessError(errorCodes.newsletterEmailExists, 409);
  return { row, mailed: true };
}

/**
 * A customer's newsletter interests are edited in the profile (spec 3); the subscription of the
 * same address follows them, so the newsletter goes out with what the profile says. Topics ticked
 * without a running subscription (none yet, or ended) start the double opt-in: they count only
 * once the mailed link is followed.
 */
export async function followProfileInterests(
  deps: NewsletterDeps,
  customer: { email: string; language: Language },
  storeKey: StoreKey,
  interests: readonly NewsletterInterest[],
): Promise<void> {
  const existing = await subscriptionOf(deps.db, customer.email);
  // Confirmed, or pending with a link that still works: it takes the topics as they are now.
  const running =
    existing?.status === 'confirmed' ||
    (existing?.status === 'pending' &&
      existing.confirmTokenExpiresAt !== null &&
      existing.confirmTokenExpiresAt > new Date());
  if (existing && running) {
    await repositoryCall(() =>
      deps.db
        .update(newsletterSubscriptions)
        .set({ interests: [...interests] })
        .where(eq(newsletterSubscriptions.id, existing.id)),
    );
    return;
  }
  if (interests.length === 0) return;
  await requestSubscription(deps, {
    email: customer.email,
    storeKey,
    language: customer.language,
    interests,
    whenConfirmed: 'addTopics',
  });
}
