import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, errorCodes } from '@shop/api-client/contract';
import { appendAudit, auditEntriesFor } from '../audit/append';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertPermission, storesOf } from '../lib/staff-access';
import { exportCustomerData } from './data-export';
import { sendActivationMail } from './mails';
import { customerLanguage, type CustomerRow } from './mapping';
import {
  customerInStores,
  customerNumberOf,
  eraseOwnedData,
  searchCustomers,
  toSummary,
  type CustomerStores,
} from './staff-customers';

/** The member of the request with the `customers` permission, and where it holds. */
function customerStaff(request: FastifyRequest): { id: string; stores: CustomerStores } {
  const principal = assertPermission(request, 'customers');
  return { id: principal.id, stores: storesOf(principal, 'customers') };
}

/**
 * Customers in the back-office (issue 26, item 3), behind the staff guard: the search, a
 * customer's page and the actions on the account, each checked against the member's stores and
 * audited on the customer.
 */
const staffCustomerRoutes: FastifyPluginAsync = async (fastify) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const declared = endpoints.staffCustomers;
  const { db, rateLimits } = fastify;
  const { repository } = fastify.customers;

  /** The request's customer, within the member's stores, and the member. */
  async function target(request: FastifyRequest, id: string) {
    const staff = customerStaff(request);
    const customer = await repositoryCall(() => customerInStores(db, id, staff.stores));
    return { staff, customer };
  }

  const audit = (
    staffId: string,
    customer: CustomerRow,
    action: string,
    after: Record<string, unknown> | null = null,
  ) =>
    repositoryCall(() =>
      appendAudit(db, {
        staffId,
        action: `customer.${action}`,
        entityType: 'customer',
        entityId: customer.id,
        store: customer.storeKey,
        before: null,
        after,
      }),
    );

  endpointRoute(fastify, declared.search, async ({ query }, request) => ({
    customers: await repositoryCall(() =>
      searchCustomers(db, query.q, customerStaff(request).stores),
    ),
  }));

  endpointRoute(fastify, declared.get, async ({ params }, request) => {
    const { customer } = await target(request, params.id);
    const [data, signIns, entries] = await Promise.all([
      exportCustomerData(fastify, customer.id),
      fastify.sessions.signInTimes(customer.id),
      repositoryCall(() => auditEntriesFor(db, { entityType: 'customer', entityId: customer.id })),
    ]);
    return { summary: toSummary(customer), data, signIns, audit: entries };
  });

  endpointRoute(fastify, declared.resendActivation, async ({ params }, request) => {
    const { staff, customer } = await target(request, params.id);
    if (customer.emailVerified) throw businessError(errorCodes.emailAlreadyVerified, 409);
    await sendActivationMail(fastify, {
      customer,
      store: customer.storeKey,
      language: customerLanguage(customer),
    });
    await audit(staff.id, customer, 'activationSent', { email: customer.email });
    return { done: 'activationSent' as const };
  });

  endpointRoute(fastify, declared.unlock, async ({ params }, request) => {
    const { staff, customer } = await target(request, params.id);
    const { rules } = rateLimits;
    // The failed logins count per e-mail address (as typed, folded), the wrong SMS codes per
    // account: both as the login and the phone verification key them.
    await rateLimits.reset(rules.loginAccount, customer.email);
    await rateLimits.reset(rules.codeAccount, customer.id);
    await audit(staff.id, customer, 'unlocked', { login: true, phoneCode: true });
    return { done: 'unlocked' as const };
  });

  endpointRoute(fastify, declared.endSessions, async ({ params }, request) => {
    const { staff, customer } = await target(request, params.id);
    await fastify.sessions.revokeCustomer(customer.id, 'staff_ended');
    await audit(staff.id, customer, 'sessionsEnded');
    return { done: 'sessionsEnded' as const };
  });

  endpointRoute(fastify, declared.export, async ({ params }, request, reply) => {
    const { staff, customer } = await target(request, params.id);
    const data = await exportCustomerData(fastify, customer.id);
    await audit(staff.id, customer, 'exported');
    void reply.header(
      'content-disposition',
      `attachment; filename="customer-${customerNumberOf(customer)}-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });

  endpointRoute(fastify, declared.erase, async ({ params }, request) => {
    const { staff, customer } = await target(request, params.id);
    await repository.delete(
      customer.id,
      (tx) => fastify.deposits.repository.holdsMetal(customer.id, tx),
      async (tx) => {
        await eraseOwnedData(tx, customer);
        // Nothing personal stays in the log: the number and store say which account it was.
        await appendAudit(tx, {
          staffId: staff.id,
          action: 'customer.erased',
          entityType: 'customer',
          entityId: customer.id,
          store: customer.storeKey,
          before: { customerNumber: customerNumberOf(customer), store: customer.storeKey },
          after: null,
        });
      },
    );
    return { done: 'erased' as const };
  });
};

export default staffCustomerRoutes;
