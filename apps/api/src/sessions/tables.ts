import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tokenLevels } from '@shop/api-client/contract';
import { customers } from '../customers/tables';

/* Sessions and refresh tokens (spec 5, 7): refresh tokens are stored as hashes only. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sessionLevel = pgEnum('session_level', tokenLevels);

/**
 * A session family: everything issued from one anonymous start or one login. Access tokens name
 * it; a revoked (or deleted) family ends all of its tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The anonymous id, or the customer's id for User sessions. */
    ownerId: text('owner_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    level: sessionLevel('level').notNull(),
    /** The anonymous owner this login started from: the only one POST /customers/merge accepts. */
    anonymousOwnerId: text('anonymous_owner_id'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The browser that signed in (User-Agent, cut to 300 characters), for the sessions list. */
    userAgent: text('user_agent'),
    /** The last refresh (access tokens live 15 minutes): when the session was last used. */
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    check(
      'sessions_user_has_customer',
      sql`${t.level} = 'Anonymous' or ${t.customerId} is not null`,
    ),
  ],
);

/** Every refresh token a family was ever given (hashes only), so a replayed old one is recognised. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when exchanged for a successor; presenting it again is reuse. */
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Generated secrets every instance must agree on (the access-token key when TOKEN_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
