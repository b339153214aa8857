import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  customerRecoveryCodeCount,
  type SecondFactorEnrolment,
  type SecondFactorProof,
  type SecondFactorStatus,
} from '@shop/api-client/contract';
import { decrypt, encrypt } from '../application/crypto';
import type { Database } from '../db/client';
import { repositoryCall } from '../lib/errors';
import { newRecoveryCode, normalizedRecoveryCode } from '../lib/recovery-codes';
import { enrolmentOffer, matchingStep, newTotpSecret } from '../lib/totp';
import type { CustomerRow } from './mapping';
import { customerRecoveryCodes, customers } from './tables';

export interface SecondFactorDeps {
  db: Database;
  /** HMAC with the server's key: recovery codes are stored as such keyed hashes. */
  keyedHash: (value: string) => string;
  /** Encrypts the authenticator secrets at rest (AES-256-GCM, the customer's id bound in). */
  secretKey: Buffer;
  now: () => Date;
}

/**
 * A customer's optional second factor (issue 26, item 7): an authenticator app (TOTP, the staff's
 * code in lib/totp.ts) and recovery codes. Each time step and each recovery code is accepted once.
 * The callers bound the guesses like logins (password-confirmation.ts).
 */
export function createSecondFactor(deps: SecondFactorDeps) {
  const { db, now } = deps;
  const secretOf = (customerId: string, stored: string) =>
    decrypt(deps.secretKey, stored, customerId);

  /** Takes the step of a right code, unless that step (or a later one) was accepted already. */
  const claimStep = async (tx: Database, customerId: string, step: number) =>
    (
      await tx
        .update(customers)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(customers.id, customerId),
            or(isNull(customers.lastTotpStep), lt(customers.lastTotpStep, step)),
          ),
        )
        .returning({ id: customers.id })
    ).length === 1;

  return {
    async status(customerId: string): Promise<SecondFactorStatus> {
      const [row] = await repositoryCall(() =>
        db
          .select({ secret: customers.totpSecret })
          .from(customers)
          .where(eq(customers.id, customerId)),
      );
      if (!row?.secret) return { enabled: false, recoveryCodesLeft: 0 };
      const [left] = await repositoryCall(() =>
        db
          .select({ n: count() })
          .from(customerRecoveryCodes)
          .where(
            and(
              eq(customerRecoveryCodes.customerId, customerId),
              isNull(customerRecoveryCodes.usedAt),
            ),
          ),
      );
      return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
    },

    /** A new secret waiting for its first code (replacing one offered before). */
    async offer(customer: Pick<CustomerRow, 'id' | 'email'>): Promise<SecondFactorEnrolment> {
      const secret = newTotpSecret();
      await repositoryCall(() =>
        db
          .update(customers)
          .set({ pendingTotpSecret: encrypt(deps.secretKey, secret, customer.id) })
          .where(eq(customers.id, customer.id)),
      );
      return enrolmentOffer(secret, customer.email);
    },

    /**
     * The first code of the offered secret: the factor is on, the code's step used, and the
     * recovery codes (answered this once) replace any earlier ones. Null for a wrong code.
     */
    async enable(customer: CustomerRow, otp: string): Promise<string[] | null> {
      const pending = customer.pendingTotpSecret;
      if (!pending) return null;
      const step = matchingStep(secretOf(customer.id, pending), otp, now());
      if (step === null) return null;
      const codes = Array.from({ length: customerRecoveryCodeCount }, newRecoveryCode);
      const done = await repositoryCall(() =>
        db.transaction(async (tx) => {
          const enabled = await tx
            .update(customers)
            .set({ totpSecret: pending, pendingTotpSecret: null, lastTotpStep: step })
            .where(
              and(
                eq(customers.id, customer.id),
                isNull(customers.totpSecret),
                eq(customers.pendingTotpSecret, pending),
              ),
            )
            .returning({ id: customers.id });
          if (enabled.length !== 1) return false;
          await tx
            .delete(customerRecoveryCodes)
            .where(eq(customerRecoveryCodes.customerId, customer.id));
          await tx.insert(customerRecoveryCodes).values(
            codes.map((code) => ({
              customerId: customer.id,
              codeHash: deps.keyedHash(normalizedRecoveryCode(code)),
            })),
          );
          return true;
        }),
      );
      return done ? codes : null;
    },

    /**
     * Whether `proof` is a code of the customer's app not accepted before, or an unused recovery
     * code (used up now). False when the factor is off.
     */
    async verify(customer: CustomerRow, proof: SecondFactorProof): Promise<boolean> {
      if (!customer.totpSecret) return false;
      if (proof.otp !== undefined) {
        const step = matchingStep(secretOf(customer.id, customer.totpSecret), proof.otp, now());
        return step !== null && repositoryCall(() => claimStep(db, customer.id, step));
      }
      if (proof.recoveryCode === undefined) return false;
      const codeHash = deps.keyedHash(normalizedRecoveryCode(proof.recoveryCode));
      const used = await repositoryCall(() =>
        db
          .update(customerRecoveryCodes)
          .set({ usedAt: now() })
          .where(
            and(
              eq(customerRecoveryCodes.customerId, customer.id),
              eq(customerRecoveryCodes.codeHash, codeHash),
              isNull(customerRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: customerRecoveryCodes.id }),
      );
      return used.length === 1;
    },

    /** Turns the factor off: secret, pending secret and recovery codes go. */
    disable: (customerId: string) =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          await tx
            .update(customers)
            .set({ totpSecret: null, pendingTotpSecret: null, lastTotpStep: null })
            .where(eq(customers.id, customerId));
          await tx
            .delete(customerRecoveryCodes)
            .where(eq(customerRecoveryCodes.customerId, customerId));
        }),
      ),
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
