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

/**
 * Price and availability alerts: the routes, and the notifier, which the job queue runs once across
 * instances after every recalculation (jobs/definitions.ts).
 */
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
    fastify.addHook('onClose', () => notifier.settled());
  },
  { name: 'alerts', dependencies: ['db', 'prices', 'accounts', 'messaging'] },
);
