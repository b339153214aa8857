import { and, desc, eq, ne } from 'drizzle-orm';
import {
  errorCodes,
  type Order,
  type OrderTransition,
  type TimelineActor,
} from '@shop/api-client/contract';
import { releaseStock } from '../../catalogue/stock';
import { branchById } from '../../checkout/reference-data';
import type { Database } from '../../db/client';
import { businessError } from '../../lib/business-errors';
import { AppError, repositoryCall, validationError } from '../../lib/errors';
import type { Dealer } from '../dealer';
import { requestHash } from '../idempotency';
import {
  factsOf,
  readLines,
  readTimelines,
  stockLinesOf,
  toOrder,
  type OrderRow,
} from '../order-view';
import { orderEvents, orderLineItems, orders } from '../tables';
import { createLifecycleHooks, type AppliedTransition } from './hooks';
import {
  allowedEvents,
  customerActions,
  outcomeOf,
  TransitionNotAllowed,
  type OrderOutcome,
} from './machine';
import { assayedSettlement, receivedSettlement, type SettlementOrderLine } from './settlement';
import { trackingUrl } from './tracking';

/** What a transition asks: the event with its details, who records it, and how it is keyed. */
export interface ApplyInput {
  orderId: string;
  transition: OrderTransition;
  actor: TimelineActor;
  /** The Idempotency-Key it was sent with: a repeat answers the order, a reuse with other details 422. */
  idempotencyKey?: string;
  /**
   * Checked first, under the order's lock, before anything is written (a staff member's store):
   * throws to refuse.
   */
  authorize?: (order: OrderRow) => void;
  now?: Date;
}

/** What applying answered: the order now, and whether this call changed it (false: a repeat). */
export interface ApplyResult {
  order: OrderRow;
  changed: boolean;
  /** The timeline entry this call wrote (or the one it repeated). */
  entryId: string;
}

/** Changes a transition makes to the order row besides its states. */
type RowChanges = Partial<
  Pick<
    OrderRow,
    | 'paymentDate'
    | 'paymentReference'
    | 'paymentReceivedCentAmount'
    | 'paymentAmountMismatch'
    | 'carrier'
    | 'trackingNumber'
    | 'settlement'
  >
>;

interface Effect {
  changes: RowChanges;
  /** What the timeline keeps of the event besides its name (the staff's view; orders/order-view.ts picks the public part). */
  details: Record<string, unknown>;
  payoutChanged?: boolean;
  /** Runs in the transaction after the order row is written. */
  after?: (tx: Database) => Promise<void>;
}

const notFound = () =>
  businessError(errorCodes.orderNotFound, 404, { name: 'ResourceNotFoundError' });

/** 409 transition_not_allowed with the events the order allows now. */
export function transitionRefused(allowed: readonly string[]): AppError {
  const refused = businessError(errorCodes.transitionNotAllowed, 409);
  return new AppError({ ...refused.body, allowedEvents: [...allowed] });
}

/** The customer acts on their own order only through these events, and only when allowed to. */
function assertCustomerMay(row: OrderRow, transition: OrderTransition) {
  const actions = customerActions(factsOf(row));
  const may =
    (transition.event === 'cancelled' && actions.includes('cancel')) ||
    (transition.event === 'offerAccepted' && actions.includes('acceptOffer')) ||
    (transition.event === 'offerDeclined' && actions.includes('declineOffer'));
  if (!may) throw transitionRefused(actionsAsEvents(actions));
}

const actionsAsEvents = (actions: readonly string[]) =>
  actions.map((action) =>
    action === 'cancel'
      ? 'cancelled'
      : action === 'acceptOffer'
        ? 'offerAccepted'
        : 'offerDeclined',
  );

const notBefore = (row: OrderRow, paidAt: Date, path: string) => {
  if (paidAt < row.createdAt)
    throw validationError([{ path, message: 'validation.notBeforeOrder' }]);
};

/**
 * The order lifecycle (issue 25): every event goes through `apply`, in one transaction under the
 * order's row lock, checked by the state machine, recorded in the timeline, handed to the hooks;
 * the step's mail goes out after commit, at most once.
 */
