import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  endpoints,
  errorCodes,
  staffDeliveryPageSize,
  staffOutboxPageSize,
} from '@shop/api-client/contract';
import { appendAudit } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { staffOf, storesOf } from '../lib/staff-access';
import { retryDelivery, undeliveredMessages } from '../plugins/messaging/deliveries';
import { outboxMessage, searchOutbox } from '../plugins/messaging/outbox';
import { MAIL_VIEW_POLICY } from '@shop/api-client/contract';

/**
 * The outbox for staff (issue 26, item 6): while the outbox is the mail transport, members with
 * the settings permission for every store (the outbox holds every store's mail) read it here
 * instead of at the loopback-only /dev/outbox. The same members see the messages not delivered
 * (issue 28, item 3), whatever the transport, and send a dead one again.
 */
const outboxRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const { db } = fastify;

  const assertEveryStore = (request: FastifyRequest) => {
    if (storesOf(staffOf(request), 'settings') !== null)
      throw businessError(errorCodes.staffStoreNotAllowed, 403);
  };
  const assertReadable = (request: FastifyRequest) => {
    assertEveryStore(request);
    if (!fastify.messaging.outbox)
      throw businessError(errorCodes.outboxNotInUse, 404, { name: 'ResourceNotFoundError' });
  };

  endpointRoute(fastify, endpoints.staffSettings.outbox, async ({ query }, request) => {
    assertReadable(request);
    return repositoryCall(() =>
      searchOutbox(db, { q: query.q, page: query.page, pageSize: staffOutboxPageSize }),
    );
  });

  endpointRoute(fastify, endpoints.staffSettings.outboxMessage, async ({ params }, request) => {
    assertReadable(request);
    const message = await repositoryCall(() => outboxMessage(db, params.id));
    if (!message)
      throw businessError(errorCodes.outboxMessageNotFound, 404, { name: 'ResourceNotFoundError' });
    return message;
  });

  endpointRoute(
    fastify,
    endpoints.staffSettings.outboxMessageHtml,
    async ({ params }, request, reply) => {
      assertReadable(request);
      const message = await repositoryCall(() => outboxMessage(db, params.id));
      if (!message?.html)
        throw businessError(errorCodes.outboxMessageNotFound, 404, {
          name: 'ResourceNotFoundError',
        });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', MAIL_VIEW_POLICY)
        .header('cache-control', 'private, no-store')
        .send(message.html);
    },
  );

  endpointRoute(fastify, endpoints.staffSettings.deliveries, async ({ query }, request) => {
    assertEveryStore(request);
    return repositoryCall(() =>
      undeliveredMessages(db, { page: query.page, pageSize: staffDeliveryPageSize }),
    );
  });

  endpointRoute(
    fastify,
    endpoints.staffSettings.retryDelivery,
    async ({ params }, request, reply) => {
      assertEveryStore(request);
      const retried = await repositoryCall(() =>
        db.transaction(async (tx) => {
          const before = await retryDelivery(tx, params.id);
          if (before)
            await appendAudit(tx, {
              staffId: staffOf(request).id,
              action: 'delivery.retry',
              entityType: 'messageDelivery',
              entityId: params.id,
              store: null,
              before: { ...before },
              after: { state: 'pending', attempts: 0 },
            });
          return before !== null;
        }),
      );
      if (!retried)
        throw businessError(errorCodes.deliveryNotFound, 404, { name: 'ResourceNotFoundError' });
      return reply.status(204).send();
    },
  );
};

export default outboxRoutes;
