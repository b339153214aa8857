import {
  errorCodes,
  staffRecoveryCodeCount,
  type StaffEnrolled,
  type StaffEnrolmentBody,
  type StaffSignInAnswer,
  type StaffSignInBody,
} from '@shop/api-client/contract';
import { decrypt, encrypt } from '../application/crypto';
import { appendAudit } from '../audit/append';
import { verifyPassword } from '../customers/passwords';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { boundedGuess, type RateLimits } from '../plugins/rate-limits/rate-limits';
import {
  claimRecoveryCode,
  claimTotpStep,
  completeEnrolment,
  findMemberByEmail,
  meOf,
  pendingSecretOf,
  type StaffMemberRow,
} from './members';
import type { StaffSessions } from './sessions';
import { newRecoveryCode, normalizedRecoveryCode } from '../lib/recovery-codes';
import { enrolmentOffer, matchingStep, newTotpSecret } from '../lib/totp';

export interface StaffSignInDeps {
  db: Database;
  rateLimits: RateLimits;
  sessions: StaffSessions;
  /** HMAC with the server's key: recovery codes are stored as such keyed hashes. */
  keyedHash: (value: string) => string;
  /** Encrypts the authenticator secrets at rest (AES-256-GCM, the member's id bound in). */
  secretKey: Buffer;
  now: () => Date;
}

/** Rate limits count staff sign-ins apart from customers' logins with the same address. */
const accountKey = (email: string) => `staff:${email}`;

const invalidCredentials = () => businessError(errorCodes.invalidCredentials, 401);

/**
 * Staff sign-in (issue 25): password and a code of the authenticator app (or a recovery code),
 * enrolment of the app at the first sign-in, sign-out. Every failure answers alike and counts
 * like a customer's failed login; sign-ins, failures, enrolments and sign-outs are audited.
 */
export function createStaffSignIn(deps: StaffSignInDeps) {
  const { db, sessions, now } = deps;
  const secretOf = (member: { id: string }, stored: string) =>
    decrypt(deps.secretKey, stored, member.id);
  const encryptedSecret = (member: { id: string }, secret: string) =>
    encrypt(deps.secretKey, secret, member.id);

  const auditFailure = (email: string, member: StaffMemberRow | undefined) =>
    appendAudit(db, {
      staffId: member?.id ?? null,
      action: 'staff.signInFailed',
      entityType: 'staffMember',
      entityId: member?.id ?? email,
      store: null,
      before: null,
      after: { email },
    });

  /** One bounded guess; `check` sees the member only once their password was right. */
  async function guess(
    body: { email: string; password: string },
    clientAddress: string,
    check: (member: StaffMemberRow) => Promise<boolean>,
  ): Promise<StaffMemberRow> {
    let found: StaffMemberRow | undefined;
    const right = await boundedGuess(
      deps.rateLimits,
      { account: accountKey(body.email), clientAddress },
      async () => {
        found = await findMemberByEmail(db, body.email);
        // Checked for an unknown e-mail too (against a dummy hash): it costs the same time.
        const passwordRight = await verifyPassword(found?.passwordHash, body.password);
        return passwordRight && found !== undefined && !found.disabledAt && (await check(found));
      },
    );
    if (!right || !found) {
      await auditFailure(body.email, found);
      throw invalidCredentials();
    }
    return found;
  }

  async function signedIn(member: StaffMemberRow, method: 'otp' | 'recoveryCode' | 'enrolment') {
    const session = await sessions.start(member.id);
    await appendAudit(db, {
      staffId: member.id,
      action: 'staff.signedIn',
      entityType: 'staffMember',
      entityId: member.id,
      store: null,
      before: null,
      after: { sessionId: session.sessionId, method },
    });
    return {
      status: 'signedIn' as const,
      token: session.token,
      expiresAt: session.expiresAt,
      idleExpiresAt: session.idleExpiresAt,
      me: await meOf(db, member),
    };
  }

  return {
    async signIn(body: StaffSignInBody, clientAddress: string): Promise<StaffSignInAnswer> {
      // Set by the check (a closure), so an object: what the right guess proved.
      const proved: { method: 'otp' | 'recoveryCode' | 'enrol' } = { method: 'enrol' };
      const member = await guess(body, clientAddress, async (found) => {
        if (!found.totpSecret) return body.otp === undefined && body.recoveryCode === undefined;
        if (body.otp !== undefined) {
          proved.method = 'otp';
          const step = matchingStep(secretOf(found, found.totpSecret), body.otp, now());
          return step !== null && (await claimTotpStep(db, found.id, step));
        }
        if (body.recoveryCode !== undefined) {
          proved.method = 'recoveryCode';
          const hash = deps.keyedHash(normalizedRecoveryCode(body.recoveryCode));
          return claimRecoveryCode(db, found.id, hash, now());
        }
        return false;
      });
      if (proved.method !== 'enrol') return signedIn(member, proved.method);
      const pending = await pendingSecretOf(
        db,
        member.id,
        encryptedSecret(member, newTotpSecret()),
      );
      return {
        status: 'enrolmentRequired',
        enrolment: enrolmentOffer(secretOf(member, pending), member.email),
      };
    },

    /** The first code of the app just set up: enrols it and signs in, with the recovery codes. */
    async enrol(body: StaffEnrolmentBody, clientAddress: string): Promise<StaffEnrolled> {
      const recoveryCodes = Array.from({ length: staffRecoveryCodeCount }, newRecoveryCode);
      const member = await guess(body, clientAddress, async (found) => {
        if (found.totpSecret || !found.pendingTotpSecret) return false;
        const pendingTotpSecret = found.pendingTotpSecret;
        const step = matchingStep(secretOf(found, pendingTotpSecret), body.otp, now());
        if (step === null) return false;
        return db.transaction(async (tx) => {
          const done = await completeEnrolment(
            tx,
            { id: found.id, pendingTotpSecret },
            step,
            recoveryCodes.map((code) => deps.keyedHash(normalizedRecoveryCode(code))),
          );
          if (done)
            await appendAudit(tx, {
              staffId: found.id,
              action: 'staff.enrolled',
              entityType: 'staffMember',
              entityId: found.id,
              store: null,
              before: { enrolled: false },
              after: { enrolled: true, recoveryCodes: recoveryCodes.length },
            });
          return done;
        });
      });
      return { ...(await signedIn(member, 'enrolment')), recoveryCodes };
    },

    async signOut(principal: { id: string; sessionId: string }): Promise<void> {
      await sessions.end(principal.sessionId);
      await appendAudit(db, {
        staffId: principal.id,
        action: 'staff.signedOut',
        entityType: 'staffMember',
        entityId: principal.id,
        store: null,
        before: { sessionId: principal.sessionId },
        after: null,
      });
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
