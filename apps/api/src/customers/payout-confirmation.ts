import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, type PayoutBankDetails } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import { confirmedBySecondFactor, proofOf } from './password-confirmation';

/** The account a payout goes to, field by field (the schema stores the electronic forms). */
const accountOf = (details: PayoutBankDetails) =>
  details.kind === 'iban'
    ? [details.kind, details.iban, details.bic ?? '', details.accountOwner]
    : [details.kind, details.accountNumber, details.routingNumber, details.accountOwner];

/** Whether both name the same payout account (or both none). */
export function samePayout(a: PayoutBankDetails | null, b: PayoutBankDetails | null): boolean {
  if (!a || !b) return a === b;
  const left = accountOf(a);
  const right = accountOf(b);
  return left.every((field, i) => field === right[i]);
}

/** A write's payout bank details and the second factor's fields sent with them. */
export interface PayoutChange {
  payoutBankDetails?: PayoutBankDetails | null | undefined;
  otp?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Issue 26, item 7: a signed-in customer with the second factor on gives its code to set payout
 * bank details other than `stored()` (clearing them sends no money anywhere and needs none).
 * Answers whether the write may change the details; false where they are the stored ones and no
 * code was asked, so the write must refuse them should they differ by then (see
 * `assertPayoutUnchanged`). Runs before the write's transaction: a wrong code must count even
 * though nothing is written.
 */
export async function payoutChangeConfirmed(
  fastify: FastifyInstance,
  request: FastifyRequest,
  change: PayoutChange,
  stored: () => Promise<PayoutBankDetails | null>,
): Promise<boolean> {
  const next = change.payoutBankDetails;
  const customerId = request.session?.customerId;
  if (!next || !customerId) return true;
  const customer = await fastify.customers.repository.findById(customerId);
  if (!customer?.totpSecret) return true;
  if (samePayout(await stored(), next)) return false;
  await confirmedBySecondFactor(fastify, request, customer, proofOf(change));
  return true;
}

/** Inside the write: details that changed since `payoutChangeConfirmed` looked need the code. */
export function assertPayoutUnchanged(
  confirmed: boolean,
  stored: PayoutBankDetails | null,
  next: PayoutBankDetails | null | undefined,
): void {
  if (!confirmed && next && !samePayout(stored, next))
    throw businessError(errorCodes.secondFactorRequired, 400);
}
