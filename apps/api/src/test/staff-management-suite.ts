import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AuditListSchema,
  StaffGroupListSchema,
  StaffGroupSchema,
  StaffMemberCreatedSchema,
  StaffMemberListSchema,
  StaffMemberSchema,
  StaffSignInAnswerSchema,
  type StaffGroupBody,
} from '@shop/api-client/contract';
import { staffGroups, staffMembers, staffMemberships } from '../staff/tables';
import { totpCode } from '../lib/totp';
import { call, callError, callOk, clientAddress, uniqueEmail } from './accounts';
import { createStaffMember, type TestStaffMember } from './staff';

let groupNumber = 0;
const groupName = (label: string) => {
  groupNumber += 1;
  return `${label} ${process.pid}.${groupNumber}.${Date.now()}`;
};

/**
 * Managing members and permission groups (issue 25, item 2) on every database. The app is built
 * with the staff clock at the real time (createStaffMember signs in with a code of now).
 */
export function defineStaffManagementSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  let manager: TestStaffMember;
  const as = (
    member: { token: string },
    method: 'GET' | 'POST' | 'PUT' = 'GET',
    payload?: unknown,
  ) => ({ token: member.token, method, payload, headers: { 'accept-language': 'de' } }) as const;
  const createGroup = (body: StaffGroupBody) =>
    callOk(app(), '/staff/groups', StaffGroupSchema, as(manager, 'POST', body), 201);
  const createMember = (groupIds: string[], email = uniqueEmail('staff')) =>
    callOk(
      app(),
      '/staff/members',
      StaffMemberCreatedSchema,
      as(manager, 'POST', { email, name: 'Nina Neu', locale: 'en', groupIds }),
      201,
    );
  /**
   * Disables every active manager but `keep` directly in the database, as the database holds the
   * seeds' and other tests' members; answers their ids for `enable` afterwards.
   */
  const disableManagersBut = async (keep: readonly string[]) => {
    const others = await app()
      .db.selectDistinct({ id: staffMembers.id })
      .from(staffMembers)
      .innerJoin(staffMemberships, eq(staffMemberships.memberId, staffMembers.id))
      .innerJoin(staffGroups, eq(staffGroups.id, staffMemberships.groupId))
      .where(
        sql`${staffMembers.disabledAt} is null and 'staff' = any(${staffGroups.permissions}) and ${staffGroups.stores} is null`,
      );
    const ids = others.map((row) => row.id).filter((id) => !keep.includes(id));
    if (ids.length > 0)
      await app()
        .db.update(staffMembers)
        .set({ disabledAt: new Date() })
        .where(inArray(staffMembers.id, ids));
    return ids;
  };
  const enable = async (ids: readonly string[]) => {
    if (ids.length > 0)
      await app()
        .db.update(staffMembers)
        .set({ disabledAt: null })
        .where(inArray(staffMembers.id, [...ids]));
  };
  const auditOf = (entityId: string, action: string) =>
    callOk(
      app(),
      `/staff/audit?entityId=${entityId}&action=${action}`,
      AuditListSchema,
      as(manager),
    );

  beforeAll(async () => {
    manager = await createStaffMember(app(), { permissions: ['staff'], name: 'Manon Manager' });
  });

  it('refuses every call without the staff permission (403), and with it for some stores only', async () => {
    const desk = await createStaffMember(app(), { permissions: ['orders'] });
    const deskStaff = await createStaffMember(app(), { permissions: ['staff'], stores: ['at'] });
    const id = desk.id;
    const calls = [
      ['GET', '/staff/members'],
      ['POST', '/staff/members'],
      ['PUT', `/staff/members/${id}`],
      ['POST', `/staff/members/${id}/reset-totp`],
      ['GET', '/staff/groups'],
      ['POST', '/staff/groups'],
      ['PUT', `/staff/groups/${id}`],
    ] as const;
    const group = { name: groupName('nope'), permissions: ['orders'], stores: null };
    const member = { email: uniqueEmail('staff'), name: 'X', locale: 'de', groupIds: [] };
    for (const [method, url] of calls) {
      const payload =
        method === 'GET'
          ? undefined
          : url.includes('groups')
            ? group
            : url.endsWith('members')
              ? member
              : url.endsWith('totp')
                ? undefined
                : { name: 'Y' };
      const refused = await callError(app(), url, 403, as(desk, method, payload));
      expect(refused.code).toBe('staff_permission_missing');
      const restricted = await callError(app(), url, 403, as(deskStaff, method, payload));
      expect(restricted.code).toBe('staff_store_not_allowed');
    }
    expect((await call(app(), '/staff/members')).status).toBe(401);
    const names = await callOk(app(), '/staff/groups', StaffGroupListSchema, as(manager));
    expect(names.groups.map((g) => g.name)).not.toContain(group.name);
  });

  it('creates a group and a member in it; the member signs in with the one-time password and enrols', async () => {
    const group = await createGroup({
      name: groupName('Order desk'),
      permissions: ['orders', 'payments'],
      stores: ['de', 'at'],
    });
    expect(group).toMatchObject({
      permissions: ['orders', 'payments'],
      stores: ['at', 'de'],
      memberCount: 0,
    });
    const email = uniqueEmail('staff');
    const created = await createMember([group.id], email);
    expect(created.member).toMatchObject({
      email,
      locale: 'en',
      groups: [{ id: group.id, name: group.name }],
      enrolled: false,
      disabled: false,
      lastSignInAt: null,
    });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    const first = await callOk(app(), '/staff/session', StaffSignInAnswerSchema, {
      method: 'POST',
      payload: { email, password: created.password },
      ip: clientAddress(),
    });
    expect(first.status).toBe('enrolmentRequired');
    if (first.status !== 'enrolmentRequired') return;
    const enrolled = await call(app(), '/staff/session/enrolment', {
      method: 'POST',
      payload: {
        email,
        password: created.password,
        otp: totpCode(first.enrolment.secret, new Date()),
      },
      ip: clientAddress(),
    });
    expect(enrolled.status).toBe(200);
    const list = await callOk(app(), '/staff/members', StaffMemberListSchema, as(manager));
    const listed = list.members.find((m) => m.id === created.member.id);
    expect(listed).toMatchObject({ enrolled: true, disabled: false });
    expect(listed?.lastSignInAt).not.toBeNull();
    const groups = await callOk(app(), '/staff/groups', StaffGroupListSchema, as(manager));
    expect(groups.groups.find((g) => g.id === group.id)?.memberCount).toBe(1);

    const audit = await auditOf(created.member.id, 'staffMember.created');
    const entry = audit.entries.find((e) => e.action === 'staffMember.created');
    expect(entry).toMatchObject({
      staff: { id: manager.id },
      before: null,
      after: { email, enrolled: false },
    });
    expect(JSON.stringify(entry)).not.toContain(created.password);
    expect((await auditOf(group.id, 'staffGroup.created')).entries[0]).toMatchObject({
      action: 'staffGroup.created',
      after: { name: group.name },
    });
  });

  it('refuses bad input with localized errors and changes nothing', async () => {
    const before = await callOk(app(), '/staff/members', StaffMemberListSchema, as(manager));
    const badEmail = await callError(
      app(),
      '/staff/members',
      400,
      as(manager, 'POST', { email: 'nope', name: 'A', locale: 'de', groupIds: [] }),
    );
    expect(badEmail.details?.length).toBeGreaterThan(0);
    const unknownGroup = await callError(
      app(),
      '/staff/members',
      400,
      as(manager, 'POST', {
        email: uniqueEmail('staff'),
        name: 'A',
        locale: 'de',
        groupIds: ['00000000-0000-4000-8000-000000000000'],
      }),
    );
    expect(unknownGroup).toMatchObject({
      code: 'staff_group_not_found',
      message: 'Die Berechtigungsgruppe wurde nicht gefunden.',
    });
    const taken = await callError(
      app(),
      '/staff/members',
      409,
      as(manager, 'POST', { email: manager.email, name: 'A', locale: 'de', groupIds: [] }),
    );
    expect(taken.message).toBe('Ein Teammitglied mit dieser E-Mail-Adresse gibt es bereits.');
    const after = await callOk(app(), '/staff/members', StaffMemberListSchema, as(manager));
    expect(after.members.length).toBe(before.members.length);

    const group = await createGroup({
      name: groupName('Content'),
      permissions: ['content'],
      stores: null,
    });
    const noPermissions = await callError(
      app(),
      '/staff/groups',
      400,
      as(manager, 'POST', { name: groupName('Empty'), permissions: [], stores: null }),
    );
    expect(noPermissions.details?.length).toBeGreaterThan(0);
    await callError(
      app(),
      '/staff/groups',
      400,
      as(manager, 'POST', { name: groupName('Bad'), permissions: ['orders'], stores: ['xx'] }),
    );
    const sameName = await callError(
      app(),
      `/staff/groups`,
      409,
      as(manager, 'POST', { name: group.name, permissions: ['orders'], stores: null }),
    );
    expect(sameName.message).toBe('Eine Berechtigungsgruppe mit diesem Namen gibt es bereits.');
    await callError(
      app(),
      '/staff/groups/00000000-0000-4000-8000-000000000000',
      404,
      as(manager, 'PUT', { name: groupName('G'), permissions: ['orders'], stores: null }),
    );
    await callError(
      app(),
      '/staff/members/00000000-0000-4000-8000-000000000000',
      404,
      as(manager, 'PUT', { name: 'N' }),
    );
    await callError(
      app(),
      `/staff/members/${manager.id}`,
      400,
      as(manager, 'PUT', { name: 'N', password: 'x' }),
    );
    const groups = await callOk(app(), '/staff/groups', StaffGroupListSchema, as(manager));
    expect(groups.groups.find((g) => g.id === group.id)).toEqual(group);
  });

  it("changes a member's name, language and groups, and a group's permissions, with the values before and after", async () => {
    const member = await createStaffMember(app(), { permissions: ['orders'], stores: ['at'] });
    const group = await createGroup({
      name: groupName('Payments'),
      permissions: ['payments'],
      stores: ['ch'],
    });
    const changed = await callOk(
      app(),
      `/staff/members/${member.id}`,
      StaffMemberSchema,
      as(manager, 'PUT', { name: 'Renamed', locale: 'en', groupIds: [group.id] }),
    );
    expect(changed).toMatchObject({ name: 'Renamed', locale: 'en', groups: [{ id: group.id }] });
    const me = await callOk(app(), '/staff/me', v.object({ grants: v.array(v.unknown()) }), {
      token: member.token,
    });
    expect(me.grants).toEqual([{ permission: 'payments', stores: ['ch'] }]);
    const edited = await callOk(
      app(),
      `/staff/groups/${group.id}`,
      StaffGroupSchema,
      as(manager, 'PUT', { name: group.name, permissions: ['payments', 'orders'], stores: null }),
    );
    expect(edited).toMatchObject({
      permissions: ['payments', 'orders'],
      stores: null,
      memberCount: 1,
    });
    const [entry] = (await auditOf(member.id, 'staffMember.updated')).entries;
    expect(entry).toMatchObject({
      action: 'staffMember.updated',
      before: { locale: 'de' },
      after: { name: 'Renamed', locale: 'en' },
    });
    const [groupEntry] = (await auditOf(group.id, 'staffGroup.updated')).entries;
    expect(groupEntry).toMatchObject({
      action: 'staffGroup.updated',
      before: { stores: ['ch'] },
      after: { stores: null },
    });
  });

  it('disabling a member refuses their session at once and their sign-in; enabling lets them sign in again', async () => {
    const member = await createStaffMember(app(), { permissions: ['orders'] });
    expect((await call(app(), '/staff/me', { token: member.token })).status).toBe(200);
    const disabled = await callOk(
      app(),
      `/staff/members/${member.id}`,
      StaffMemberSchema,
      as(manager, 'PUT', { disabled: true }),
    );
    expect(disabled.disabled).toBe(true);
    expect((await call(app(), '/staff/me', { token: member.token })).status).toBe(401);
    const signIn = () =>
      call(app(), '/staff/session', {
        method: 'POST',
        payload: {
          email: member.email,
          password: member.password,
          otp: totpCode(member.secret, new Date()),
        },
        ip: clientAddress(),
      });
    expect((await signIn()).status).toBe(401);
    await callOk(
      app(),
      `/staff/members/${member.id}`,
      StaffMemberSchema,
      as(manager, 'PUT', { disabled: false }),
    );
    // A recovery code, as the code's time step may have been taken by enrolment already.
    const again = await call(app(), '/staff/session', {
      method: 'POST',
      payload: {
        email: member.email,
        password: member.password,
        recoveryCode: member.recoveryCodes[0],
      },
      ip: clientAddress(),
    });
    expect(again.status).toBe(200);
    // The session ended at the disabling stays ended.
    expect((await call(app(), '/staff/me', { token: member.token })).status).toBe(401);
  });

  it('resets the authenticator: sessions end, the next sign-in enrols again', async () => {
    const member = await createStaffMember(app(), { permissions: ['orders'] });
    const reset = await callOk(
      app(),
      `/staff/members/${member.id}/reset-totp`,
      StaffMemberSchema,
      as(manager, 'POST'),
    );
    expect(reset.enrolled).toBe(false);
    expect((await call(app(), '/staff/me', { token: member.token })).status).toBe(401);
    const next = await callOk(app(), '/staff/session', StaffSignInAnswerSchema, {
      method: 'POST',
      payload: { email: member.email, password: member.password },
      ip: clientAddress(),
    });
    expect(next.status).toBe('enrolmentRequired');
    if (next.status === 'enrolmentRequired') expect(next.enrolment.secret).not.toBe(member.secret);
    const recovery = await call(app(), '/staff/session', {
      method: 'POST',
      payload: {
        email: member.email,
        password: member.password,
        recoveryCode: member.recoveryCodes[0],
      },
      ip: clientAddress(),
    });
    expect(recovery.status).toBe(401);
    expect((await auditOf(member.id, 'staffMember.totpReset')).entries[0]).toMatchObject({
      action: 'staffMember.totpReset',
      before: { enrolled: true },
      after: { enrolled: false },
    });
  });

  it('refuses to lock the caller out (409) and leaves everything as it was', async () => {
    const ownGroup = await callOk(app(), '/staff/members', StaffMemberListSchema, as(manager)).then(
      (list) => list.members.find((m) => m.id === manager.id)!.groups[0]!,
    );
    const other = await createGroup({
      name: groupName('Other'),
      permissions: ['orders'],
      stores: null,
    });
    const refusals = [
      [`/staff/members/${manager.id}`, { disabled: true }],
      [`/staff/members/${manager.id}`, { groupIds: [other.id] }],
      [`/staff/members/${manager.id}`, { groupIds: [] }],
      [
        `/staff/groups/${ownGroup.id}`,
        { name: ownGroup.name, permissions: ['orders'], stores: null },
      ],
      [
        `/staff/groups/${ownGroup.id}`,
        { name: ownGroup.name, permissions: ['staff'], stores: ['at'] },
      ],
    ] as const;
    for (const [url, body] of refusals) {
      const refused = await callError(app(), url, 409, as(manager, 'PUT', body));
      expect(refused).toMatchObject({
        code: 'staff_self_lockout',
        message:
          'Sie können sich nicht selbst deaktivieren oder sich die Team-Berechtigung für alle Shops entziehen.',
      });
    }
    const me = await callOk(app(), '/staff/me', v.object({ grants: v.array(v.unknown()) }), {
      token: manager.token,
    });
    expect(me.grants).toEqual([{ permission: 'staff', stores: null }]);
    expect((await auditOf(manager.id, 'staffMember.updated')).total).toBe(0);
    expect((await auditOf(ownGroup.id, 'staffGroup.updated')).total).toBe(0);
  });

  it('refuses to leave no active member with the staff permission for every store', async () => {
    const ids = await disableManagersBut([manager.id]);
    try {
      const refused = await callError(
        app(),
        `/staff/members/${manager.id}`,
        409,
        as(manager, 'PUT', { disabled: true }),
      );
      expect(refused).toMatchObject({
        code: 'staff_last_manager',
        message:
          'Mindestens ein aktives Mitglied muss die Team-Berechtigung für alle Shops behalten.',
      });
      const list = await callOk(app(), '/staff/members', StaffMemberListSchema, {
        token: manager.token,
        headers: { 'accept-language': 'en' },
      });
      expect(list.members.find((m) => m.id === manager.id)?.disabled).toBe(false);
      const english = await callError(app(), `/staff/members/${manager.id}`, 409, {
        token: manager.token,
        method: 'PUT',
        payload: { groupIds: [] },
        headers: { 'accept-language': 'en' },
      });
      expect(english.message).toBe(
        'At least one active member must keep the staff permission for every store.',
      );
    } finally {
      await enable(ids);
    }
  });

  it('two last managers disabling each other at once: one wins, the other is refused', async () => {
    const first = await createStaffMember(app(), { permissions: ['staff'] });
    const second = await createStaffMember(app(), { permissions: ['staff'] });
    const ids = await disableManagersBut([first.id, second.id]);
    try {
      const answers = await Promise.all([
        call(app(), `/staff/members/${second.id}`, as(first, 'PUT', { disabled: true })),
        call(app(), `/staff/members/${first.id}`, as(second, 'PUT', { disabled: true })),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The loser is refused as the last manager, or (its session ended first) as signed out.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await app()
        .db.select({ id: staffMembers.id })
        .from(staffMembers)
        .where(
          sql`${staffMembers.id} in (${first.id}, ${second.id}) and ${staffMembers.disabledAt} is null`,
        );
      expect(active).toHaveLength(1);
    } finally {
      await enable(ids);
    }
  });
}
