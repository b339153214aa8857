import type { FastifyInstance } from 'fastify';
import type { OrderTransition } from '@shop/api-client/contract';

/**
 * Test helpers for the order lifecycle: events applied as the system (the jobs, automation)
 * applies them, for suites that need an order in some state.
 */
export async function applyAsSystem(
  app: FastifyInstance,
  orderId: string,
  transition: OrderTransition,
) {
  const { order } = await app.orders.lifecycle.apply({
    orderId,
    transition,
    actor: { kind: 'system' },
  });
  return order;
}

/** Cancels an order as the system does (stock goes back for a purchase). */
export const cancelOrder = (
  app: FastifyInstance,
  orderId: string,
  reason = 'Cancelled in a test',
) => applyAsSystem(app, orderId, { event: 'cancelled', reason });
