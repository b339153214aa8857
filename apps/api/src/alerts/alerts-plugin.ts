import fp from 'fastify-plugin';
import { createCartPriceView } from '../prices';
import { createAlertNotifier, type AlertNotifier } from './notifier';
import { createAlertsRepository, type AlertsRepository } from './repository';
import alertRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { repository: AlertsRepository; notifier: AlertNotifier };
  }
}

/** Price and availability alerts: the routes, and the notifier after every recalculation. */
export default fp(
  async (fastify) => {
    const priceView = createCartPriceView(fastify.prices);
    const repository = createAlertsRepository(fastify.db, priceView);
    const notifier = createAlertNotifier({
      db: fastify.db,
      priceView,
      messaging: fastify.messaging,
      log: fastify.log,
    });
    fastify.decorate('alerts', { repository, notifier });
    await fastify.register(alertRoutes);

    let closing = false;
    const unsubscribe = fastify.prices.subscribe((message) => {
      if (message.type !== 'RecalculationProcessFinished' || closing) return;
      notifier
        .run()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'Alert notifier failed'));
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      unsubscribe();
      await notifier.settled();
    });
  },
  { name: 'alerts', dependencies: ['db', 'prices', 'accounts', 'messaging'] },
);
