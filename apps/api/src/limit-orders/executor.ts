import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { errorCodes, languageOfTag, reachesTarget, type Order } from '@shop/api-client/contract';
import { stores } from '@shop/i18n';
import type { CartsRepository } from '../carts/repository';
import type { Database } from '../db/client';
import { limitOrders } from './tables';
import { AppError } from '../lib/errors';
import { orderContactOf } from '../customers/contact';
import type { Messaging } from '../plugins/messaging/messaging';
import { limitOrderExecutedMail } from '../plugins/messaging/templates';
import { orderFromCart, PriceMismatch, type OrdersRepository } from '../orders/repository';
import type { CartPriceView } from '../prices/price-view';
import { currentUnitPrice, type LimitOrderRow } from './repository';

/** What one run did, by limit order id. */
export interface ExecutionReport {
  executed: string[];
  /** Expired, product gone, or the order it would become failed a check (reason on the row). */
  inactive: string[];
}

export interface LimitOrderExecutorDeps {
  db: Database;
  priceView: CartPriceView;
  carts: CartsRepository;
  orders: OrdersRepository;
  messaging: Messaging;
  log: { error(object: object, message: string): void };
}

interface Execution {
  row: LimitOrderRow;
  order: Order;
  unitCentAmount: number;
  name: { de: string; en: string };
}

/**
 * Runs after every recalculation on every instance: stops expired limit orders, flags those whose
 * product has left the catalogue Inactive, and turns each Active one whose price has reached its
 * target into an order through the checkout's path (orders/repository.ts orderFromCart).
 *
 * Exactly once across instances: each execution is one transaction that takes the limit order
 * with FOR UPDATE SKIP LOCKED while it is still Active and sets it Executed before committing; an
 * instance that comes second finds it locked (skips it) or no longer Active (skips it).
 */
