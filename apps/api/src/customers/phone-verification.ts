import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { errorCodes, type Customer } from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import type { Database } from '../db/client';
import { customers, phoneCodes } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import type { Messaging } from '../plugins/messaging/messaging';
import { smsCodeMessage, smsCodeValidityMinutes } from '../plugins/messaging/templates';
import { tooManyRequests, type RateLimits } from '../plugins/rate-limits/rate-limits';
import { codeBlockSeconds } from '../plugins/rate-limits/rules';
import { checkedPhone } from './field-checks';
import type { CustomersRepository } from './repository';

interface Dependencies {
  db: Database;
  repository: CustomersRepository;
  messaging: Messaging;
  rateLimits: RateLimits;
  /** Keyed hash of short secrets (the server's token key). */
  keyedHash: (value: string) => string;
  /** Countries whose mobile numbers get codes. */
  countries: ReadonlySet<string>;
}

interface SendContext {
  storeCountry: string;
  language: Language;
  clientAddress: string;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Phone verification by SMS code (spec 8): six digits, valid 10 minutes, single use, stored as a
 * keyed hash; a new code replaces the previous one. The fifth wrong code ends the code and blocks
 * confirming for 10 minutes. Codes go only to mobile numbers of `countries`, and are limited per
 * account, client address and number.
 */
export function createPhoneVerification({
  db,
  repository,
  messaging,
  rateLimits,
  keyedHash,
  countries,
}: Dependencies) {
  const { rules } = rateLimits;
  const codeHash = (customerId: string, code: string) => keyedHash(`phone:${customerId}:${code}`);

  return {
    /** `input` is the number as written; a national one is read as `storeCountry`'s. */
    async send(
      customerId: string,
      input: string,
      { storeCountry, language, clientAddress }: SendContext,
    ) {
      const phone = checkedPhone(input, storeCountry, 'body.phone', { mobile: true, countries })!;
      await rateLimits.consume([
        [rules.smsAccount, customerId],
        [rules.smsAddress, clientAddress],
        [rules.smsNumber, phone],
        [rules.smsNumberDaily, phone],
      ]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + smsCodeValidityMinutes * 60_000);
      // The code and its SMS commit together: a code is stored exactly when its SMS is queued.
      await repositoryCall(() =>
        db.transaction(async (tx) => {
          await tx
            .insert(phoneCodes)
            .values({ customerId, phone, codeHash: codeHash(customerId, code), expiresAt })
            .onConflictDoUpdate({
              target: phoneCodes.customerId,
              set: {
                phone,
                codeHash: codeHash(customerId, code),
                expiresAt,
                createdAt: sql`now()`,
              },
            });
          await messaging.enqueue(tx, {
            channel: 'sms',
            to: phone,
            ...smsCodeMessage(language, code),
          });
        }),
      );
      return { expiresAt: expiresAt.toISOString() };
    },

    async confirm(customerId: string, code: string, clientAddress: string): Promise<Customer> {
      await rateLimits.assertOpen([[rules.codeAccount, customerId]], errorCodes.maxAttempts);
      await rateLimits.assertOpen([[rules.codeAddress, clientAddress]]);
      const hash = codeHash(customerId, code);
      const confirmed = await repositoryCall(() =>
        db.transaction(async (tx) => {
          // Deleting the matching, unexpired code is the check: a code works once, even when raced.
          const [used] = await tx
            .delete(phoneCodes)
            .where(
              and(
                eq(phoneCodes.customerId, customerId),
                eq(phoneCodes.codeHash, hash),
                gt(phoneCodes.expiresAt, sql`now()`),
              ),
            )
            .returning();
          if (!used || !sameHash(used.codeHash, hash)) return false;
          await tx
            .update(customers)
            .set({
              phone: used.phone,
              phoneVerified: true,
              version: sql`${customers.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(customers.id, customerId));
          return true;
        }),
      );
      if (confirmed) {
        await rateLimits.reset(rules.codeAccount, customerId);
        return repository.load(customerId);
      }
      await rateLimits.fail([[rules.codeAddress, clientAddress]]);
      const { exhausted } = await rateLimits.fail([[rules.codeAccount, customerId]]);
      if (!exhausted) throw businessError(errorCodes.verificationCodeIncorrect, 400);
      await rateLimits.block(rules.codeAccount, customerId, codeBlockSeconds);
      await repositoryCall(() =>
        db.delete(phoneCodes).where(eq(phoneCodes.customerId, customerId)),
      );
      throw tooManyRequests(codeBlockSeconds * 1000, errorCodes.maxAttempts);
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
