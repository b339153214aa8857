import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  allEndpoints,
  AuditListSchema,
  fillPath,
  staffPermissions,
  StaffEnrolledSchema,
  StaffMeSchema,
  StaffSignInAnswerSchema,
  StaffSignedInSchema,
  WhistleblowReportListSchema,
  type Endpoint,
} from '@shop/api-client/contract';
import { appendAudit } from '../audit/append';
import { auditEntries } from '../audit/tables';
import { fastifyPath } from '../lib/endpoint-route';
import { demoStaff } from '../staff/demo';
import { createMember } from '../staff/members';
import { staffIdleMs, staffMaxAgeMs } from '../staff/sessions';
import { totpCode } from '../lib/totp';
import { anonymousSession, call, callError, callOk, clientAddress, uniqueEmail } from './accounts';
import { createStaffMember } from './staff';

/** The staff clock the suite's app runs on (buildApp's `staff.now`); tests move it on. */
export function testClock() {
  const clock = { at: new Date(), now: () => clock.at };
  return clock;
}
export type TestClock = ReturnType<typeof testClock>;

/** The automation token the suite's app runs with (buildApp's `prices.adminToken`). */
export const staffSuiteAdminToken = 'staff-suite-admin-token';

const minutes = (n: number) => n * 60_000;

/**
 * Staff sign-in, sessions, permissions and the audit log on every database. The app must be
 * built with `staff: { seedDemoStaff: true, now: clock.now }`, a whistleblower key and
 * `prices.adminToken: staffSuiteAdminToken` (shop origins as by default: localhost:3000 and the
 * store hosts).
 */
