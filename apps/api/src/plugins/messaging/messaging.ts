import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { MessagingOptions } from './config';
import {
  createDeliveryWorker,
  deliveryChannel,
  enqueueMessage,
  type DeliveryOptions,
  type DeliveryWorker,
} from './deliveries';
import { createOutboxTransport, listOutbox } from './outbox';
import { createShopLinks, type ShopLinks } from './shop-links';
import { createSmsGatewayTransport } from './sms-gateway';
import { createSmtpTransport } from './smtp';
import type { MessageChannel, MessageTransport, OutgoingMessage } from './transport';

export interface Messaging {
  /**
   * Queues a message in `tx`, the transaction of the change that causes it: it is delivered
   * after that transaction commits (by some instance's delivery worker, retried until the
   * transport takes it), and never if it rolls back.
   */
  enqueue(tx: Database, message: OutgoingMessage): Promise<void>;
  /** Queues a message on its own, for a caller with no change to commit with it. */
  send(message: OutgoingMessage): Promise<void>;
  /** This instance's delivery worker. */
  deliveries: Pick<DeliveryWorker, 'wake' | 'drain'>;
  links: ShopLinks;
  /** The outbox reader, present only while the outbox is a transport. */
  outbox?: { list(to: string): ReturnType<typeof listOutbox> };
  transports: Record<MessageChannel, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

export interface MessagingPluginOptions extends MessagingOptions {
  /** Tests replace a transport (e.g. one that fails). */
  transports?: Partial<Record<MessageChannel, MessageTransport>>;
  /** Tests shorten the backoff or the attempts. */
  deliveryOverrides?: Partial<DeliveryOptions>;
}

export default fp<MessagingPluginOptions>(
  async (fastify, options) => {
    const outbox = createOutboxTransport(fastify.db);
    const transports: Record<MessageChannel, MessageTransport> = {
      email:
        options.transports?.email ??
        (options.mail.kind === 'smtp'
          ? createSmtpTransport(options.mail.url, options.mail.from)
          : outbox),
      sms:
        options.transports?.sms ??
        (options.sms.kind === 'gateway' ? createSmsGatewayTransport(options.sms.url) : outbox),
    };
    const outboxInUse = transports.email === outbox || transports.sms === outbox;

    const worker = createDeliveryWorker({
      db: fastify.db,
      transports,
      options: { ...options.delivery, ...options.deliveryOverrides },
      log: fastify.log,
    });
    // Every instance's commit wakes every worker (this one's too); a lost connection may have
    // missed some, so a reconnect looks as well.
    const unlisten = await fastify.dbConnection.listen(
      deliveryChannel,
      () => worker.wake(),
      () => worker.wake(),
    );
    // Rows an earlier run left due.
    fastify.addHook('onReady', async () => worker.wake());
    fastify.addHook('onClose', async () => {
      await unlisten().catch(() => undefined);
      await worker.stop();
      await transports.email.close?.();
      if (transports.sms !== transports.email) await transports.sms.close?.();
    });

    fastify.decorate('messaging', {
      async enqueue(tx, message) {
        await enqueueMessage(tx, message);
      },
      async send(message) {
        await enqueueMessage(fastify.db, message);
      },
      deliveries: { wake: () => worker.wake(), drain: () => worker.drain() },
      links: createShopLinks(options.shopOrigins, options.storeHosts),
      ...(outboxInUse ? { outbox: { list: (to: string) => listOutbox(fastify.db, to) } } : {}),
      transports: { email: transports.email.name, sms: transports.sms.name },
    });
  },
  { name: 'messaging', dependencies: ['db'] },
);
