import { and, desc, eq, sql } from 'drizzle-orm';
import {
  errorCodes,
  languageOfTag,
  type Order,
  type OrderDraft,
  type PriceChange,
  type ReceivingAddress,
} from '@shop/api-client/contract';
import { readCart, type CartFigures } from '../carts/cart-view';
import {
  checkoutBlockers,
  oversoldDepositLines,
  sellBackAboveCostLines,
  shortOfStockSkus,
} from '../carts/checkout-checks';
import { priceChanges } from '../carts/price-changes';
import { claimQuote } from '../carts/quotes';
import {
  lockOwnCart,
  markCartOrdered,
  type CartScope,
  type CartsRepository,
} from '../carts/repository';
import type { Database } from '../db/client';
import { depositShippingKey, lockDeposit } from '../deposits/repository';
import { orderEvents, orderLineItems, orders } from './tables';
import { businessError } from '../lib/business-errors';
import { AppError, repositoryCall } from '../lib/errors';
import { orderConfirmationMail } from '../plugins/messaging/templates';
import type { Messaging } from '../plugins/messaging/messaging';
import type { CartPriceView } from '../prices/price-view';
import type { Dealer } from './dealer';
import type { Lifecycle } from './lifecycle/service';
import { outOfStockError, reserveStock } from '../catalogue/stock';
import { branchById, lockDiscountCode } from '../checkout/reference-data';
import { couponLimitReached } from './coupon-usage';
import { lockOwnerOrders } from './order-limits';
import { acceptedTexts } from '../content/legal-versions';
import { claimKey, completeKey, releaseKey, requestHash, type StoredAnswer } from './idempotency';
import { initialOrderState, initialPaymentState } from './lifecycle/machine';
import { readLines, readOrders, readTimelines, toOrder, type OrderRow } from './order-view';

/**
 * A new order number, made in the INSERT itself: the year and the sequence's next value, at least
 * six digits (2026-000042). nextval takes no lock held to the end of the transaction, so
 * concurrent orders do not wait for each other's commits.
 */
const newOrderNumber = (now: Date) =>
  sql<string>`(select ${String(now.getUTCFullYear())}::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('order_number_seq') as n)`;

/** Thrown inside the order transaction so it rolls back before the cart is re-priced. */
export class PriceMismatch extends Error {
  constructor(readonly changes: PriceChange[]) {
    super('product_price_mismatch');
  }
}

export interface PlaceOrderInput {
  draft: OrderDraft;
  idempotencyKey: string;
  languageTag: string | undefined;
}

/** What an order takes besides its cart. */
export interface OrderExtras extends Pick<OrderDraft, 'comment' | 'utmParams' | 'quoteId'> {
  /**
   * Present when the customer accepted the terms and the privacy policy with this request: the
   * order records the versions shown in this language (else the cart's) and the time. Absent for
   * a limit order's execution (see limit-orders/executor.ts).
   */
  consents?: { languageTag: string | undefined };
}

export interface CreatedOrder {
  order: Order;
  row: OrderRow;
  figures: CartFigures;
}

/**
 * The checkout's order path inside the caller's transaction `tx`: the cart under its row lock,
 * spec 5's checks, the comparison with the current prices, the order with its lines, the cart
 * marked ordered. POST /orders and the limit-order executor both make orders only through this,
 * so both apply the same rules. Throws the first blocker's business error, or PriceMismatch.
 */
