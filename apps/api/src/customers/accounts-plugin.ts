import fp from 'fastify-plugin';
import { servesOnlyThisMachine } from '@shop/api-client/contract';
import messaging, { type MessagingPluginOptions } from '../plugins/messaging/messaging';
import rateLimits from '../plugins/rate-limits/rate-limits';
import type { RateLimitRules } from '../plugins/rate-limits/rules';
import outboxRoutes from '../plugins/messaging/routes';
import auth from '../sessions/auth';
import sessionRoutes from '../sessions/routes';
import type { AccountOptions } from './config';
import customers from './customers';
import customerRoutes from './routes';
import type { VatValidator } from './vat';

export interface AccountsPluginOptions extends AccountOptions {
  /** Tests narrow single limits. */
  rateLimitRules?: Partial<RateLimitRules>;
  /** Tests replace a transport (an in-process SMTP server, a failing one). */
  transports?: MessagingPluginOptions['transports'];
  /** Tests shorten the delivery worker's backoff or attempts. */
  deliveryOverrides?: MessagingPluginOptions['deliveryOverrides'];
  vat?: VatValidator;
  /** The shop's origins (SHOP_ORIGINS with the store hosts): a public one turns the outbox off. */
  shopOrigins: readonly string[];
}

/**
 * Customers and sessions: tokens and the auth hooks, abuse limits, mail and SMS, customers, and
 * their routes (/admin/customers, /customers, /dev/outbox while the outbox is in use on a shop
 * that serves only this machine).
 */
export default fp<AccountsPluginOptions>(
  async (fastify, options) => {
    await fastify.register(auth, {
      tokens: options.tokens,
      ...(options.tokenSecret ? { secret: options.tokenSecret } : {}),
    });
    await fastify.register(rateLimits, {
      store: options.rateLimitStore,
      ...(options.rateLimitRules ? { rules: options.rateLimitRules } : {}),
    });
    await fastify.register(messaging, {
      ...options.messaging,
      ...(options.transports ? { transports: options.transports } : {}),
      ...(options.deliveryOverrides ? { deliveryOverrides: options.deliveryOverrides } : {}),
    });
    await fastify.register(customers, {
      seedDemoCustomers: options.seedDemoCustomers,
      smsCountries: options.smsCountries,
      ...(options.vat ? { vat: options.vat } : {}),
    });

    await fastify.register(sessionRoutes);
    await fastify.register(customerRoutes);
    const { outbox } = fastify.messaging;
    if (outbox && servesOnlyThisMachine(options.shopOrigins))
      await fastify.register(outboxRoutes, { list: outbox.list });
  },
  { name: 'accounts', dependencies: ['db', 'store-key'] },
);
