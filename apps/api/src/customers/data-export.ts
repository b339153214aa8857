import type { FastifyInstance } from 'fastify';
import type { CustomerDataExport } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { subscriptionOf, subscriptionView } from '../newsletters/subscriptions';
import { orderConsentRecords } from '../orders/consents';

/** What the export reads: the features' own repositories, so each part answers as elsewhere. */
export type CustomerDataSources = Pick<
  FastifyInstance,
  'db' | 'customers' | 'orders' | 'deposits' | 'limitOrders' | 'alerts' | 'wishlists'
>;

/**
 * Everything the shop keeps about one customer (issue 26, item 7): profile and addresses,
 * orders, deposits, limit orders, alerts and wishlists of every store, and the consents given.
 * Only this customer's data: each part is read by the customer's id as owner. The customer's own
 * download (GET /customers/me/export) and the staff's export of a customer both answer this.
 * A customer that does not exist is customer_not_found (404).
 */
export async function exportCustomerData(
  sources: CustomerDataSources,
  customerId: string,
  now: Date = new Date(),
): Promise<CustomerDataExport> {
  const customer = await sources.customers.repository.load(customerId);
  const perStore = await Promise.all(
    storeKeys.map(async (store) => {
      const owned = { ownerId: customerId, store };
      const own = { customerId, store };
      const [deposits, limitOrders, priceAlerts, availabilityAlerts, wishlists] = await Promise.all(
        [
          sources.deposits.repository.list(owned),
          sources.limitOrders.repository.list(own),
          sources.alerts.repository.listPriceAlerts(own),
          sources.alerts.repository.listAvailabilityAlerts(own),
          sources.wishlists.repository.list(owned),
        ],
      );
      return { deposits, limitOrders, priceAlerts, availabilityAlerts, wishlists };
    }),
  );
  const [customerOrders, consents, subscription] = await Promise.all([
    sources.orders.repository.list(customerId),
    orderConsentRecords(sources.db, customerId),
    subscriptionOf(sources.db, customer.email),
  ]);
  return {
    exportedAt: now.toISOString(),
    customer,
    orders: customerOrders,
    deposits: perStore.flatMap((part) => part.deposits),
    limitOrders: perStore.flatMap((part) => part.limitOrders),
    priceAlerts: perStore.flatMap((part) => part.priceAlerts),
    availabilityAlerts: perStore.flatMap((part) => part.availabilityAlerts),
    wishlists: perStore.flatMap((part) => part.wishlists),
    consents: {
      orders: consents,
      newsletter: subscription ? subscriptionView(subscription) : null,
    },
  };
}

/** The download's file name: `aurum-argentum-data-2026-11-28.json`. */
export const exportFileName = (now: Date): string =>
  `aurum-argentum-data-${now.toISOString().slice(0, 10)}.json`;