export function createLimitOrderExecutor({
  db,
  priceView,
  carts: cartsRepository,
  orders: ordersRepository,
  messaging,
  log,
}: LimitOrderExecutorDeps) {
  const markInactive = async (
    ids: readonly string[] | 'expired' | 'gone',
    reason: string,
    now: Date,
  ) => {
    const where =
      ids === 'expired'
        ? lte(limitOrders.expiresAt, now)
        : ids === 'gone'
          ? sql`not exists (select 1 from products where products.sku = ${limitOrders.productSku} and products.published)`
          : inArray(limitOrders.id, [...ids]);
    const rows = await db
      .update(limitOrders)
      .set({ status: 'Inactive', inactiveReason: reason, updatedAt: now })
      .where(and(eq(limitOrders.status, 'Active'), where))
      .returning({ id: limitOrders.id });
    return rows.map((row) => row.id);
  };

  /** One limit order into one order, or nothing when it is taken, changed or not due. */
  const executeInTransaction = (id: string, now: Date): Promise<Execution | null> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(limitOrders)
        .where(and(eq(limitOrders.id, id), eq(limitOrders.status, 'Active')))
        .for('update', { skipLocked: true });
      if (!row || row.expiresAt <= now) return null;
      const type = row.type;
      const current = currentUnitPrice(priceView, row);
      if (current === null || !reachesTarget(type, current, row.targetUnitPriceCentAmount))
        return null;

      const store = row.storeKey;
      const contact = await orderContactOf(tx, row.customerId);
      // The cart an order is made from, as the checkout would have filled it; missing data is
      // left empty so the order checks name it.
      const { cart, line } = await cartsRepository.openOrderCart(
        tx,
        {
          ownerId: row.customerId,
          storeKey: store,
          locale: row.locale,
          transactionType: type,
          orderType: 'limitOrder',
          currency: row.currency,
          country: stores[store].country,
          customerEmail: contact.email,
          shippingAddress: contact.shippingAddress,
          billingAddress: contact.billingAddress,
          paymentMethod: type === 'buy' ? 'bankTransfer' : null,
          payoutBankDetails: type === 'sell' ? row.payoutBankDetails : null,
          createdAt: now,
          updatedAt: now,
        },
        { sku: row.productSku, quantity: row.quantity, createdAt: now },
      );
      const { order } = await orderFromCart(
        tx,
        priceView,
        { ownerId: row.customerId, store },
        cart.id,
        // No consents: the customer gives none at execution, which happens unattended. What they
        // accepted is the terms in force when they placed the limit order; the order records no
        // versions (null), so it is not mistaken for a checkout order accepted at this time.
        {},
        now,
        ordersRepository.dealer,
      );
      const [executed] = await tx
        .update(limitOrders)
        .set({ status: 'Executed', orderId: order.id, executedAt: now, updatedAt: now })
        .where(and(eq(limitOrders.id, row.id), eq(limitOrders.status, 'Active')))
        .returning();
      // Cannot happen under the row lock; if it did, the order must not commit.
      if (!executed) throw new Error(`Limit order ${row.id} was claimed twice`);
      const execution = {
        row: executed,
        order,
        unitCentAmount: line.unitCentAmount,
        name: { de: line.nameDe, en: line.nameEn },
      };
      await queueMails(tx, execution);
      return execution;
    });

  /**
   * In the execution's transaction: the order's confirmation and the order desk's mail (the
   * checkout's) and the limit order's own notice, queued to go out exactly when the order commits.
   */
  async function queueMails(
    tx: Database,
    { row, order, unitCentAmount, name }: Execution,
  ): Promise<void> {
    const language = languageOfTag(row.locale);
    await ordersRepository.queueConfirmation(tx, order, row.locale);
    await ordersRepository.queueOrderDeskMail(tx, order);
    const mail = limitOrderExecutedMail(language, {
      number: row.number,
      orderNumber: order.orderNumber,
      type: row.type,
      name: name[language],
      quantity: row.quantity,
      currency: row.currency,
      locale: row.locale,
      targetCentAmount: row.targetUnitPriceCentAmount,
      unitCentAmount,
      link: messaging.links.page(
        row.storeKey,
        language,
        'limitOrderDetail',
        {},
        {
          slug: row.id,
        },
      ),
    });
    await messaging.enqueue(tx, { channel: 'email', to: order.customerEmail, ...mail });
  }

  async function execute(id: string, now: Date): Promise<'executed' | 'inactive' | null> {
    let execution: Execution | null;
    try {
      execution = await executeInTransaction(id, now);
    } catch (error) {
      // Prices moved between pricing the line and the check, or the feed went stale meanwhile:
      // the next recalculation decides.
      if (error instanceof PriceMismatch) return null;
      if (error instanceof AppError && error.body.code === errorCodes.pricesStale) return null;
      // An order check failed (address removed, over the cart limit, sold out...): the customer
      // has to act, so it stops with that reason instead of failing after every recalculation.
      if (error instanceof AppError && error.body.code) {
        const stopped = await markInactive([id], error.body.code, now);
        return stopped.length > 0 ? 'inactive' : null;
      }
      log.error({ err: error, limitOrderId: id }, 'Limit order could not be executed');
      return null;
    }
    return execution ? 'executed' : null;
  }

  let queue: Promise<unknown> = Promise.resolve();

  async function runOnce(now: Date): Promise<ExecutionReport> {
    const inactive = [
      ...(await markInactive('expired', 'expired', now)),
      ...(await markInactive('gone', 'productUnpublished', now)),
    ];
    const executed: string[] = [];
    // Stale prices execute nothing: the limit orders wait, Active, for the feed to come back.
    if (priceView.stale()) return { executed, inactive };
    const active = await db.select().from(limitOrders).where(eq(limitOrders.status, 'Active'));
    for (const row of active) {
      const current = currentUnitPrice(priceView, row);
      if (current === null || !reachesTarget(row.type, current, row.targetUnitPriceCentAmount))
        continue;
      const outcome = await execute(row.id, now);
      if (outcome === 'executed') executed.push(row.id);
      else if (outcome === 'inactive') inactive.push(row.id);
    }
    return { executed, inactive };
  }

  return {
    /**
     * One pass over the Active limit orders. Passes run one at a time per instance; a call while
     * one runs queues behind it (prices may have changed since it started).
     */
    run(now?: Date): Promise<ExecutionReport> {
      const run = queue.catch(() => undefined).then(() => runOnce(now ?? new Date()));
      queue = run;
      return run;
    },
    /** Resolves once the passes started so far have finished (closing waits for them). */
    settled: (): Promise<void> =>
      queue.then(
        () => undefined,
        () => undefined,
      ),
  };
}

export type LimitOrderExecutor = ReturnType<typeof createLimitOrderExecutor>;
