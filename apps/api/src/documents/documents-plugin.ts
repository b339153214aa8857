import fp from 'fastify-plugin';
import { guardScope } from '../lib/endpoint-route';
import type { DealersDetails } from './dealer-details';
import { createDocumentsRepository, type DocumentsRepository } from './repository';
import { customerDocumentRoutes, staffDocumentRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    documents: { repository: DocumentsRepository };
  }
}

export interface DocumentsPluginOptions {
  /** Who issues each store's documents (DEALER_DETAILS, read at start). */
  dealers: DealersDetails;
}

/**
 * Invoices and credit notes (issue 25, item 9). Issued inside the order's transition, through the
 * lifecycle's hooks, so the number is taken in the transition's transaction: a transition that
 * fails leaves no gap. The customer's and the staff's download routes, and the PDFs the step's
 * mail attaches.
 */
export default fp<DocumentsPluginOptions>(
  async (fastify, { dealers }) => {
    const repository = createDocumentsRepository(fastify.db, {
      dealers,
      accounts: fastify.orders.repository.dealer.accounts,
    });
    fastify.decorate('documents', { repository });

    const { hooks } = fastify.orders.lifecycle;
    hooks.onTransitionInTransaction(async (tx, order, { transition, at }) => {
      if (transition.event === 'cancelled') {
        await repository.cancelAll(tx, order.id, { at, reason: transition.reason });
        return;
      }
      // Paid: by the recorded transfer, or a cash purchase at its hand-over.
      if (order.transactionType === 'buy' && order.paymentState === 'Paid')
        await repository.issue(tx, order, 'invoice', {
          at,
          paymentReference: transition.event === 'paymentReceived' ? transition.reference : null,
        });
      if (order.transactionType === 'sell' && transition.event === 'payoutSent')
        await repository.issue(tx, order, 'creditNote', {
          at,
          paymentReference: transition.reference,
        });
    });
    hooks.mailAttachments((orderId, event) => repository.attachmentsFor(orderId, event));
    hooks.orderDocuments((orderIds, audience) => repository.listFor(orderIds, audience));

    await fastify.register(customerDocumentRoutes);
    await fastify.register(async (scope) => {
      guardScope(scope, 'staff', fastify.staffAuth.guard);
      await scope.register(staffDocumentRoutes);
    });
  },
  { name: 'documents', dependencies: ['db', 'orders', 'staff'] },
);
