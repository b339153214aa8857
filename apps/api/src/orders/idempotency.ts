import { createHash } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { idempotencyKeys } from './tables';
import { businessError } from '../lib/business-errors';

/** How long a key is remembered (Stripe's 24 hours). */
export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000;

/**
 * An in-progress claim this old is taken over by a retry: its request died with its instance (a
 * kill, a crash), and PostgreSQL rolled back whatever it had begun. Should that request still be
 * running, it can no longer commit: completeKey accepts only the claim it made.
 */
export const staleClaimMs = 30_000;

/** The stored answer of a completed request. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Canonical JSON (sorted keys), so the same body in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export const requestHash = (request: unknown): string =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Claims `key` for the owner's request (committed at once, so a concurrent request with the key
 * sees it): 'claimed' when this request runs it, else the stored answer of the first one. A key
 * used with another body answers 422, a key whose first request still runs 409; an expired key
 * (older than 24 h) and an in-progress claim older than staleClaimMs are claimed afresh. The
 * claim is `now`: completeKey and releaseKey name it.
 */
export async function claimKey(
  db: Database,
  ownerId: string,
  key: string,
  hash: string,
  now: Date,
): Promise<'claimed' | StoredAnswer> {
  const expiredBefore = new Date(now.getTime() - idempotencyKeyTtlMs);
  const staleBefore = new Date(now.getTime() - staleClaimMs);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ownerId, key, requestHash: hash, state: 'in-progress', createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.ownerId, idempotencyKeys.key],
      set: {
        requestHash: hash,
        state: 'in-progress',
        responseStatus: null,
        responseBody: null,
        createdAt: now,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expiredBefore),
        and(eq(idempotencyKeys.state, 'in-progress'), lt(idempotencyKeys.createdAt, staleBefore)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return 'claimed';
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
  // Released between the insert and this read: the first request failed; the caller may retry.
  if (!row) throw businessError(errorCodes.idempotencyKeyInProgress, 409);
  if (row.requestHash !== hash) throw businessError(errorCodes.idempotencyKeyReused, 422);
  if (row.state !== 'completed' || row.responseStatus === null)
    throw businessError(errorCodes.idempotencyKeyInProgress, 409);
  return { status: row.responseStatus, body: row.responseBody };
}

/** The one claim a request made: its key, still in progress, claimed at `claimedAt`. */
const ownClaim = (ownerId: string, key: string, claimedAt: Date) =>
  and(
    eq(idempotencyKeys.ownerId, ownerId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.state, 'in-progress'),
    eq(idempotencyKeys.createdAt, claimedAt),
  );

/**
 * Records the answer on `db` (the order's transaction, so the order and its answer commit
 * together). A claim a retry has taken over (staleClaimMs) answers 409 and so rolls the order back:
 * the retry makes the one order.
 */
export async function completeKey(
  db: Database,
  ownerId: string,
  key: string,
  claimedAt: Date,
  answer: StoredAnswer,
): Promise<void> {
  const completed = await db
    .update(idempotencyKeys)
    .set({ state: 'completed', responseStatus: answer.status, responseBody: answer.body })
    .where(ownClaim(ownerId, key, claimedAt))
    .returning({ key: idempotencyKeys.key });
  if (completed.length === 0) throw businessError(errorCodes.idempotencyKeyInProgress, 409);
}

/**
 * Forgets a key whose request failed without making an order, so the customer can fix the cart
 * (or confirm new prices) and send the same request again.
 */
export async function releaseKey(
  db: Database,
  ownerId: string,
  key: string,
  claimedAt: Date,
): Promise<void> {
  await db.delete(idempotencyKeys).where(ownClaim(ownerId, key, claimedAt));
}

/** Deletes keys older than 24 hours; returns how many. */
export async function deleteExpiredKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - idempotencyKeyTtlMs)}`)
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
