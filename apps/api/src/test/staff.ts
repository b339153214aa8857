import type { FastifyInstance } from 'fastify';
import {
  StaffEnrolledSchema,
  StaffSignInAnswerSchema,
  type StaffPermission,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { createMember } from '../staff/members';
import { totpCode } from '../lib/totp';
import { callOk, clientAddress, uniqueEmail } from './accounts';

/** Test helpers for staff: members with the permissions a test needs, signed in. */

export interface TestStaffMember {
  id: string;
  email: string;
  password: string;
  /** The authenticator secret (base32): `totpCode(secret, at)` makes a code. */
  secret: string;
  /** A signed-in session's bearer token: `{ token }` in the accounts helpers' call options. */
  token: string;
  recoveryCodes: string[];
}

let groupCounter = 0;

/**
 * A new member in a group of its own with `permissions` for `stores` (null: every store),
 * enrolled and signed in through the public calls, as a person would. `now` is the app's staff
 * clock when the test moved it (buildApp's `staff.now`).
 */
export async function createStaffMember(
  app: FastifyInstance,
  {
    permissions,
    stores = null,
    name = 'Test Staff',
    now = new Date(),
  }: {
    permissions: readonly StaffPermission[];
    stores?: readonly StoreKey[] | null;
    name?: string;
    now?: Date;
  },
): Promise<TestStaffMember> {
  groupCounter += 1;
  const email = uniqueEmail('staff');
  const password = 'StaffTest2025';
  const id = await createMember(app.db, {
    email,
    name,
    password,
    groups: [{ name: `test group ${process.pid}.${groupCounter}`, permissions, stores }],
  });
  if (!id) throw new Error(`A staff member ${email} exists already`);
  const ip = clientAddress();
  const first = await callOk(app, '/staff/session', StaffSignInAnswerSchema, {
    method: 'POST',
    payload: { email, password },
    ip,
  });
  if (first.status !== 'enrolmentRequired') throw new Error('A new member must enrol first');
  const { secret } = first.enrolment;
  const enrolled = await callOk(app, '/staff/session/enrolment', StaffEnrolledSchema, {
    method: 'POST',
    payload: { email, password, otp: totpCode(secret, now) },
    ip,
  });
  return {
    id,
    email,
    password,
    secret,
    token: enrolled.token,
    recoveryCodes: enrolled.recoveryCodes,
  };
}
