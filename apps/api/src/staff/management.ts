import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  errorCodes,
  type StaffGroup,
  type StaffGroupBody,
  type StaffMember,
  type StaffMemberCreateBody,
  type StaffMemberUpdateBody,
} from '@shop/api-client/contract';
import { appendAudit } from '../audit/append';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { createMember, oneTimePassword } from './members';
import {
  staffGroups,
  staffMembers,
  staffMemberships,
  staffRecoveryCodes,
  staffSessions,
} from './tables';

/*
 * Managing the staff (issue 25, item 2): members and permission groups. Every change runs in one
 * transaction with its audit entry, under one advisory lock, so the check that an active member
 * keeps the staff permission for every store sees the other changes of members and groups.
 */

/** Class of this feature's single-key advisory lock (apart from the orders' two-key locks). */
const staffManagementLock = 0x5374_6166;

type Group = Pick<typeof staffGroups.$inferSelect, 'permissions' | 'stores'>;
/** A group granting the staff permission for every store: its members may manage the staff. */
const managesEveryStore = sql`('staff' = any(${staffGroups.permissions}) and ${staffGroups.stores} is null)`;

async function lockManagement(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${staffManagementLock})`);
}

/** The active members who may manage the staff. */
async function managerIds(tx: Database): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(staffMemberships, eq(staffMemberships.memberId, staffMembers.id))
    .innerJoin(staffGroups, eq(staffGroups.id, staffMemberships.groupId))
    .where(and(isNull(staffMembers.disabledAt), managesEveryStore));
  return new Set(rows.map((row) => row.id));
}

/**
 * After a change, inside its transaction: someone must still manage the staff, and the caller
 * must still be among them (refusing rolls the change back).
 */
async function assertManagersRemain(tx: Database, actorId: string): Promise<void> {
  const managers = await managerIds(tx);
  if (managers.size === 0) throw businessError(errorCodes.staffLastManager, 409);
  if (!managers.has(actorId)) throw businessError(errorCodes.staffSelfLockout, 409);
}

async function membersWhere(db: Database, ids?: readonly string[]): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(ids ? inArray(staffMembers.id, [...ids]) : undefined)
    .orderBy(staffMembers.name, staffMembers.email);
  const memberIds = rows.map((row) => row.id);
  if (memberIds.length === 0) return [];
  const [groups, signIns] = await Promise.all([
    db
      .select({ memberId: staffMemberships.memberId, id: staffGroups.id, name: staffGroups.name })
      .from(staffMemberships)
      .innerJoin(staffGroups, eq(staffGroups.id, staffMemberships.groupId))
      .where(inArray(staffMemberships.memberId, memberIds))
      .orderBy(staffGroups.name),
    db
      .select({
        memberId: staffSessions.memberId,
        at: sql<Date | string>`max(${staffSessions.createdAt})`,
      })
      .from(staffSessions)
      .where(inArray(staffSessions.memberId, memberIds))
      .groupBy(staffSessions.memberId),
  ]);
  const lastSignIn = new Map(signIns.map((row) => [row.memberId, new Date(row.at)]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    groups: groups
      .filter((group) => group.memberId === row.id)
      .map(({ id, name }) => ({ id, name })),
    enrolled: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    lastSignInAt: lastSignIn.get(row.id)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function memberOrThrow(db: Database, id: string): Promise<StaffMember> {
  const [member] = await membersWhere(db, [id]);
  if (!member)
    throw businessError(errorCodes.staffMemberNotFound, 404, { name: 'ResourceNotFoundError' });
  return member;
}

/** What the audit log keeps of a member: no secrets, the groups by id and name. */
const memberAudit = ({ lastSignInAt: _seen, ...member }: StaffMember) => ({ ...member });

async function groupsWhere(db: Database, id?: string): Promise<StaffGroup[]> {
  const rows = await db
    .select({
      id: staffGroups.id,
      name: staffGroups.name,
      permissions: staffGroups.permissions,
      stores: staffGroups.stores,
      memberCount: count(staffMemberships.memberId),
    })
    .from(staffGroups)
    .leftJoin(staffMemberships, eq(staffMemberships.groupId, staffGroups.id))
    .where(id ? eq(staffGroups.id, id) : undefined)
    .groupBy(staffGroups.id)
    .orderBy(staffGroups.name);
  return rows;
}

async function assertGroupsExist(tx: Database, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const unique = [...new Set(groupIds)];
  const found = await tx
    .select({ id: staffGroups.id })
    .from(staffGroups)
    .where(inArray(staffGroups.id, unique));
  if (found.length !== unique.length) throw businessError(errorCodes.staffGroupNotFound, 400);
}

async function endSessions(tx: Database, memberId: string, at: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.memberId, memberId), isNull(staffSessions.endedAt)));
}

const groupValues = (body: StaffGroupBody): Group & { name: string } => ({
  name: body.name,
  permissions: [...body.permissions],
  stores: body.stores ? [...body.stores] : null,
});

/** Under the lock, so no other change of groups runs between the check and the write. */
async function assertNameFree(tx: Database, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: staffGroups.id })
    .from(staffGroups)
    .where(eq(staffGroups.name, name));
  if (taken && taken.id !== exceptId) throw businessError(errorCodes.staffGroupNameTaken, 409);
}

export function createStaffManagement(db: Database, now: () => Date) {
  return {
    list: () => membersWhere(db),

    async create(actorId: string, body: StaffMemberCreateBody) {
      // The owner command's path: a one-time password, enrolment at the first sign-in.
      const password = oneTimePassword();
      const id = await db.transaction(async (tx) => {
        await lockManagement(tx);
        await assertGroupsExist(tx, body.groupIds);
        const created = await createMember(tx, {
          email: body.email,
          name: body.name,
          locale: body.locale,
          password,
          groupIds: [...new Set(body.groupIds)],
        });
        if (!created) throw businessError(errorCodes.staffEmailTaken, 409);
        const member = await memberOrThrow(tx, created);
        await appendAudit(tx, {
          staffId: actorId,
          action: 'staffMember.created',
          entityType: 'staffMember',
          entityId: created,
          store: null,
          before: null,
          after: memberAudit(member),
        });
        return created;
      });
      return { member: await memberOrThrow(db, id), password };
    },

    async update(actorId: string, id: string, body: StaffMemberUpdateBody) {
      await db.transaction(async (tx) => {
        await lockManagement(tx);
        const before = await memberOrThrow(tx, id);
        const at = now();
        const disabledAt =
          body.disabled === undefined || body.disabled === before.disabled
            ? {}
            : { disabledAt: body.disabled ? at : null };
        if (body.name !== undefined || body.locale !== undefined || 'disabledAt' in disabledAt)
          await tx
            .update(staffMembers)
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.locale !== undefined ? { locale: body.locale } : {}),
              ...disabledAt,
            })
            .where(eq(staffMembers.id, id));
        if (body.groupIds) {
          await assertGroupsExist(tx, body.groupIds);
          await tx.delete(staffMemberships).where(eq(staffMemberships.memberId, id));
          const groupIds = [...new Set(body.groupIds)];
          if (groupIds.length > 0)
            await tx
              .insert(staffMemberships)
              .values(groupIds.map((groupId) => ({ memberId: id, groupId })));
        }
        if (body.disabled) await endSessions(tx, id, at);
        await assertManagersRemain(tx, actorId);
        await appendAudit(tx, {
          staffId: actorId,
          action: 'staffMember.updated',
          entityType: 'staffMember',
          entityId: id,
          store: null,
          before: memberAudit(before),
          after: memberAudit(await memberOrThrow(tx, id)),
        });
      });
      return memberOrThrow(db, id);
    },

    /** The member enrols a new authenticator app at their next sign-in; their sessions end. */
    async resetTotp(actorId: string, id: string) {
      await db.transaction(async (tx) => {
        await lockManagement(tx);
        const before = await memberOrThrow(tx, id);
        await tx
          .update(staffMembers)
          .set({ totpSecret: null, pendingTotpSecret: null, lastTotpStep: null })
          .where(eq(staffMembers.id, id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, id));
        await endSessions(tx, id, now());
        await appendAudit(tx, {
          staffId: actorId,
          action: 'staffMember.totpReset',
          entityType: 'staffMember',
          entityId: id,
          store: null,
          before: { enrolled: before.enrolled },
          after: { enrolled: false },
        });
      });
      return memberOrThrow(db, id);
    },

    groups: () => groupsWhere(db),

    createGroup(actorId: string, body: StaffGroupBody) {
      return db.transaction(async (tx) => {
        await lockManagement(tx);
        await assertNameFree(tx, body.name);
        const [row] = await tx
          .insert(staffGroups)
          .values(groupValues(body))
          .returning({ id: staffGroups.id });
        const [group] = await groupsWhere(tx, row!.id);
        await appendAudit(tx, {
          staffId: actorId,
          action: 'staffGroup.created',
          entityType: 'staffGroup',
          entityId: row!.id,
          store: null,
          before: null,
          after: { ...group! },
        });
        return group!;
      });
    },

    updateGroup(actorId: string, id: string, body: StaffGroupBody) {
      return db.transaction(async (tx) => {
        await lockManagement(tx);
        await assertNameFree(tx, body.name, id);
        const [before] = await groupsWhere(tx, id);
        if (!before)
          throw businessError(errorCodes.staffGroupNotFound, 404, {
            name: 'ResourceNotFoundError',
          });
        await tx.update(staffGroups).set(groupValues(body)).where(eq(staffGroups.id, id));
        await assertManagersRemain(tx, actorId);
        const [after] = await groupsWhere(tx, id);
        await appendAudit(tx, {
          staffId: actorId,
          action: 'staffGroup.updated',
          entityType: 'staffGroup',
          entityId: id,
          store: null,
          before: { ...before },
          after: { ...after! },
        });
        return after!;
      });
    },
  };
}

export type StaffManagement = ReturnType<typeof createStaffManagement>;
