import { errorCodes, languageOfTag, type PaymentMethod } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { messageTables, plainMessage } from '@shop/i18n/messages';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import type { Lifecycle } from '../orders/lifecycle/service';
import { unpaidOrders, type UnpaidOrder } from '../orders/lifecycle/unpaid';
import { timeZones } from '../plugins/messaging/templates';
import type { DaysPerStore } from './config';
import { addWorkingDays } from './working-days';

/** Spec 9: a cash purchase is collected within 5 working days; reminded after 3. */
export const cashPickupWorkingDays = { remind: 3, cancel: 5 } as const;

const dayMs = 24 * 60 * 60 * 1000;

/** When an unpaid purchase is reminded and when it is cancelled, from its placing. */
interface Deadlines {
  remindAt: Date;
  cancelAt: Date;
}

/** What one run did, by order id. */
export interface DeadlineReport {
  reminded: string[];
  cancelled: string[];
}

export interface DeadlineJobDeps {
  db: Database;
  lifecycle: Pick<Lifecycle, 'remind' | 'apply' | 'row'>;
  reminderDays: DaysPerStore;
  cancelDays: DaysPerStore;
  log: { error(object: object, message: string): void };
}

/** The reason a cancellation records, in the order's language. */
const reasonText = (locale: string, reason: 'notPaidInTime' | 'notCollectedInTime'): string => {
  const id = `order.cancelReason.${reason}`;
  const text = plainMessage(messageTables.orders[languageOfTag(locale)], id);
  if (text === undefined) throw new Error(`No text ${id}`);
  return text;
};

/**
 * The unpaid-order job (issue 25, item 6): bank-transfer purchases still unpaid are reminded after
 * the store's reminder days and cancelled after its cancel days; cash purchases for pick-up not
 * collected are reminded after 3 working days and cancelled after 5 (spec 9). Each reminder and
 * cancellation is a step of the order lifecycle by the system, taken under the order's row lock:
 * `remind` writes the reminder once (a second instance finds it written), a cancellation is a
 * transition that a second instance finds already applied, so every instance may run the job at
 * the same time and each order is reminded once and cancelled once.
 */
export function createDeadlineJob({
  db,
  lifecycle,
  reminderDays,
  cancelDays,
  log,
}: DeadlineJobDeps) {
  const kinds: {
    method: PaymentMethod;
    reason: 'notPaidInTime' | 'notCollectedInTime';
    deadlines: (order: UnpaidOrder) => Deadlines;
    /** The earliest placing that can be due for anything (a lower bound for the query). */
    due: (now: Date) => Date;
  }[] = [
    {
      method: 'bankTransfer',
      reason: 'notPaidInTime',
      deadlines: ({ store, createdAt }) => ({
        remindAt: new Date(createdAt.getTime() + reminderDays[store] * dayMs),
        cancelAt: new Date(createdAt.getTime() + cancelDays[store] * dayMs),
      }),
      due: (now) => new Date(now.getTime() - Math.min(...Object.values(reminderDays)) * dayMs),
    },
    {
      method: 'cashInStore',
      reason: 'notCollectedInTime',
      deadlines: ({ store, createdAt }) => ({
        remindAt: addWorkingDays(
          createdAt,
          cashPickupWorkingDays.remind,
          timeZones[store as StoreKey],
        ),
        cancelAt: addWorkingDays(
          createdAt,
          cashPickupWorkingDays.cancel,
          timeZones[store as StoreKey],
        ),
      }),
      // Three working days are at least three calendar days.
      due: (now) => new Date(now.getTime() - cashPickupWorkingDays.remind * dayMs),
    },
  ];

  /** Cancels one order as the system; another instance's cancellation (or a payment) first is no error. */
  async function cancel(
    orderId: string,
    reason: 'notPaidInTime' | 'notCollectedInTime',
    now: Date,
  ) {
    const row = await lifecycle.row(orderId);
    if (!row) return false;
    try {
      const result = await lifecycle.apply({
        orderId,
        transition: { event: 'cancelled', reason: reasonText(row.locale, reason) },
        actor: { kind: 'system' },
        now,
      });
      return result.changed;
    } catch (error) {
      // Paid or cancelled meanwhile: the state machine refuses, which is the outcome wanted.
      if (error instanceof AppError && error.body.code === errorCodes.transitionNotAllowed)
        return false;
      throw error;
    }
  }

  return {
    /** One run at `now` (the timer's clock, or a test's). */
    async run(now: Date = new Date()): Promise<DeadlineReport> {
      const report: DeadlineReport = { reminded: [], cancelled: [] };
      for (const kind of kinds) {
        const candidates = await unpaidOrders(db, {
          paymentMethod: kind.method,
          placedBefore: kind.due(now),
        });
        for (const order of candidates) {
          const { remindAt, cancelAt } = kind.deadlines(order);
          try {
            if (now >= cancelAt) {
              if (await cancel(order.id, kind.reason, now)) report.cancelled.push(order.id);
            } else if (now >= remindAt && order.remindedAt === null) {
              if (await lifecycle.remind(order.id, { cancelAt, now }))
                report.reminded.push(order.id);
            }
          } catch (error) {
            // One order's failure (a mail transport down) does not hold up the others; the next
            // run tries it again.
            log.error(
              { err: error, orderId: order.id },
              'An unpaid order could not be reminded or cancelled',
            );
          }
        }
      }
      return report;
    },
  };
}

export type DeadlineJob = ReturnType<typeof createDeadlineJob>;