export function defineStaffSuite(getApp: () => FastifyInstance, clock: TestClock) {
  const app = () => getApp();
  const later = (ms: number) => {
    clock.at = new Date(clock.at.getTime() + ms);
  };
  const signIn = (payload: Record<string, unknown>, ip = clientAddress()) =>
    call(app(), '/staff/session', { method: 'POST', payload, ip });
  const me = (token: string) => call(app(), '/staff/me', { token });
  const auditOf = async (action: string, entityId: string) =>
    callOk(
      app(),
      `/staff/audit?action=${action}&entityId=${encodeURIComponent(entityId)}`,
      AuditListSchema,
      { token: (await auditor()).token },
    );
  let auditorMember: Promise<{ token: string }> | undefined;
  // A member with the staff permission, made once; the clock is moved on in steps of minutes, so
  // their session is signed in again when it lapsed.
  const auditor = async () => {
    auditorMember ??= createStaffMember(app(), { permissions: ['staff'], now: clock.at });
    const member = await auditorMember;
    if ((await me(member.token)).status === 200) return member;
    auditorMember = createStaffMember(app(), { permissions: ['staff'], now: clock.at });
    return auditorMember;
  };

  describe('sign-in with a one-time code', () => {
    const [owner, desk] = demoStaff;

    it('signs the seeded owner in with password and code; the same code is refused after', async () => {
      const otp = totpCode(owner!.totpSecret, clock.at);
      const answer = await signIn({ email: owner!.email, password: owner!.password, otp });
      expect(answer.status).toBe(200);
      const signedIn = v.parse(StaffSignedInSchema, answer.json);
      expect(signedIn.me.grants).toEqual(
        staffPermissions.map((permission) => ({ permission, stores: null })),
      );
      expect(Date.parse(signedIn.idleExpiresAt) - clock.at.getTime()).toBe(staffIdleMs);
      expect(Date.parse(signedIn.expiresAt) - clock.at.getTime()).toBe(staffMaxAgeMs);
      expect(signedIn.token.startsWith('stf_')).toBe(true);
      const profile = await callOk(app(), '/staff/me', StaffMeSchema, { token: signedIn.token });
      expect(profile.email).toBe(owner!.email);

      const replay = await signIn({ email: owner!.email, password: owner!.password, otp });
      expect(replay.status).toBe(401);
      expect(replay.json).toMatchObject({ code: 'invalid_credentials' });
      // The next step's code is a new one.
      later(30_000);
      const next = totpCode(owner!.totpSecret, clock.at);
      expect(
        (await signIn({ email: owner!.email, password: owner!.password, otp: next })).status,
      ).toBe(200);
    });

    it('grants the order desk its four permissions for Austria and Germany only', async () => {
      const answer = await signIn({
        email: desk!.email,
        password: desk!.password,
        otp: totpCode(desk!.totpSecret, clock.at),
      });
      const { me: profile } = v.parse(StaffSignedInSchema, answer.json);
      expect(profile.grants).toEqual(
        ['orders', 'sellBacks', 'payments', 'customers'].map((permission) => ({
          permission,
          stores: ['at', 'de'],
        })),
      );
    });

    it('enrols a new member: the same secret until its first code, then ten recovery codes', async () => {
      const email = uniqueEmail('staff-new');
      const password = 'NewStaff2025';
      await createMember(app().db, {
        email,
        name: 'Nina Neu',
        password,
        groups: [{ name: `orders ${email}`, permissions: ['orders'], stores: ['ch'] }],
      });
      const first = v.parse(StaffSignInAnswerSchema, (await signIn({ email, password })).json);
      const again = v.parse(StaffSignInAnswerSchema, (await signIn({ email, password })).json);
      if (first.status !== 'enrolmentRequired' || again.status !== 'enrolmentRequired')
        throw new Error('Expected enrolment');
      expect(again.enrolment.secret).toBe(first.enrolment.secret);
      expect(first.enrolment.otpauthUri).toContain(`secret=${first.enrolment.secret}`);
      expect(first.enrolment.qrSvg.startsWith('<svg')).toBe(true);
      const { secret } = first.enrolment;

      // A code of another secret, or a sign-in with a code before enrolment, is refused.
      const wrong = totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', clock.at);
      expect(
        (
          await call(app(), '/staff/session/enrolment', {
            method: 'POST',
            payload: { email, password, otp: wrong },
            ip: clientAddress(),
          })
        ).status,
      ).toBe(401);
      expect((await signIn({ email, password, otp: totpCode(secret, clock.at) })).status).toBe(401);

      const enrolled = await callOk(app(), '/staff/session/enrolment', StaffEnrolledSchema, {
        method: 'POST',
        payload: { email, password, otp: totpCode(secret, clock.at) },
        ip: clientAddress(),
      });
      expect(enrolled.recoveryCodes).toHaveLength(10);
      expect(new Set(enrolled.recoveryCodes).size).toBe(10);
      expect(enrolled.me.grants).toEqual([{ permission: 'orders', stores: ['ch'] }]);
      // Enrolled now: without a code the password alone is refused, and the secret is never answered again.
      const withoutCode = await signIn({ email, password });
      expect(withoutCode.status).toBe(401);
      expect(JSON.stringify(withoutCode.json)).not.toContain(secret);
      // Enrolling again is refused.
      later(30_000);
      expect(
        (
          await call(app(), '/staff/session/enrolment', {
            method: 'POST',
            payload: { email, password, otp: totpCode(secret, clock.at) },
            ip: clientAddress(),
          })
        ).status,
      ).toBe(401);
      const audit = await auditOf('staff.enrolled', enrolled.me.id);
      expect(audit.total).toBe(1);
    });

    it('accepts a recovery code once, in any case and with or without its hyphen', async () => {
      const member = await createStaffMember(app(), { permissions: ['orders'], now: clock.at });
      const [code] = member.recoveryCodes;
      const typed = code!.toUpperCase().replace('-', ' ');
      const credentials = { email: member.email, password: member.password };
      expect((await signIn({ ...credentials, recoveryCode: typed })).status).toBe(200);
      expect((await signIn({ ...credentials, recoveryCode: code })).status).toBe(401);
      expect((await signIn({ ...credentials, recoveryCode: member.recoveryCodes[1] })).status).toBe(
        200,
      );
      const audit = await auditOf('staff.signedIn', member.id);
      expect(audit.entries.map((e) => e.after?.method)).toEqual([
        'recoveryCode',
        'recoveryCode',
        'enrolment',
      ]);
    });

    it('answers every wrong part alike, audits it, and limits the attempts like customer logins', async () => {
      const member = await createStaffMember(app(), { permissions: ['orders'], now: clock.at });
      later(30_000);
      const good = {
        email: member.email,
        password: member.password,
        otp: totpCode(member.secret, clock.at),
      };
      const ip = clientAddress();
      const attempts = [
        { ...good, password: 'WrongPassword1' },
        { ...good, otp: good.otp === '000000' ? '111111' : '000000' },
        { ...good, otp: undefined },
        { ...good, recoveryCode: 'aaaaa-bbbbb', otp: undefined },
      ];
      for (const payload of attempts) {
        const answer = await signIn(payload, ip);
        expect(answer.status).toBe(401);
        expect(answer.json).toMatchObject({ code: 'invalid_credentials', statusCode: 401 });
      }
      const unknown = await signIn({ ...good, email: uniqueEmail('nobody') });
      expect(unknown.json).toMatchObject({ code: 'invalid_credentials' });
      // The fifth failure makes the account wait: even the right code is refused for now.
      expect((await signIn({ ...good, password: 'WrongPassword1' }, ip)).status).toBe(401);
      const blocked = await signIn(good, clientAddress());
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ code: 'too_many_requests' });
      const failures = await auditOf('staff.signInFailed', member.id);
      expect(failures.total).toBe(5);
      expect(failures.entries[0]).toMatchObject({
        staff: { id: member.id, email: member.email },
        after: { email: member.email },
      });
    });
  });

  describe('sessions', () => {
    it('end after 30 minutes without a call; each call moves the idle limit on', async () => {
      const member = await createStaffMember(app(), { permissions: [], now: clock.at });
      later(staffIdleMs - minutes(1));
      expect((await me(member.token)).status).toBe(200);
      later(staffIdleMs - minutes(1));
      expect((await me(member.token)).status).toBe(200);
      later(staffIdleMs);
      const expired = await me(member.token);
      expect(expired.status).toBe(401);
      expect(expired.json).toMatchObject({ code: 'staff_unauthorized' });
      later(-staffIdleMs);
      // Ended for good, even if the clock is turned back.
      expect((await me(member.token)).status).toBe(401);
    });

    it('end 12 hours after sign-in, however active', async () => {
      const member = await createStaffMember(app(), { permissions: [], now: clock.at });
      const start = clock.at.getTime();
      while (clock.at.getTime() + minutes(25) < start + staffMaxAgeMs) {
        later(minutes(25));
        expect((await me(member.token)).status).toBe(200);
      }
      clock.at = new Date(start + staffMaxAgeMs);
      expect((await me(member.token)).status).toBe(401);
    });

    it('end at sign-out, which is audited', async () => {
      const member = await createStaffMember(app(), { permissions: [], now: clock.at });
      expect(
        (await call(app(), '/staff/session', { method: 'DELETE', token: member.token })).status,
      ).toBe(204);
      expect((await me(member.token)).status).toBe(401);
      expect(
        (await call(app(), '/staff/session', { method: 'DELETE', token: member.token })).status,
      ).toBe(401);
      expect((await auditOf('staff.signedOut', member.id)).total).toBe(1);
    });

    it('are no customer sessions: neither token opens the other side', async () => {
      const member = await createStaffMember(app(), {
        permissions: staffPermissions,
        now: clock.at,
      });
      const guest = await anonymousSession(app());
      await callError(app(), '/staff/me', 401, { token: guest.accessToken });
      const customerCall = await call(app(), '/carts', {
        method: 'POST',
        payload: {},
        token: member.token,
      });
      expect(customerCall.status).toBe(401);
    });
  });

  describe('every staff route', () => {
    const staffEndpoints = allEndpoints().filter((e) => e.access === 'staff');
    const anId = '00000000-0000-4000-8000-000000000000';
    const request = (endpoint: Endpoint, token?: string) => {
      const names = [...endpoint.path.matchAll(/\{([A-Za-z0-9]+)\}/g)].map((m) => m[1]!);
      const url = fillPath(
        endpoint.path,
        Object.fromEntries(names.map((n) => [n, anId])),
        endpoint.wildcard,
      );
      return call(app(), url, {
        method: endpoint.method,
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        ...(token ? { token } : {}),
      });
    };

    it('is registered, behind the staff guard', () => {
      expect(staffEndpoints.length).toBeGreaterThanOrEqual(5);
      for (const endpoint of staffEndpoints)
        expect(
          app().hasRoute({
            method: endpoint.method,
            url: fastifyPath(endpoint.path, endpoint.wildcard),
          }),
        ).toBe(true);
    });

    it('answers 401 without a staff session', async () => {
      for (const endpoint of staffEndpoints) {
        const answer = await request(endpoint);
        expect([endpoint.path, answer.status, answer.json]).toEqual([
          endpoint.path,
          401,
          expect.objectContaining({ code: 'staff_unauthorized' }),
        ]);
      }
    });

    it('answers 403 to a member without its permission, whatever else they hold', async () => {
      const none = await createStaffMember(app(), { permissions: [], now: clock.at });
      const withPermission = staffEndpoints.filter((e) => e.permission);
      for (const permission of new Set(withPermission.map((e) => e.permission!))) {
        const others = await createStaffMember(app(), {
          permissions: staffPermissions.filter((p) => p !== permission),
          now: clock.at,
        });
        for (const endpoint of withPermission.filter((e) => e.permission === permission))
          for (const member of [none, others]) {
            const answer = await request(endpoint, member.token);
            expect([endpoint.path, answer.status, answer.json]).toEqual([
              endpoint.path,
              403,
              expect.objectContaining({ code: 'staff_permission_missing' }),
            ]);
          }
      }
    });
  });

  describe('the audit log', () => {
    it('lists and filters entries with who did what', async () => {
      const { token } = await auditor();
      const list = await callOk(app(), '/staff/audit?action=staff.signedIn', AuditListSchema, {
        token,
      });
      expect(list.total).toBeGreaterThan(0);
      expect(list.entries.every((e) => e.action === 'staff.signedIn')).toBe(true);
      expect(list.entries.every((e) => e.staff !== null)).toBe(true);
      const none = await callOk(
        app(),
        `/staff/audit?staffId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
        AuditListSchema,
        { token },
      );
      expect(none).toEqual({ entries: [], total: 0 });
      const future = new Date(clock.at.getTime() + minutes(60 * 24 * 365)).toISOString();
      expect(
        (await callOk(app(), `/staff/audit?from=${future}`, AuditListSchema, { token })).total,
      ).toBe(0);
      await callError(app(), '/staff/audit?page=0', 400, { token });
    });

    it('refuses to change or delete an entry, in code and in raw SQL', async () => {
      const { db } = app();
      const entityId = uniqueEmail('audit');
      await appendAudit(db, {
        staffId: null,
        action: 'test.appended',
        entityType: 'test',
        entityId,
        store: 'at',
        before: null,
        after: { value: 1 },
      });
      // drizzle wraps the database's error; the trigger's message is its cause.
      const refused = async (query: PromiseLike<unknown>) => {
        const error: unknown = await Promise.resolve(query).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(String((error as { cause?: unknown } | undefined)?.cause ?? error)).toMatch(
          /append-only/,
        );
      };
      await refused(db.update(auditEntries).set({ action: 'test.changed' }));
      await refused(db.delete(auditEntries));
      await refused(
        db.execute(sql`update audit_entries set after = null where entity_id = ${entityId}`),
      );
      await refused(db.execute(sql`delete from audit_entries where entity_id = ${entityId}`));
      await refused(db.execute(sql`truncate audit_entries`));
      const rows = await db
        .select()
        .from(auditEntries)
        .where(sql`${auditEntries.entityId} = ${entityId}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'test.appended', after: { value: 1 } });
    });
  });

  describe('the admin token', () => {
    it('is refused through a public shop host as if the routes did not exist', async () => {
      const recalculate = (headers: Record<string, string>) =>
        call(app(), '/admin/prices/recalculate', {
          method: 'POST',
          payload: {},
          headers: { 'x-admin-token': staffSuiteAdminToken, ...headers },
        });
      for (const host of ['localhost:3000', 'de.localhost:3000']) {
        const refused = await recalculate({ host });
        expect([host, refused.status, refused.json]).toEqual([
          host,
          404,
          expect.objectContaining({ code: 'route_not_found' }),
        ]);
      }
      // As the edge forwards a shop host (the suite's requests come from loopback, trusted).
      expect((await recalculate({ 'x-forwarded-host': 'at.localhost:3000' })).status).toBe(404);
      expect((await recalculate({ host: '127.0.0.1:4000' })).status).toBe(200);
    });
  });

  describe('whistleblower cases', () => {
    it('are read only with the compliance permission, and each reading is audited', async () => {
      const officer = await createStaffMember(app(), {
        permissions: ['compliance'],
        now: clock.at,
      });
      const owner = await createStaffMember(app(), {
        permissions: staffPermissions.filter((p) => p !== 'compliance'),
        now: clock.at,
      });
      await callError(app(), '/staff/whistleblow/reports', 403, { token: owner.token });
      await callOk(app(), '/staff/whistleblow/reports', WhistleblowReportListSchema, {
        token: officer.token,
      });
      const audit = await callOk(
        app(),
        `/staff/audit?action=whistleblow.read&staffId=${officer.id}`,
        AuditListSchema,
        { token: (await auditor()).token },
      );
      expect(audit.total).toBe(1);
      // The admin token's route is gone.
      expect((await call(app(), '/admin/whistleblow/reports')).status).toBe(404);
    });
  });
}