export async function orderFromCart(
  tx: Database,
  priceView: CartPriceView,
  scope: CartScope,
  cartId: string,
  extras: OrderExtras,
  now: Date,
  dealer: Dealer,
): Promise<CreatedOrder> {
  // First, before any lock or write: a dealer does not trade on prices the feed no longer backs.
  if (priceView.stale()) throw businessError(errorCodes.pricesStale, 409);
  const cart = await lockOwnCart(tx, scope, cartId);
  // A sale from the deposit reads the holdings only under the deposit's lock (see lockDeposit).
  if (cart.transactionType === 'sell' && cart.shippingMethodKey === depositShippingKey)
    await lockDeposit(tx, scope);
  // The limits across orders read the owner's earlier orders only under this lock.
  await lockOwnerOrders(tx, scope.ownerId);
  const { cart: view, lines, figures } = await readCart(tx, cart);
  const [blocker] = checkoutBlockers(figures.check.cart, figures.check.context);
  if (blocker === errorCodes.invalidDepositItems)
    throw businessError(blocker, 400, {
      details: oversoldDepositLines(figures.check.cart, figures.check.context).map((line) => ({
        path: `lineItems.${line.sku}.quantity`,
        message: `validation.depositHeld:${line.held}`,
      })),
    });
  if (blocker === errorCodes.outOfStockItems) {
    const short = shortOfStockSkus(figures.check.cart);
    throw outOfStockError(figures.check.cart.lines.filter((line) => short.has(line.sku)));
  }
  if (blocker === errorCodes.couponSellBackAboveCost)
    throw businessError(blocker, 400, {
      details: sellBackAboveCostLines(figures.check.cart, figures.check.context).map((line) => ({
        path: `lineItems.${line.sku}.price`,
        message: 'validation.couponSellBackCost',
      })),
    });
  if (blocker) throw businessError(blocker, 400);
  // A coupon that takes nothing off is not a redemption; one that does is counted under the
  // code's row lock, so two orders cannot both take its last redemption.
  const redeemedCodeId = figures.discount > 0 ? cart.discountCodeId : null;
  if (redeemedCodeId) {
    const code = await lockDiscountCode(tx, redeemedCodeId);
    if (await couponLimitReached(tx, code, { ownerId: scope.ownerId, email: cart.customerEmail }))
      throw businessError(errorCodes.couponLimitReached, 409);
  }
  const type = cart.transactionType;
  // A quote still running holds its prices (its lines are the cart's); else the current ones count.
  const quoteId = extras.quoteId
    ? await claimQuote(tx, scope, cart, lines, extras.quoteId, now)
    : null;
  if (!quoteId) {
    const changes = priceChanges(priceView, scope.store, type, cart.currency, lines);
    if (changes.length > 0) throw new PriceMismatch(changes);
  }
  // The check above read stock without a lock; this takes it, or finds a parallel order took it.
  if (type === 'buy') await reserveStock(tx, lines);
  const accepted = extras.consents
    ? await acceptedTexts(
        tx,
        scope.store,
        languageOfTag(extras.consents.languageTag ?? cart.locale),
      )
    : null;

  const { totals } = figures;
  const [row] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(now),
      ownerId: scope.ownerId,
      cartId: cart.id,
      storeKey: cart.storeKey,
      locale: cart.locale,
      currency: cart.currency,
      transactionType: cart.transactionType,
      orderType: cart.orderType,
      orderState: initialOrderState(cart.transactionType),
      paymentState: initialPaymentState,
      shippingInfo: figures.method
        ? { methodKey: figures.method.key, centAmount: figures.shipping }
        : null,
      // The checks above guarantee addresses and e-mail.
      shippingAddress: cart.shippingAddress!,
      billingAddress: cart.billingAddress!,
      paymentMethod: cart.paymentMethod,
      pickupBranchId: cart.pickupBranchId,
      payoutBankDetails: type === 'sell' ? cart.payoutBankDetails : null,
      cashIdentificationRequired: view.cashIdentificationRequired,
      customerEmail: cart.customerEmail!,
      // Claimed for the confirmation mail at once: only the caller that made the order sends it
      // (a repeat of the key gets the stored answer), and no claiming write waits for a commit.
      confirmationSentAt: now,
      comment: extras.comment ?? null,
      utmParams: extras.utmParams ?? null,
      termsVersion: accepted?.terms ?? null,
      privacyVersion: accepted?.privacy ?? null,
      consentsAcceptedAt: accepted ? now : null,
      discountCentAmount: figures.discount,
      discountCodeId: redeemedCodeId,
      quoteId,
      subtotalNetCentAmount: totals.net,
      totalTaxCentAmount: totals.tax,
      totalGrossCentAmount: totals.gross,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderLineItems).values(
    lines.map((line, position) => ({
      orderId: row!.id,
      position,
      sku: line.sku,
      productId: line.productId,
      nameDe: line.nameDe,
      nameEn: line.nameEn,
      quantity: line.quantity,
      unitCentAmount: line.unitCentAmount,
      taxRateBps: line.taxRateBps,
      taxClass: line.taxClass,
      discountCentAmount: figures.lineDiscounts[position] ?? 0,
    })),
  );
  // The timeline starts with the placing; its mail (the order desk's) is claimed when sent.
  const [placed] = await tx
    .insert(orderEvents)
    .values({
      orderId: row!.id,
      at: now,
      event: 'placed',
      // A limit order's execution places the order on the customer's standing instruction.
      actorKind: extras.consents ? 'customer' : 'system',
      orderState: row!.orderState,
      paymentState: row!.paymentState,
    })
    .returning();
  // Read back as GET /orders reads them (with the products' metal), so every answer is alike.
  const orderLines = await readLines(tx, eq(orderLineItems.orderId, row!.id));
  await markCartOrdered(tx, cart.id, now);
  return { order: toOrder(row!, orderLines, dealer, [placed!]), row: row!, figures };
}

