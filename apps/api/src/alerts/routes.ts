import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { localeTag } from '@shop/i18n';
import type { LimitOrderScope } from '../limit-orders/repository';
import { endpointRoute } from '../lib/endpoint-route';
import { requestLanguage } from '../lib/request-language';
import { customerIdOf } from '../sessions/auth';

const scopeOf = (request: FastifyRequest): LimitOrderScope => ({
  customerId: customerIdOf(request),
  store: request.storeKey,
});

/** The mails speak the language of the page the alert was set on. */
const localeOf = (request: FastifyRequest) => localeTag(request.storeKey, requestLanguage(request));

/**
 * Price alerts and availability alerts (spec 4: the notification toggles enabled or disabled),
 * for signed-in customers only; anyone else's answers 404.
 */
const alertRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.alerts;
  const declared = endpoints.alerts;

  endpointRoute(fastify, declared.listPriceAlerts, async (_input, request) =>
    repository.listPriceAlerts(scopeOf(request)),
  );
  endpointRoute(fastify, declared.createPriceAlert, async ({ body }, request) =>
    repository.createPriceAlert(scopeOf(request), body, localeOf(request)),
  );
  endpointRoute(fastify, declared.deletePriceAlert, async ({ params }, request) =>
    repository.deletePriceAlert(scopeOf(request), params.id),
  );
  endpointRoute(fastify, declared.listAvailabilityAlerts, async (_input, request) =>
    repository.listAvailabilityAlerts(scopeOf(request)),
  );
  endpointRoute(fastify, declared.toggleAvailabilityAlert, async ({ body }, request) =>
    repository.toggleAvailabilityAlert(scopeOf(request), body, localeOf(request)),
  );
};

export default alertRoutes;
