import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { StaffPrincipal } from '../lib/staff-access';
import { hashToken, randomToken } from '../sessions/secrets';
import { grantsOf } from './members';
import { staffMembers, staffSessions } from './tables';

/**
 * Staff tokens carry their own prefix: the customer hooks never accept one (they read signed
 * `v1.` tokens), and the staff guard looks up nothing else.
 */
export const staffTokenPrefix = 'stf_';
/** Issue 25: a session ends after 30 minutes without a call, and 12 hours after sign-in. */
export const staffIdleMs = 30 * 60_000;
export const staffMaxAgeMs = 12 * 60 * 60_000;

export interface StaffSessionStart {
  token: string;
  sessionId: string;
  expiresAt: string;
  idleExpiresAt: string;
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

export function createStaffSessions(db: Database, now: () => Date) {
  return {
    /** A new session for a member who has just proved password and code. */
    async start(memberId: string): Promise<StaffSessionStart> {
      const token = `${staffTokenPrefix}${randomToken()}`;
      const at = now();
      const [row] = await db
        .insert(staffSessions)
        .values({ memberId, tokenHash: hashToken(token), createdAt: at, lastSeenAt: at })
        .returning({ id: staffSessions.id });
      return {
        token,
        sessionId: row!.id,
        expiresAt: plus(at, staffMaxAgeMs).toISOString(),
        idleExpiresAt: plus(at, staffIdleMs).toISOString(),
      };
    },

    /**
     * The member of a token whose session is open, within both limits, of a member not disabled;
     * the call counts as activity. A session past a limit ends here.
     */
    async authenticate(token: string): Promise<StaffPrincipal | null> {
      if (!token.startsWith(staffTokenPrefix)) return null;
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          id: staffMembers.id,
          email: staffMembers.email,
          name: staffMembers.name,
        })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.endedAt),
            isNull(staffMembers.disabledAt),
          ),
        );
      if (!row) return null;
      const at = now();
      if (at >= plus(row.createdAt, staffMaxAgeMs) || at >= plus(row.lastSeenAt, staffIdleMs)) {
        await this.end(row.sessionId);
        return null;
      }
      await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(eq(staffSessions.id, row.sessionId));
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        sessionId: row.sessionId,
        grants: await grantsOf(db, row.id),
      };
    },

    /** Ends a session (sign-out, or past a limit); answers whether it was open. */
    async end(sessionId: string): Promise<boolean> {
      const ended = await db
        .update(staffSessions)
        .set({ endedAt: now() })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)))
        .returning({ id: staffSessions.id });
      return ended.length === 1;
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