export function createOrdersRepository(
  db: Database,
  priceView: CartPriceView,
  cartsRepository: CartsRepository,
  messaging: Messaging,
  dealer: Dealer,
  /** The API's path in the shop's origin (PUBLIC_API_PREFIX), for links to its files in mails. */
  publicApiPrefix: string,
  /** The key a slip link carries for its order (a keyed hash under the API's secret). */
  slipKey: (orderId: string) => string,
  /** The order desk's mail of a new order, queued in the transaction that places it. */
  queueOrderDeskMail: (tx: Database, order: Order) => Promise<void>,
  /** Orders with their documents (the lifecycle's documents hook). */
  withDocuments: Lifecycle['withDocuments'],
) {
  /** One transaction: the order from the cart and the key's answer commit together. */
  const createInTransaction = (
    scope: CartScope,
    { draft, idempotencyKey, languageTag }: PlaceOrderInput,
    now: Date,
  ): Promise<CreatedOrder> =>
    db.transaction(async (tx) => {
      const created = await orderFromCart(
        tx,
        priceView,
        scope,
        draft.cartId,
        // The route let the request through only with both consents given.
        {
          comment: draft.comment,
          utmParams: draft.utmParams,
          quoteId: draft.quoteId,
          consents: { languageTag },
        },
        now,
        dealer,
      );
      await completeKey(tx, scope.ownerId, idempotencyKey, now, {
        status: 201,
        body: created.order,
      });
      await queueConfirmation(tx, created.order, languageTag);
      await queueOrderDeskMail(tx, created.order);
      return created;
    });

  /**
   * The confirmation, queued in `tx`, the transaction that makes the order (claimed on the order
   * row as it was inserted): it goes out exactly when the order commits.
   */
  async function queueConfirmation(
    tx: Database,
    order: Order,
    languageTag: string | undefined,
  ): Promise<void> {
    const language = languageOfTag(languageTag ?? order.locale);
    const branch = order.pickupBranchId ? await branchById(tx, order.pickupBranchId) : undefined;
    const mail = orderConfirmationMail(language, {
      orderNumber: order.orderNumber,
      store: order.store,
      locale: order.locale,
      transactionType: order.transactionType,
      currency: order.currency,
      lines: order.lineItems.map((line) => ({
        quantity: line.quantity,
        name: line.name[language],
        unitCentAmount: line.price.centAmount,
        isScrap: line.isScrap,
      })),
      shipping: order.shippingInfo
        ? {
            methodKey: order.shippingInfo.methodKey,
            centAmount: order.shippingInfo.price.centAmount,
          }
        : null,
      discountCentAmount: order.discount.centAmount,
      netCentAmount: order.taxedPrice.totalNet.centAmount,
      taxCentAmount: order.taxedPrice.totalTax.centAmount,
      grossCentAmount: order.totalGrossPrice.centAmount,
      paymentMethod: order.paymentMethod,
      dealerAccount: dealer.accounts[order.store],
      payoutBankDetails: order.payoutBankDetails,
      receivingAddress: order.receivingAddress,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      branch: branch
        ? {
            name: language === 'de' ? branch.nameDe : branch.nameEn,
            address: `${branch.streetAddress}, ${branch.zipCode} ${branch.city}`,
          }
        : null,
      // Through the shop's edge, which turns the session cookies into the token it needs.
      slipLink:
        order.transactionType === 'sell' && order.receivingAddress
          ? `${messaging.links.origin(order.store)}${publicApiPrefix}/orders/${order.id}/slip.pdf?languageTag=${language}&token=${slipKey(order.id)}`
          : null,
      lookupLink: messaging.links.page(order.store, language, 'orderLookup'),
    });
    await messaging.enqueue(tx, { channel: 'email', to: order.customerEmail, ...mail });
  }

  /** The order row of `ownerId` and its lines; anyone else's is not found (404). */
  /** The order if `ownerId` owns it; any order with null (a caller holding its slip key). */
  async function readOwn(ownerId: string | null, orderId: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        ownerId === null
          ? eq(orders.id, orderId)
          : and(eq(orders.id, orderId), eq(orders.ownerId, ownerId)),
      );
    if (!row) throw businessError(errorCodes.orderNotFound, 404, { name: 'ResourceNotFoundError' });
    const lines = await readLines(db, eq(orderLineItems.orderId, row.id));
    return { row, lines };
  }

  return {
    queueConfirmation,
    queueOrderDeskMail,
    /** The store's accounts and addresses for orders made elsewhere through orderFromCart (limit orders). */
    dealer,

    /**
     * POST /orders: the answer for this idempotency key, made now or stored by its first request.
     * A failure releases the key, so the same request may be sent again once the cart is fixed.
     */
    async place(scope: CartScope, input: PlaceOrderInput): Promise<StoredAnswer> {
      const now = new Date();
      const hash = requestHash({
        store: scope.store,
        draft: input.draft,
        languageTag: input.languageTag ?? null,
      });
      const claim = await repositoryCall(() =>
        claimKey(db, scope.ownerId, input.idempotencyKey, hash, now),
      );
      if (claim !== 'claimed') return claim;
      let created: Awaited<ReturnType<typeof createInTransaction>>;
      try {
        created = await createInTransaction(scope, input, now);
      } catch (error) {
        await releaseKey(db, scope.ownerId, input.idempotencyKey, now);
        // Database failures become RepositoryError; the mismatch is handled here.
        if (!(error instanceof PriceMismatch)) return repositoryCall(() => Promise.reject(error));
        // The cart takes the current prices; the client shows old and new and asks to confirm.
        await cartsRepository.recalculate(scope, input.draft.cartId, undefined);
        const mismatch = businessError(errorCodes.productPriceMismatch, 409);
        throw new AppError({ ...mismatch.body, priceChanges: error.changes });
      }
      return { status: 201, body: created.order };
    },

    /** The owner's orders, newest first. */
    list: (ownerId: string): Promise<Order[]> =>
      repositoryCall(async () =>
        withDocuments(
          (
            await readOrders(
              db,
              eq(orders.ownerId, ownerId),
              [desc(orders.createdAt), desc(orders.orderNumber)],
              dealer,
            )
          ).orders,
          'customer',
        ),
      ),

    /** The order with this number whose e-mail is `email` (a guest's lookup); null otherwise. */
    byNumberAndEmail: async (orderNumber: string, email: string): Promise<Order | null> =>
      repositoryCall(async () => {
        const { orders: found } = await readOrders(
          db,
          and(eq(orders.orderNumber, orderNumber), sql`lower(${orders.customerEmail}) = ${email}`),
          [],
          dealer,
        );
        return (await withDocuments(found, 'customer'))[0] ?? null;
      }),

    /** One of the owner's orders; anyone else's is not found (404), its existence not revealed. */
    get: (ownerId: string, orderId: string): Promise<Order> =>
      repositoryCall(async () => {
        const { row, lines } = await readOwn(ownerId, orderId);
        const timelines = await readTimelines(db, [row.id]);
        const [order] = await withDocuments(
          [toOrder(row, lines, dealer, timelines.get(row.id) ?? [])],
          'customer',
        );
        return order!;
      }),

    /**
     * What the accompanying slip of one of the owner's sales shows: the order, its receiving
     * address and each line's fineness as the catalogue has it. Not found as `get`; refused
     * (order_slip_not_available, 409) unless the goods are posted to the dealer and the sale
     * stands: nothing is sent for a buy order, a deposit sale, a hand-over in store or a
     * cancelled sale.
     */
    /** The key of an order's slip link: only the API can make it, and it names one order. */
    slipKey,
    slipSource: (
      ownerId: string | null,
      orderId: string,
    ): Promise<{ order: Order; receivingAddress: ReceivingAddress; fineness: (string | null)[] }> =>
      repositoryCall(async () => {
        const { row, lines } = await readOwn(ownerId, orderId);
        const order = toOrder(row, lines, dealer, []);
        if (!order.receivingAddress || order.orderState === 'Cancelled')
          throw businessError(errorCodes.orderSlipNotAvailable, 409);
        return {
          order,
          receivingAddress: order.receivingAddress,
          fineness: lines.map((line) => line.fineness),
        };
      }),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
