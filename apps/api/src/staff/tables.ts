import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffPermissions } from '@shop/api-client/contract';
import { languages, storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * The dealer's staff (issue 25): members, permission groups, staff sessions and recovery codes.
 * Staff are no customers: their own table, their own sessions and tokens.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/** `array['a', 'b']::text[]`, for checks that an array column holds only a domain list's values. */
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case, as EmailSchema gives it. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    locale: text('locale', { enum: languages }).notNull().default('de'),
    /** argon2id, as customers' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** The authenticator's secret, encrypted (application/crypto.ts); null until enrolment. */
    totpSecret: text('totp_secret'),
    /** The secret offered at the first sign-in, encrypted, until its first code enrols it. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The time step (30 s) of the last code accepted: a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step'),
    /** A disabled member cannot sign in, and their sessions end. */
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(t.email),
    check('staff_members_locale', oneOf(t.locale, languages)),
  ],
);

/** A set of permissions, for every store (`stores` null) or only the listed ones. */
export const staffGroups = pgTable(
  'staff_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions', { enum: staffPermissions }).array().notNull(),
    stores: text('stores', { enum: storeKeys }).array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_groups_name_idx').on(t.name),
    check('staff_groups_permissions', sql`${t.permissions} <@ ${textArray(staffPermissions)}`),
    check('staff_groups_stores', sql`${t.stores} <@ ${textArray(storeKeys)}`),
  ],
);

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => staffGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.groupId] }),
    index('staff_memberships_group_idx').on(t.groupId),
  ],
);

/**
 * A signed-in member's session: the bearer token is stored as its SHA-256 only. It ends after 30
 * minutes without a call (lastSeenAt) and 12 hours after sign-in at the latest, or at sign-out.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_member_idx').on(t.memberId),
  ],
);

/** The codes handed out at enrolment, keyed hashes only; each signs in once instead of a code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_member_code_idx').on(t.memberId, t.codeHash)],
);
