import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  endpoints,
  errorCodes,
  IdempotencyKeySchema,
  type OrderEventName,
  type StaffOrder,
  type StaffPermission,
} from '@shop/api-client/contract';
import { auditEntriesFor } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertPermission, assertStaffStore, staffOf, storesOf } from '../lib/staff-access';
import { parseRequest } from '../lib/validate';
import type { Dealer } from './dealer';
import { allowedEvents } from './lifecycle/machine';
import {
  factsOf,
  readLines,
  readTimelines,
  toOrder,
  type OrderEventRow,
  type OrderRow,
} from './order-view';
import { allStaffOrders, listStaffOrders, ordersCsv, otherOrdersOf } from './staff-board';
import { orderLineItems } from './tables';

/**
 * Events that need a permission besides `orders` (which every staff order call needs): money
 * moves with `payments`, a sale's goods are checked with `sellBacks`.
 */
const eventPermissions: Partial<Record<OrderEventName, StaffPermission>> = {
  paymentReceived: 'payments',
  payoutSent: 'payments',
  goodsReceived: 'sellBacks',
  assayed: 'sellBacks',
};

const IdempotencyHeadersSchema = v.object({
  'idempotency-key': v.optional(IdempotencyKeySchema),
});

const timelineEntry = (entry: OrderEventRow): StaffOrder['timeline'][number] => ({
  id: entry.id,
  event: entry.event,
  at: entry.at.toISOString(),
  actor:
    entry.actorKind === 'staff'
      ? { kind: 'staff', id: entry.actorStaffId!, name: entry.actorName ?? '' }
      : { kind: entry.actorKind },
  details: entry.details,
  orderState: entry.orderState,
  paymentState: entry.paymentState,
  mailSentAt: entry.mailSentAt?.toISOString() ?? null,
});

/**
 * The staff's order calls (issue 25): the board, its CSV export, the order page and the
 * transitions, behind the staff guard; every call checks the member's `orders` permission for the
 * store of what it touches.
 */
const staffOrderRoutes: FastifyPluginAsync<{ dealer: Dealer }> = async (fastify, { dealer }) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const declared = endpoints.staffOrders;
  const { db } = fastify;
  const { lifecycle } = fastify.orders;

  /** The order page's answer for the member of `request`. */
  async function staffView(row: OrderRow, request: FastifyRequest): Promise<StaffOrder> {
    const stores = storesOf(staffOf(request), 'orders');
    const [lines, timelines, otherOrders, audit] = await Promise.all([
      readLines(db, eq(orderLineItems.orderId, row.id)),
      readTimelines(db, [row.id]),
      otherOrdersOf(db, row, stores),
      auditEntriesFor(db, { entityType: 'order', entityId: row.id }),
    ]);
    const timeline = timelines.get(row.id) ?? [];
    const [order] = await lifecycle.withDocuments([toOrder(row, lines, dealer, timeline)], 'staff');
    return {
      order: order!,
      timeline: timeline.map(timelineEntry),
      allowedEvents: allowedEvents(factsOf(row)),
      payment: {
        reference: row.paymentReference,
        received:
          row.paymentReceivedCentAmount === null
            ? null
            : { centAmount: row.paymentReceivedCentAmount, currency: row.currency },
        amountMismatch: row.paymentAmountMismatch,
      },
      shipment:
        row.carrier && row.trackingNumber
          ? { carrier: row.carrier, trackingNumber: row.trackingNumber }
          : null,
      consents: row.consentsAcceptedAt
        ? {
            termsVersion: row.termsVersion,
            privacyVersion: row.privacyVersion,
            acceptedAt: row.consentsAcceptedAt.toISOString(),
          }
        : null,
      customer: {
        ownerId: row.ownerId,
        email: row.customerEmail,
        name: `${row.billingAddress.firstName} ${row.billingAddress.lastName}`.trim(),
        otherOrders,
      },
      audit,
    };
  }

  const rowOf = async (orderId: string) => {
    const row = await repositoryCall(() => lifecycle.row(orderId));
    if (!row) throw businessError(errorCodes.orderNotFound, 404, { name: 'ResourceNotFoundError' });
    return row;
  };

  endpointRoute(fastify, declared.list, async ({ query }, request) =>
    repositoryCall(() => listStaffOrders(db, query, storesOf(staffOf(request), 'orders'))),
  );

  endpointRoute(fastify, declared.csv, async ({ query }, request, reply) => {
    const rows = await repositoryCall(() =>
      allStaffOrders(db, query, storesOf(staffOf(request), 'orders')),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="orders.csv"')
      .header('cache-control', 'private, no-store')
      .send(ordersCsv(rows));
  });

  endpointRoute(fastify, declared.get, async ({ params }, request) => {
    const row = await rowOf(params.id);
    assertStaffStore(request, 'orders', row.storeKey);
    return staffView(row, request);
  });

  endpointRoute(fastify, declared.transition, async ({ params, body }, request) => {
    const { 'idempotency-key': idempotencyKey } = parseRequest(
      IdempotencyHeadersSchema,
      'headers',
      request.headers,
    );
    const member = staffOf(request);
    const extra = eventPermissions[body.event];
    // A member without the event's permission anywhere is refused before the order is read.
    if (extra) assertPermission(request, extra);
    const { order } = await lifecycle.apply({
      orderId: params.id,
      transition: body,
      actor: { kind: 'staff', id: member.id, name: member.name },
      ...(idempotencyKey ? { idempotencyKey } : {}),
      authorize: (row) => {
        assertStaffStore(request, 'orders', row.storeKey);
        if (extra) assertStaffStore(request, extra, row.storeKey);
      },
    });
    return staffView(order, request);
  });
};

export default staffOrderRoutes;
