import fp from 'fastify-plugin';
import { publicApiPrefixFromEnv } from '../config';
import { appendAudit } from '../audit/append';
import orderRoutes from './routes';
import staffOrderRoutes from './staff-routes';
import { createCartPriceView } from '../prices/price-view';
import type { Dealer } from './dealer';
import { createLifecycle, type Lifecycle } from './lifecycle/service';
import { createStepMailer } from './lifecycle/mails';
import { orderDeskFromEnv, type OrderDesk } from './order-desk';
import { createOrdersRepository, type OrdersRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    orders: {
      repository: OrdersRepository;
      /**
       * The order lifecycle (issue 25): `apply` an event, `remind` of an unpaid order, and the
       * `hooks` documents register into.
       */
      lifecycle: Lifecycle;
      /** The key of an order's offer link (the final-offer mail's), a keyed hash like the slip's. */
      offerKey: (orderId: string) => string;
    };
  }
}

export interface OrdersPluginOptions {
  /**
   * Where customers pay bank-transfer buy orders and send sold goods (DEALER_BANK_ACCOUNTS and
   * DEALER_RECEIVING_ADDRESSES, read at start).
   */
  dealer: Dealer;
  /** The API's path in the shop's origin, for the slip's link in mails (default PUBLIC_API_PREFIX). */
  publicApiPrefix?: string;
  /** Where each store's order desk hears of new orders (default ORDER_DESK_MAIL_TO). */
  orderDesk?: OrderDesk;
}

/**
 * Orders: the repository (checked against the shared price view), the /orders routes. Expired
 * idempotency keys go with the housekeeping job (jobs/definitions.ts).
 */
export default fp<OrdersPluginOptions>(
  async (
    fastify,
    { dealer, publicApiPrefix = publicApiPrefixFromEnv(), orderDesk = orderDeskFromEnv() },
  ) => {
    const offerKey = (orderId: string) => fastify.keyedHash(`order-offer:${orderId}`);
    const { links } = fastify.messaging;
    // The mailer asks the lifecycle's hooks for attachments; the lifecycle sends through it.
    let attachments: Lifecycle['attachments'] = async () => [];
    const mailer = createStepMailer({
      db: fastify.db,
      messaging: fastify.messaging,
      dealer,
      log: fastify.log,
      orderDesk,
      attachments: (orderId, event) => attachments(orderId, event),
      links: {
        order: (order, language) =>
          links.page(order.store, language, 'orderDetail', {}, { slug: order.id }),
        // The offer's own page (signed in or not), with the key that opens it.
        offer: (order, language) =>
          links.page(
            order.store,
            language,
            'orderOffer',
            { offerToken: offerKey(order.id) },
            { slug: order.id },
          ),
      },
    });
    const lifecycle = createLifecycle({
      db: fastify.db,
      dealer,
      afterCommit: mailer.sendEntryMail,
      // Each staff member's transition, with the states before and after and what was recorded.
      audit: (tx, row, applied) =>
        appendAudit(tx, {
          staffId: applied.actor.kind === 'staff' ? applied.actor.id : null,
          action: `order.${applied.transition.event}`,
          entityType: 'order',
          entityId: row.id,
          store: row.storeKey,
          before: { ...applied.before },
          after: { ...applied.after, ...applied.transition },
        }),
    });
    attachments = lifecycle.attachments;
    const repository = createOrdersRepository(
      fastify.db,
      createCartPriceView(fastify.prices),
      fastify.carts.repository,
      fastify.messaging,
      dealer,
      publicApiPrefix,
      (orderId) => fastify.keyedHash(`order-slip:${orderId}`),
      mailer.queueOrderDeskMail,
      lifecycle.withDocuments,
    );
    fastify.decorate('orders', { repository, lifecycle, offerKey });
    await fastify.register(orderRoutes);
    // A scope of its own: the staff guard runs before its routes only.
    await fastify.register(staffOrderRoutes, { dealer });
  },
  { name: 'orders', dependencies: ['db', 'prices', 'accounts', 'messaging', 'carts', 'staff'] },
);
