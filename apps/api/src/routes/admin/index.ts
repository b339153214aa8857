import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AdminPaymentBodySchema,
  AdminStockBodySchema,
  AdminStockParamsSchema,
  adminTokenHeader,
  availabilityOf,
  errorCodes,
  OrderIdParamsSchema,
  RecalculateBodySchema,
  WhistleblowAnswerSchema,
  WhistleblowReportParamsSchema,
} from '@shop/api-client/contract';
import { businessError } from '../../lib/business-errors';
import { answerCase, listCases } from '../../application/routes';
import type { AttemptLimit } from '../../config';
import { products } from '../../db/schema';
import { AppError, repositoryCall } from '../../lib/errors';
import { tokenMatcher } from '../../lib/token-matcher';
import type { Limit } from '../../rate-limits/rate-limits';
import { parseRequest } from '../../lib/validate';

export interface AdminRoutesOptions {
  /** Unset: the admin routes are not registered (production without a token). */
  adminToken?: string;
  /** Failed token attempts a client address may make per window before it gets 429. */
  attempts: AttemptLimit;
}

const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (
  fastify,
  { adminToken, attempts },
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

  fastify.addHook('onRequest', async (request) => {
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
  fastify.post(
    '/prices/recalculate',
    // Rare, authenticated and limited above: it must not queue behind a burst of shop traffic.
    { config: { databaseBound: false } },
    async (request) => {
      const body = parseRequest(RecalculateBodySchema, 'body', request.body ?? {});
      const result = await fastify.prices.recalculate({
        force: true,
        ...(body.shock !== undefined ? { shock: body.shock } : {}),
      });
      return { lastRecalculatedAt: (result.lastRecalculatedAt ?? new Date(0)).toISOString() };
    },
  );

  /**
   * Sets a product's units in stock: staff count them until an inventory feed or the back-office
   * does. The availability alerts of a product back in stock mail after the next recalculation.
   */
  fastify.put('/products/:sku/stock', async (request) => {
    const { sku } = parseRequest(AdminStockParamsSchema, 'params', request.params);
    const { quantity } = parseRequest(AdminStockBodySchema, 'body', request.body);
    const [row] = await repositoryCall(() =>
      fastify.db
        .update(products)
        .set({ stock: quantity })
        .where(eq(products.sku, sku))
        .returning({ sku: products.sku, stock: products.stock }),
    );
    if (!row)
      throw businessError(errorCodes.productNotFound, 404, { name: 'ResourceNotFoundError' });
    return { ...row, availability: availabilityOf(row.stock) };
  });

  /**
   * Records that an order was paid (issue 22) until a back-office exists: a purchase into the
   * deposit is held from then on. Answers the order as its owner reads it.
   */
  fastify.post('/orders/:id/payment', async (request) => {
    const { id } = parseRequest(OrderIdParamsSchema, 'params', request.params);
    const { paidAt } = parseRequest(AdminPaymentBodySchema, 'body', request.body);
    return fastify.orders.repository.recordPayment(id, new Date(paidAt));
  });

  /**
   * Cancels an order (issue 22) until a back-office exists: a buy order's units go back to stock.
   * Answers the order's states as the payment route does.
   */
  fastify.post('/orders/:id/cancellation', async (request) => {
    const { id } = parseRequest(OrderIdParamsSchema, 'params', request.params);
    return fastify.orders.repository.cancel(id);
  });

  /**
   * The whistleblower cases for the dealer's compliance officer, decrypted; a staff area with
   * roles replaces the admin token in a later issue.
   */
  fastify.get('/whistleblow/reports', async () => listCases(fastify));

  fastify.post('/whistleblow/reports/:id/messages', async (request, reply) => {
    const { id } = parseRequest(WhistleblowReportParamsSchema, 'params', request.params);
    const answer = parseRequest(WhistleblowAnswerSchema, 'body', request.body);
    if (!(await answerCase(fastify, id, answer)))
      throw businessError(errorCodes.whistleblowCaseNotFound, 404, {
        name: 'ResourceNotFoundError',
      });
    return reply.status(204).send();
  });
};

export default adminRoutes;
