import fp from 'fastify-plugin';
import { errorCodes } from '@shop/api-client/contract';
import { businessError } from '../../lib/business-errors';
import type { MessagingOptions } from './config';
import { createOutboxTransport, listOutbox } from './outbox';
import { createShopLinks, type ShopLinks } from './shop-links';
import { createSmsGatewayTransport } from './sms-gateway';
import { createSmtpTransport } from './smtp';
import type { MessageChannel, MessageTransport, OutgoingMessage } from './transport';

export interface Messaging {
  /** Delivers one message; a transport failure is a 503 delivery_failed, never a false success. */
  send(message: OutgoingMessage): Promise<void>;
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
    fastify.addHook('onClose', async () => {
      await transports.email.close?.();
      if (transports.sms !== transports.email) await transports.sms.close?.();
    });
    const outboxInUse = transports.email === outbox || transports.sms === outbox;

    fastify.decorate('messaging', {
      async send(message) {
        try {
          await transports[message.channel].send(message);
        } catch (error) {
          fastify.log.error(
            { err: error, channel: message.channel, transport: transports[message.channel].name },
            'A message could not be delivered',
          );
          throw businessError(errorCodes.deliveryFailed, 503, { name: 'UnknownError' });
        }
      },
      links: createShopLinks(options.shopOrigins, options.storeHosts),
      ...(outboxInUse ? { outbox: { list: (to: string) => listOutbox(fastify.db, to) } } : {}),
      transports: { email: transports.email.name, sms: transports.sms.name },
    });
  },
  { name: 'messaging', dependencies: ['db'] },
);
