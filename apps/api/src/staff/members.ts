import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  staffPermissions,
  type StaffGrant,
  type StaffMe,
  type StaffPermission,
} from '@shop/api-client/contract';
import type { Language, StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { hashPassword } from '../customers/passwords';
import { staffGroups, staffMembers, staffMemberships, staffRecoveryCodes } from './tables';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** A permission group as it is created (seeds, the owner command, tests). */
export interface StaffGroupDraft {
  name: string;
  permissions: readonly StaffPermission[];
  /** Null: every store. */
  stores: readonly StoreKey[] | null;
}

/** The first group of a dealer: every permission, every store. */
export const ownerGroup: StaffGroupDraft = {
  name: 'Owner',
  permissions: staffPermissions,
  stores: null,
};

/**
 * A member's grants: one per permission, holding for every store when one of their groups grants
 * it for every store, else for the union of the groups' stores (issue 25: the union of its groups).
 */
export function unionOfGrants(groups: readonly StaffGroupDraft[]): StaffGrant[] {
  const stores = new Map<StaffPermission, Set<StoreKey> | null>();
  for (const group of groups)
    for (const permission of group.permissions) {
      const held = stores.get(permission);
      if (held === null) continue;
      if (group.stores === null) stores.set(permission, null);
      else stores.set(permission, new Set([...(held ?? []), ...group.stores]));
    }
  return [...stores].map(([permission, held]) => ({
    permission,
    stores: held === null ? null : [...held].sort(),
  }));
}

export async function findMemberByEmail(
  db: Database,
  email: string,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findMemberById(
  db: Database,
  id: string,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** Name and e-mail of members by id (the audit log names who did what). */
export async function staffSummaries(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function grantsOf(db: Database, memberId: string): Promise<StaffGrant[]> {
  const groups = await db
    .select({
      name: staffGroups.name,
      permissions: staffGroups.permissions,
      stores: staffGroups.stores,
    })
    .from(staffMemberships)
    .innerJoin(staffGroups, eq(staffGroups.id, staffMemberships.groupId))
    .where(eq(staffMemberships.memberId, memberId));
  return unionOfGrants(groups);
}

export async function meOf(db: Database, member: StaffMemberRow): Promise<StaffMe> {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    locale: member.locale,
    grants: await grantsOf(db, member.id),
  };
}

/**
 * Accepts a code's time step once: only when it is later than the last step accepted, in one
 * statement, so two sign-ins with the same code cannot both pass.
 */
export async function claimTotpStep(
  db: Database,
  memberId: string,
  step: number,
): Promise<boolean> {
  const claimed = await db
    .update(staffMembers)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffMembers.id, memberId),
        or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return claimed.length === 1;
}

/** Uses a recovery code (by its keyed hash) once; answers whether it was there and unused. */
export async function claimRecoveryCode(
  db: Database,
  memberId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.memberId, memberId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}

/**
 * The secret offered for enrolment: the pending one, or a new one kept as pending (set only where
 * none is, so two first sign-ins at once offer the same secret).
 */
export async function pendingSecretOf(
  db: Database,
  memberId: string,
  encryptedCandidate: string,
): Promise<string> {
  await db
    .update(staffMembers)
    .set({ pendingTotpSecret: encryptedCandidate })
    .where(and(eq(staffMembers.id, memberId), isNull(staffMembers.pendingTotpSecret)));
  const [row] = await db
    .select({ pending: staffMembers.pendingTotpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, memberId));
  if (!row?.pending) throw new Error(`Staff member ${memberId} has no pending secret`);
  return row.pending;
}

/**
 * Completes enrolment: the pending secret becomes the member's, the enrolling code's step is
 * used, and the recovery codes (keyed hashes) replace any earlier ones. Only while the member is
 * still not enrolled and the pending secret is the one that was checked.
 */
export async function completeEnrolment(
  tx: Database,
  member: { id: string; pendingTotpSecret: string },
  step: number,
  recoveryCodeHashes: readonly string[],
): Promise<boolean> {
  const enrolled = await tx
    .update(staffMembers)
    .set({ totpSecret: member.pendingTotpSecret, pendingTotpSecret: null, lastTotpStep: step })
    .where(
      and(
        eq(staffMembers.id, member.id),
        isNull(staffMembers.totpSecret),
        eq(staffMembers.pendingTotpSecret, member.pendingTotpSecret),
      ),
    )
    .returning({ id: staffMembers.id });
  if (enrolled.length !== 1) return false;
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, member.id));
  await tx
    .insert(staffRecoveryCodes)
    .values(recoveryCodeHashes.map((codeHash) => ({ memberId: member.id, codeHash })));
  return true;
}

/** A member as the seeds, the owner command and tests create one. */
export interface StaffMemberDraft {
  email: string;
  name: string;
  locale?: Language;
  password: string;
  /**
   * The authenticator secret, encrypted for the new member's id; unset: the member enrols at the
   * first sign-in.
   */
  enrolWith?: (memberId: string) => string;
  /** Groups made or reused by name (seeds, the owner command, tests). */
  groups?: readonly StaffGroupDraft[];
  /** Existing groups (the back-office); the caller checked they exist. */
  groupIds?: readonly string[];
}

/**
 * The password a new member is given, shown once (the owner command, the back-office): they
 * sign in with it and enrol their authenticator app.
 */
export const oneTimePassword = (): string => randomBytes(15).toString('base64url');

/**
 * Creates a member with their groups (a group of the same name is reused as it is). Answers the
 * member's id, or null when the e-mail address has a member already.
 */
export async function createMember(db: Database, draft: StaffMemberDraft): Promise<string | null> {
  const passwordHash = await hashPassword(draft.password);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const [member] = await tx
      .insert(staffMembers)
      .values({
        id,
        email: draft.email,
        name: draft.name,
        locale: draft.locale ?? 'de',
        passwordHash,
        totpSecret: draft.enrolWith?.(id) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: staffMembers.id });
    if (!member) return null;
    for (const groupId of draft.groupIds ?? [])
      await tx.insert(staffMemberships).values({ memberId: member.id, groupId });
    for (const group of draft.groups ?? []) {
      await tx
        .insert(staffGroups)
        .values({
          name: group.name,
          permissions: [...group.permissions],
          stores: group.stores ? [...group.stores] : null,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: staffGroups.id })
        .from(staffGroups)
        .where(eq(staffGroups.name, group.name));
      if (row) await tx.insert(staffMemberships).values({ memberId: member.id, groupId: row.id });
    }
    return member.id;
  });
}
