import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  consentsGiven,
  endpoints,
  errorCodes,
  IdempotencyKeySchema,
  languageOfTag,
  OrderDraftSchema,
  OrderIdParamsSchema,
  OrderLanguageQuerySchema,
  OrderSlipQuerySchema,
} from '@shop/api-client/contract';
import { mailText, renderMail } from '../plugins/messaging/layout';
import type { RateLimitRule } from '../plugins/rate-limits/rules';
import { lookupCode, lookupCodeValid, lookupToken, lookupTokenValidityMs } from './lookup';
import * as v from 'valibot';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { parseRequest } from '../lib/validate';
import { scopeOf } from '../carts/routes';
import { slipPdf } from './slip-pdf';

const IdempotencyHeadersSchema = v.object({ 'idempotency-key': IdempotencyKeySchema });

/**
 * The order calls of spec 7: placing an order from a cart (with an Idempotency-Key, so a repeat
 * makes no second order) and reading one's own orders.
 */
const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository, lifecycle } = fastify.orders;
  const declared = endpoints.orders;

  // A plain route: the missing key is named before the body is read, and a repeat answers the
  // status stored with its key.
  fastify.post(
    '/orders',
    { onRequest: fastify.auth.requireSession, config: { endpoint: declared.create } },
    async (request, reply) => {
      if (request.headers['idempotency-key'] === undefined)
        throw businessError(errorCodes.idempotencyKeyMissing, 400);
      const { 'idempotency-key': idempotencyKey } = parseRequest(
        IdempotencyHeadersSchema,
        'headers',
        request.headers,
      );
      const { languageTag } = parseRequest(OrderLanguageQuerySchema, 'query', request.query);
      const draft = parseRequest(OrderDraftSchema, 'body', request.body);
      // Refused before the key is claimed: nothing is stored, the same key may follow with consents.
      if (!consentsGiven(draft.consents)) throw businessError(errorCodes.consentsMissing, 400);
      const answer = await repository.place(scopeOf(request), {
        draft,
        idempotencyKey,
        languageTag,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  endpointRoute(fastify, declared.list, async (_input, request) =>
    repository.list(scopeOf(request).ownerId),
  );

  endpointRoute(fastify, declared.get, async ({ params }, request) =>
    repository.get(scopeOf(request).ownerId, params.id),
  );

  /*
   * The accompanying slip of a posted sale (issue 23) as a PDF to print, for the same caller as
   * GET /orders/{id}: the session that owns the order, a guest's included; anyone else's order is
   * not found. The confirmation mail's link carries the order's slip key instead, so it opens on
   * any device. In the language asked for, else the one the order was placed in. A plain route:
   * the session is asked for only without the key, and the answer is a PDF.
   */
  fastify.get(
    '/orders/:id/slip.pdf',
    { config: { endpoint: declared.slip } },
    async (request, reply) => {
      const { id } = parseRequest(OrderIdParamsSchema, 'params', request.params);
      const { languageTag, token } = parseRequest(OrderSlipQuerySchema, 'query', request.query);
      const keyed = token !== undefined && sameKey(token, repository.slipKey(id));
      if (!keyed) await fastify.auth.requireSession(request, reply);
      const source = await repository.slipSource(keyed ? null : scopeOf(request).ownerId, id);
      const pdf = await slipPdf({
        ...source,
        language: languageOfTag(languageTag ?? source.order.locale),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${source.order.orderNumber}-slip.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  /*
   * The customer's own steps (issue 25): cancelling while unpaid, answering a changed offer.
   * Through the lifecycle as the customer, so the state machine, timeline and mails are the staff's.
   */
  endpointRoute(fastify, declared.cancel, async ({ params }, request) => {
    const order = await repository.get(scopeOf(request).ownerId, params.id);
    if (!order.allowedCustomerActions.includes('cancel'))
      throw businessError(errorCodes.cancellationNotAllowed, 409);
    const language = languageOfTag(order.locale);
    const { order: row } = await lifecycle.apply({
      orderId: order.id,
      transition: {
        event: 'cancelled',
        reason: mailText(language, 'mail.orderStep.cancelled.byCustomer'),
      },
      actor: { kind: 'customer' },
    });
    return lifecycle.view(row);
  });

  // A plain route: the session is asked for only without the mail link's key.
  endpointRoute(fastify, declared.offer, async ({ params, query, body }, request, reply) => {
    const keyed =
      query.token !== undefined && sameKey(query.token, fastify.orders.offerKey(params.id));
    if (!keyed) {
      await fastify.auth.requireSession(request, reply);
      await repository.get(scopeOf(request).ownerId, params.id);
    }
    const { order: row } = await lifecycle.apply({
      orderId: params.id,
      transition: { event: body.decision === 'accept' ? 'offerAccepted' : 'offerDeclined' },
      actor: { kind: 'customer' },
    });
    return lifecycle.view(row);
  });

  /*
   * A guest's lookup (issue 25, item 8): a code to the order's e-mail, then the order for the code.
   * The first call answers 202 whether or not the order exists, so it reveals nothing.
   */
  endpointRoute(fastify, declared.lookupCode, async ({ body }, request) => {
    await fastify.rateLimits.consume([
      [lookupRules.codeByAddress, request.ip],
      [lookupRules.codeByEmail, body.email],
    ]);
    const order = await repository.byNumberAndEmail(body.orderNumber, body.email);
    if (!order) return;
    const language = languageOfTag(order.locale);
    const t = (id: string, values: Record<string, string> = {}) =>
      mailText(language, `mail.orderLookup.${id}`, values);
    const code = lookupCode(fastify.keyedHash, order.id, body.email, new Date());
    await fastify.messaging.send({
      channel: 'email',
      to: order.customerEmail,
      ...renderMail(language, {
        subject: t('subject', { orderNumber: order.orderNumber }),
        greeting: mailText(language, 'mail.greeting'),
        paragraphs: [t('intro', { orderNumber: order.orderNumber, code })],
        after: [t('validity')],
      }),
    });
  });

  endpointRoute(fastify, declared.lookup, async ({ body }, request) => {
    const limits = [
      [lookupRules.failByAddress, request.ip],
      [lookupRules.failByOrder, body.orderNumber],
    ] as const;
    await fastify.rateLimits.assertOpen(limits);
    const now = new Date();
    const order = await repository.byNumberAndEmail(body.orderNumber, body.email);
    if (!order || !lookupCodeValid(fastify.keyedHash, order.id, body.email, body.code, now)) {
      await fastify.rateLimits.fail(limits);
      throw businessError(errorCodes.orderLookupFailed, 400);
    }
    const expiresAt = new Date(now.getTime() + lookupTokenValidityMs);
    return {
      order,
      lookupToken: lookupToken(fastify.keyedHash, order.id, expiresAt),
      lookupTokenExpiresAt: expiresAt.toISOString(),
    };
  });
};

/** A guest's order lookup: codes asked per client address and e-mail, failed tries per address and order. */
const lookupRules = {
  codeByAddress: { name: 'order-lookup-code:address', limit: 10, windowSeconds: 3600 },
  codeByEmail: { name: 'order-lookup-code:email', limit: 5, windowSeconds: 3600 },
  failByAddress: { name: 'order-lookup:address', limit: 20, windowSeconds: 3600 },
  failByOrder: { name: 'order-lookup:order', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const sameKey = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export default orderRoutes;