export function createLifecycle(deps: {
  db: Database;
  dealer: Dealer;
  /** Appends a staff member's action to the audit log in the transition's transaction. */
  audit?: (tx: Database, row: OrderRow, applied: AppliedTransition) => Promise<void>;
  /** After commit: the mail of a timeline entry (claimed on it, so sent at most once). */
  afterCommit?: (entryId: string) => Promise<void>;
}) {
  const { db, dealer } = deps;
  const hooks = createLifecycleHooks();

  async function effectOf(
    tx: Database,
    row: OrderRow,
    transition: OrderTransition,
    now: Date,
  ): Promise<Effect> {
    switch (transition.event) {
      case 'paymentReceived': {
        const { amount, reference, acceptMismatch } = transition;
        const paidAt = new Date(transition.paidAt);
        notBefore(row, paidAt, 'body.paidAt');
        const mismatch =
          amount.currency !== row.currency || amount.centAmount !== row.totalGrossCentAmount;
        if (mismatch && !acceptMismatch)
          throw businessError(errorCodes.paymentAmountMismatch, 400, {
            details: [
              {
                path: 'body.amount',
                message: `expected ${row.totalGrossCentAmount} ${row.currency}`,
              },
            ],
          });
        return {
          changes: {
            paymentDate: paidAt,
            paymentReference: reference,
            paymentReceivedCentAmount: amount.centAmount,
            paymentAmountMismatch: mismatch,
          },
          details: {
            amount,
            paidAt: paidAt.toISOString(),
            reference,
            ...(mismatch
              ? {
                  amountMismatch: {
                    expected: { centAmount: row.totalGrossCentAmount, currency: row.currency },
                    received: amount,
                  },
                }
              : {}),
          },
        };
      }
      case 'shipped': {
        const { carrier, trackingNumber } = transition;
        return {
          changes: { carrier, trackingNumber },
          details: { carrier, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) },
        };
      }
      case 'readyForPickup': {
        const branchId = transition.branchId ?? row.pickupBranchId;
        if (branchId && !(await branchById(tx, branchId)))
          throw validationError([{ path: 'body.branchId', message: 'validation.branch' }]);
        return { changes: {}, details: { branchId } };
      }
      case 'handedOver': {
        if (row.cashIdentificationRequired && !transition.identificationChecked)
          throw validationError([
            { path: 'body.identificationChecked', message: 'validation.identificationRequired' },
          ]);
        const cash = row.paymentState !== 'Paid';
        return {
          // A cash purchase is paid at the counter, its total as ordered.
          changes: cash
            ? { paymentDate: now, paymentReceivedCentAmount: row.totalGrossCentAmount }
            : {},
          details: {
            identificationChecked: transition.identificationChecked,
            ...(cash ? { paidInCash: true } : {}),
          },
        };
      }
      case 'cancelled':
      case 'offerDeclined': {
        const details = transition.event === 'cancelled' ? { reason: transition.reason } : {};
        return {
          changes: {},
          details,
          // A purchase's units go back to stock; a sale never took any.
          after: async (inner) => {
            if (row.transactionType === 'buy')
              await releaseStock(inner, await stockLinesOf(inner, row.id));
          },
        };
      }
      case 'goodsReceived': {
        const settlement = receivedSettlement(await settlementLines(tx, row.id), transition);
        return { changes: { settlement }, details: { lines: transition.lines } };
      }
      case 'assayed': {
        const { settlement, changed } = assayedSettlement(
          await settlementLines(tx, row.id),
          row.settlement!,
          transition,
          row.totalGrossCentAmount,
        );
        return {
          changes: { settlement },
          payoutChanged: changed,
          details: {
            lines: settlement.lines.map((line) => ({
              lineId: line.lineId,
              received: line.received,
              weightGrams: line.weightGrams,
              fineness: line.fineness,
              payout: { centAmount: line.payoutCentAmount, currency: row.currency },
              reason: line.reason,
            })),
            payout: { centAmount: settlement.payoutCentAmount, currency: row.currency },
            offerPending: changed,
          },
        };
      }
      case 'offerAccepted':
        return { changes: {}, details: {} };
      case 'payoutSent': {
        const paidAt = new Date(transition.paidAt);
        notBefore(row, paidAt, 'body.paidAt');
        return {
          changes: { paymentDate: paidAt, paymentReference: transition.reference },
          details: { paidAt: paidAt.toISOString(), reference: transition.reference },
        };
      }
    }
  }

  /** The order's lines with their fine metal per unit, as the settlement reads them. */
  async function settlementLines(tx: Database, orderId: string): Promise<SettlementOrderLine[]> {
    const lines = await readLines(tx, eq(orderLineItems.orderId, orderId));
    return lines.map((line) => ({
      id: line.id,
      unitCentAmount: line.unitCentAmount,
      quantity: line.quantity,
      // Scrap without a known fineness (dental gold) is priced per gram of fine metal.
      fineGramsPerUnit: line.fineWeightG ?? (line.form === 'scrap' ? 1 : null),
    }));
  }

  /** The order as its answers show it, read inside `tx`. */
  async function orderIn(tx: Database, row: OrderRow): Promise<Order> {
    const lines = await readLines(tx, eq(orderLineItems.orderId, row.id));
    const timelines = await readTimelines(tx, [row.id]);
    return toOrder(row, lines, dealer, timelines.get(row.id) ?? []);
  }

  async function applyInTransaction(input: ApplyInput): Promise<ApplyResult> {
    const { orderId, transition, actor, idempotencyKey } = input;
    const now = input.now ?? new Date();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw notFound();
      input.authorize?.(row);
      const hash = requestHash(transition);
      // A repeat of the same request answers the order as it is, without a second effect.
      const [previous] = idempotencyKey
        ? await tx
            .select()
            .from(orderEvents)
            .where(
              and(eq(orderEvents.orderId, orderId), eq(orderEvents.idempotencyKey, idempotencyKey)),
            )
        : await tx
            .select()
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, orderId), ne(orderEvents.event, 'reminded')))
            .orderBy(desc(orderEvents.at), desc(orderEvents.id))
            .limit(1);
      if (previous && idempotencyKey && previous.requestHash !== hash)
        throw businessError(errorCodes.idempotencyKeyReused, 422);
      if (previous && previous.event === transition.event && previous.requestHash === hash)
        return { order: row, changed: false, entryId: previous.id };

      const facts = factsOf(row);
      if (actor.kind === 'customer') assertCustomerMay(row, transition);
      const allowed = allowedEvents(facts);
      if (!allowed.includes(transition.event)) throw transitionRefused(allowed);
      const effect = await effectOf(tx, row, transition, now);
      let outcome: OrderOutcome;
      try {
        outcome = outcomeOf(facts, transition.event, { payoutChanged: effect.payoutChanged });
      } catch (error) {
        if (error instanceof TransitionNotAllowed) throw transitionRefused(error.allowed);
        throw error;
      }
      const [updated] = await tx
        .update(orders)
        .set({ ...effect.changes, ...outcome, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      await effect.after?.(tx);
      const [entry] = await tx
        .insert(orderEvents)
        .values({
          orderId,
          at: now,
          event: transition.event,
          actorKind: actor.kind,
          actorStaffId: actor.kind === 'staff' ? actor.id : null,
          actorName: actor.kind === 'staff' ? actor.name : null,
          details: effect.details,
          orderState: outcome.orderState,
          paymentState: outcome.paymentState,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        })
        .returning({ id: orderEvents.id });
      const applied: AppliedTransition = {
        entryId: entry!.id,
        transition,
        actor,
        at: now,
        before: { orderState: row.orderState, paymentState: row.paymentState, stage: row.stage },
        after: outcome,
      };
      if (actor.kind === 'staff') await deps.audit?.(tx, updated!, applied);
      await hooks.inTransaction(tx, await orderIn(tx, updated!), applied);
      return { order: updated!, changed: true, entryId: entry!.id };
    });
  }

  return {
    /** Where other features register their hooks (documents). */
    hooks: hooks.register,
    /** The hooks' attachments for a step's mail (the mail sender asks). */
    attachments: hooks.attachments,
    /** Orders with their documents' paths for the customer or the staff (the documents hook). */
    withDocuments: hooks.withDocuments,

    /**
     * Applies one event to an order: refused (409 transition_not_allowed with the allowed events)
     * unless the state machine allows it now; a repeat of the same event with the same details
     * (or the same Idempotency-Key) answers the order without a second effect. The step's mail
     * goes out after commit.
     */
    async apply(input: ApplyInput): Promise<ApplyResult> {
      const result = await repositoryCall(() => applyInTransaction(input));
      if (result.changed) await deps.afterCommit?.(result.entryId);
      return result;
    },

    /**
     * Reminds the customer once of a purchase still unpaid (a bank transfer) or not collected (cash
     * in store): a `reminded` entry on the timeline and its mail after commit. `cancelAt` is when
     * the order is cancelled unless paid, named in the mail. False when the order was reminded
     * before, is paid, final, or no purchase.
     */
    async remind(
      orderId: string,
      { cancelAt, now = new Date() }: { cancelAt?: Date; now?: Date } = {},
    ) {
      const entryId = await repositoryCall(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
          if (!row) throw notFound();
          if (row.transactionType !== 'buy' || row.paymentState === 'Paid') return null;
          if (row.orderState === 'Complete' || row.orderState === 'Cancelled') return null;
          const [earlier] = await tx
            .select({ id: orderEvents.id })
            .from(orderEvents)
            .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, 'reminded')));
          if (earlier) return null;
          const [entry] = await tx
            .insert(orderEvents)
            .values({
              orderId,
              at: now,
              event: 'reminded',
              actorKind: 'system',
              details: cancelAt ? { cancelAt: cancelAt.toISOString() } : {},
              orderState: row.orderState,
              paymentState: row.paymentState,
            })
            .returning({ id: orderEvents.id });
          return entry!.id;
        }),
      );
      if (entryId) await deps.afterCommit?.(entryId);
      return entryId !== null;
    },

    /** The order row (null when none). */
    async row(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order as its owner reads it (for callers that hold the row). */
    view: async (row: OrderRow): Promise<Order> =>
      (await hooks.withDocuments([await orderIn(db, row)], 'customer'))[0]!,
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
