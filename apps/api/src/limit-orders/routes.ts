import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { localeTag } from '@shop/i18n';
import { payoutChangeConfirmed } from '../customers/payout-confirmation';
import { endpointRoute } from '../lib/endpoint-route';
import { requestLanguage } from '../lib/request-language';
import { customerIdOf } from '../sessions/auth';
import type { LimitOrderScope } from './repository';

const scopeOf = (request: FastifyRequest): LimitOrderScope => ({
  customerId: customerIdOf(request),
  store: request.storeKey,
});

/**
 * The limit order calls of spec 7, for signed-in customers only. Only the owner reaches a limit
 * order (in the store it was placed in); anyone else's answers 404.
 */
const limitOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.limitOrders;
  const declared = endpoints.limitOrders;

  endpointRoute(fastify, declared.list, async (_input, request) =>
    repository.list(scopeOf(request)),
  );
  endpointRoute(fastify, declared.create, async ({ body }, request) => {
    // A new order stores no details yet: any it is given need the code where the factor is on.
    await payoutChangeConfirmed(fastify, request, body, async () => null);
    // Its mails speak the language of the page it was placed on.
    return repository.create(
      scopeOf(request),
      body,
      localeTag(request.storeKey, requestLanguage(request)),
    );
  });
  endpointRoute(fastify, declared.get, async ({ params }, request) =>
    repository.get(scopeOf(request), params.id),
  );
  endpointRoute(fastify, declared.update, async ({ params, body }, request) => {
    const scope = scopeOf(request);
    const payoutConfirmed = await payoutChangeConfirmed(fastify, request, body, () =>
      repository.payoutBankDetailsOf(scope, params.id),
    );
    return repository.update(scope, params.id, body, payoutConfirmed);
  });
  endpointRoute(fastify, declared.cancel, async ({ params }, request) =>
    repository.cancel(scopeOf(request), params.id),
  );
};

export default limitOrderRoutes;
