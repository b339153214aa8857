import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { errorCodes, type TokenData, type TokenLevel } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { refreshTokens, sessions } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { signAccessToken, verifyAccessToken } from './access-token';
import { hashToken, randomToken } from './secrets';

export interface TokenOptions {
  /** Lifetime of access tokens (default 15 minutes). */
  accessTtlSeconds: number;
  /** Lifetime of each refresh token; every refresh issues a new one (default 30 days). */
  refreshTtlSeconds: number;
}

/** The session a request carries, as routes see it. */
export interface RequestSession {
  sessionId: string;
  ownerId: string;
  level: TokenLevel;
  /** Set at level User (it is the owner id then). */
  customerId?: string;
}

export type Authentication =
  | { ok: true; session: RequestSession }
  | { ok: false; code: typeof errorCodes.unauthorized | typeof errorCodes.sessionExpired };

const unauthorized = () => businessError(errorCodes.unauthorized, 401);
const sessionExpired = () => businessError(errorCodes.sessionExpired, 401);

/**
 * Session families, access tokens and rotating refresh tokens (RFC 9700 section 4.14): a refresh
 * token works once; presenting one that was already exchanged revokes its whole family.
 */
export function createSessions(db: Database, secret: Buffer, options: TokenOptions) {
  const issue = async (
    tx: Database,
    session: { id: string; ownerId: string; level: TokenLevel },
  ): Promise<TokenData> => {
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      expiresAt: new Date(Date.now() + options.refreshTtlSeconds * 1000),
    });
    const expiresAt = Math.floor(Date.now() / 1000) + options.accessTtlSeconds;
    return {
      accessToken: signAccessToken(secret, {
        sessionId: session.id,
        ownerId: session.ownerId,
        level: session.level,
        expiresAt,
      }),
      refreshToken,
      ownerId: session.ownerId,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      level: session.level,
    };
  };

  const start = (values: typeof sessions.$inferInsert) =>
    repositoryCall(() =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(sessions).values(values).returning();
        return issue(tx, row!);
      }),
    );

  const revoke = (sessionId: string, reason: string) =>
    repositoryCall(() =>
      db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),
    );

  return {
    /** A guest's session: a fresh anonymous owner id. */
    startAnonymous: () => start({ id: randomUUID(), ownerId: randomUUID(), level: 'Anonymous' }),

    /**
     * A signed-in session; `anonymousOwnerId` is the guest session it replaced, if any, and
     * `userAgent` the browser's (kept for the customer's list of sessions).
     */
    startUser: (customerId: string, anonymousOwnerId?: string, userAgent?: string) =>
      start({
        id: randomUUID(),
        ownerId: customerId,
        customerId,
        level: 'User',
        anonymousOwnerId: anonymousOwnerId ?? null,
        userAgent: userAgent ? userAgent.slice(0, 300) : null,
      }),

    /**
     * Exchanges a refresh token for new tokens. Unknown, expired or revoked: session_expired.
     * Already exchanged (also by a concurrent call that won the race): the family is revoked and
     * the answer is refresh_token_reused.
     */
    async refresh(refreshToken: string): Promise<TokenData> {
      const tokenHash = hashToken(refreshToken);
      const outcome = await repositoryCall(() =>
        db.transaction(async (tx) => {
          const [found] = await tx
            .select({ token: refreshTokens, session: sessions })
            .from(refreshTokens)
            .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
            .where(eq(refreshTokens.tokenHash, tokenHash));
          if (!found || found.session.revokedAt) return { kind: 'expired' as const };
          if (found.token.rotatedAt)
            return { kind: 'reused' as const, sessionId: found.session.id };
          if (found.token.expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
          // The row lock makes concurrent exchanges of one token line up: only one sees it unrotated.
          const rotated = await tx
            .update(refreshTokens)
            .set({ rotatedAt: sql`now()` })
            .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
            .returning({ tokenHash: refreshTokens.tokenHash });
          if (rotated.length === 0) return { kind: 'reused' as const, sessionId: found.session.id };
          await tx
            .update(sessions)
            .set({ lastUsedAt: sql`now()` })
            .where(eq(sessions.id, found.session.id));
          return { kind: 'issued' as const, tokens: await issue(tx, found.session) };
        }),
      );
      if (outcome.kind === 'issued') return outcome.tokens;
      if (outcome.kind === 'reused') {
        await revoke(outcome.sessionId, 'refresh_token_reused');
        throw businessError(errorCodes.refreshTokenReused, 401);
      }
      throw sessionExpired();
    },

    /** Checks an access token: signature and expiry locally, then one indexed look at its family. */
    async authenticate(accessToken: string): Promise<Authentication> {
      const check = verifyAccessToken(secret, accessToken);
      if (!check.ok)
        return {
          ok: false,
          code: check.reason === 'expired' ? errorCodes.sessionExpired : errorCodes.unauthorized,
        };
      const { claims } = check;
      const [family] = await repositoryCall(() =>
        db
          .select({ revokedAt: sessions.revokedAt, customerId: sessions.customerId })
          .from(sessions)
          .where(eq(sessions.id, claims.sessionId)),
      );
      // A deleted customer's sessions are gone with it; a revoked family ends at once.
      if (!family || family.revokedAt) return { ok: false, code: errorCodes.sessionExpired };
      return {
        ok: true,
        session: {
          sessionId: claims.sessionId,
          ownerId: claims.ownerId,
          level: claims.level,
          ...(family.customerId ? { customerId: family.customerId } : {}),
        },
      };
    },

    /** The family a genuine token names, expired or not (logout may end an expired session). */
    sessionIdOf(accessToken: string): string | undefined {
      const check = verifyAccessToken(secret, accessToken);
      return check.ok ? check.claims.sessionId : check.claims?.sessionId;
    },

    revoke,

    /**
     * Ends every session of a customer (password reset, sign out everywhere, staff ending a
     * customer's sessions), optionally all but the current one.
     */
    revokeCustomer: (customerId: string, reason: string, exceptSessionId?: string) =>
      repositoryCall(() =>
        db
          .update(sessions)
          .set({ revokedAt: sql`now()`, revokedReason: reason })
          .where(
            and(
              eq(sessions.customerId, customerId),
              isNull(sessions.revokedAt),
              exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
            ),
          ),
      ),

    /** When a customer signed in (each login starts a session family), newest first. */
    async signInTimes(customerId: string, limit = 50): Promise<string[]> {
      const rows = await repositoryCall(() =>
        db
          .select({ at: sessions.createdAt })
          .from(sessions)
          .where(and(eq(sessions.customerId, customerId), eq(sessions.level, 'User')))
          .orderBy(desc(sessions.createdAt))
          .limit(limit),
      );
      return rows.map((row) => row.at.toISOString());
    },

    /**
     * A customer's open sessions, newest first: those not revoked whose refresh tokens may still
     * work. No token or hash leaves here.
     */
    async listCustomer(customerId: string) {
      return repositoryCall(() =>
        db
          .select({
            id: sessions.id,
            userAgent: sessions.userAgent,
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
          })
          .from(sessions)
          .where(
            and(
              eq(sessions.customerId, customerId),
              eq(sessions.level, 'User'),
              isNull(sessions.revokedAt),
              sql`exists (select 1 from ${refreshTokens}
                where ${refreshTokens.sessionId} = ${sessions.id}
                  and ${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > now())`,
            ),
          )
          .orderBy(sql`${sessions.createdAt} desc`),
      );
    },

    /** The guest session a login replaced: the only anonymous owner a merge may take from. */
    async anonymousOriginOf(sessionId: string): Promise<string | undefined> {
      const [row] = await repositoryCall(() =>
        db
          .select({ anonymousOwnerId: sessions.anonymousOwnerId })
          .from(sessions)
          .where(eq(sessions.id, sessionId)),
      );
      return row?.anonymousOwnerId ?? undefined;
    },

    /**
     * Housekeeping: forgets families whose every refresh token expired more than a day ago (no
     * token of theirs can work any more). Revoked families stay until then, for reuse detection.
     */
    purgeExpired: () =>
      repositoryCall(async () => {
        const removed = await db
          .delete(sessions)
          .where(
            sql`${sessions.createdAt} < now() - interval '1 day' and not exists (
              select 1 from ${refreshTokens}
              where ${refreshTokens.sessionId} = ${sessions.id}
                and ${refreshTokens.expiresAt} > now() - interval '1 day')`,
          )
          .returning({ id: sessions.id });
        return removed.length;
      }),

    errors: { unauthorized, sessionExpired },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
