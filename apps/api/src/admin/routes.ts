import type { FastifyPluginAsync } from 'fastify';
import { adminTokenHeader, availabilityOf, endpoints, errorCodes } from '@shop/api-client/contract';
import { businessError } from '../lib/business-errors';
import type { AttemptLimit } from '../config';
import { setStock } from '../catalogue/stock';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { AppError, notFound, repositoryCall } from '../lib/errors';
import { tokenMatcher } from '../lib/token-matcher';
import type { Limit } from '../plugins/rate-limits/rate-limits';

export interface AdminRoutesOptions {
  /** Unset: the admin routes are not registered (production without a token). */
  adminToken?: string;
  /**
   * The shop's public origins (SHOP_ORIGINS with the store hosts): a call naming one of their
   * hosts came through the shop's front door, where the routes do not exist.
   */
  shopOrigins: readonly string[];
  /** Failed token attempts a client address may make per window before it gets 429. */
  attempts: AttemptLimit;
}

/**
 * The staff calls with the admin token (the endpoint map's `admin` group). Registered without a
 * prefix: the declarations carry the full paths.
 */
const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (
  fastify,
  { adminToken, attempts, shopOrigins },
) => {
  // Without a token the routes do not exist: 404 for every method, as for any unknown path.
  if (!adminToken) return;
  const matches = tokenMatcher(adminToken);
  // The abuse limits' counters (database or Redis): shared by every instance, kept over restarts.
  const rule = {
    name: 'admin-token:address',
    limit: attempts.maxFailures,
    windowSeconds: attempts.windowSeconds,
  };
  const declared = endpoints.admin;

  const publicHosts = new Set(shopOrigins.map((origin) => new URL(origin).host.toLowerCase()));

  guardScope(fastify, 'admin', async (request) => {
    // The token is for automation on the API's own address, never for people through the shop
    // (issue 25): through a public host the routes answer as if they did not exist. request.host
    // is the edge's X-Forwarded-Host when the edge is a trusted proxy.
    if (publicHosts.has(request.host.toLowerCase()))
      throw notFound(
        errorCodes.routeNotFound,
        `Route not found: ${request.method} ${request.url.split('?')[0]!}`,
      );
    // request.ip is the socket's address, or the edge's X-Forwarded-For with TRUST_PROXY.
    const limits: Limit[] = [[rule, request.ip]];
    await fastify.rateLimits.assertOpen(limits);
    const given = request.headers[adminTokenHeader];
    if (typeof given !== 'string' || !matches(given)) {
      await fastify.rateLimits.fail(limits);
      throw new AppError({
        name: 'OperationNotValidError',
        message: 'A valid admin token is required',
        code: errorCodes.adminTokenInvalid,
        statusCode: 401,
        reason: 'unauthorized',
      });
    }
  });

  /** Runs one recalculation now (waiting for a running one) and answers when it is committed. */
  endpointRoute(
    fastify,
    declared.recalculate,
    async ({ body }) => {
      const result = await fastify.prices.recalculate({
        force: true,
        ...(body.shock !== undefined ? { shock: body.shock } : {}),
      });
      return { lastRecalculatedAt: (result.lastRecalculatedAt ?? new Date(0)).toISOString() };
    },
    // Rare, authenticated and limited above: it must not queue behind a burst of shop traffic.
    { config: { databaseBound: false } },
  );

  /**
   * Sets a product's units in stock: staff count them until an inventory feed or the back-office
   * does. The availability alerts of a product back in stock mail after the next recalculation.
   */
  endpointRoute(fastify, declared.stock, async ({ params, body }) => {
    const row = await repositoryCall(() => setStock(fastify.db, params.sku, body.quantity));
    if (!row)
      throw businessError(errorCodes.productNotFound, 404, { name: 'ResourceNotFoundError' });
    return { ...row, availability: availabilityOf(row.stock) };
  });

  /**
   * Records that an order was paid, for automation (a bank's statement import): the lifecycle's
   * paymentReceived event of the order's total, recorded by the system, as staff record it in the
   * back-office. Answers the order's states.
   */
  endpointRoute(fastify, declared.payment, async ({ params, body }) => {
    const { lifecycle } = fastify.orders;
    const row = await lifecycle.row(params.id);
    if (!row) throw businessError(errorCodes.orderNotFound, 404, { name: 'ResourceNotFoundError' });
    const { order } = await lifecycle.apply({
      orderId: row.id,
      transition: {
        event: 'paymentReceived',
        amount: { centAmount: row.totalGrossCentAmount, currency: row.currency },
        paidAt: body.paidAt,
        reference: automationReference,
      },
      actor: { kind: 'system' },
    });
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      orderState: order.orderState,
      paymentState: order.paymentState,
      paymentDate: order.paymentDate?.toISOString() ?? null,
    };
  });
};

/** The payment reference of a payment recorded through the admin token. */
const automationReference = 'automation (admin token)';

export default adminRoutes;
