import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AlertIdParamsSchema,
  AvailabilityAlertToggleSchema,
  PriceAlertDraftSchema,
  type AvailabilityAlert,
  type PriceAlert,
} from '@shop/api-client';
import { localeTag } from '@shop/i18n';
import type { LimitOrderScope } from '../../limit-orders/repository';
import { requestLanguage } from '../../lib/request-language';
import { parseRequest } from '../../lib/validate';
import { customerIdOf } from '../../sessions/auth';

const scopeOf = (request: FastifyRequest): LimitOrderScope => ({
  customerId: customerIdOf(request),
  store: request.storeKey,
});

/** The mails speak the language of the page the alert was set on. */
const localeOf = (request: FastifyRequest) => localeTag(request.storeKey, requestLanguage(request));

/** Price alerts: signed-in customers only; anyone else's answers 404. */
export const priceAlertRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.alerts;
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.get('/', requireUser, async (request): Promise<PriceAlert[]> =>
    repository.listPriceAlerts(scopeOf(request)),
  );

  fastify.post('/', requireUser, async (request, reply): Promise<PriceAlert> => {
    const draft = parseRequest(PriceAlertDraftSchema, 'body', request.body);
    const alert = await repository.createPriceAlert(scopeOf(request), draft, localeOf(request));
    return reply.status(201).send(alert);
  });

  fastify.delete('/:id', requireUser, async (request, reply) => {
    const { id } = parseRequest(AlertIdParamsSchema, 'params', request.params);
    await repository.deletePriceAlert(scopeOf(request), id);
    return reply.status(204).send();
  });
};

/** Availability alerts (spec 4: the notification toggles enabled or disabled). */
export const availabilityAlertRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.alerts;
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.get('/', requireUser, async (request): Promise<AvailabilityAlert[]> =>
    repository.listAvailabilityAlerts(scopeOf(request)),
  );

  fastify.put('/', requireUser, async (request): Promise<AvailabilityAlert> => {
    const toggle = parseRequest(AvailabilityAlertToggleSchema, 'body', request.body);
    return repository.toggleAvailabilityAlert(scopeOf(request), toggle, localeOf(request));
  });
};
