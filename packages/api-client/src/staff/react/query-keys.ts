import { canonical } from '../../react/query-keys';

/**
 * The back-office's data: the signed-in member and what they read. All of it goes with the
 * staff session (sign-out, expiry).
 */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  audit: (query: object) => [...staffKeys.all, 'audit', canonical(query)] as const,
  whistleblowReports: () => [...staffKeys.all, 'whistleblow-reports'] as const,
  /** Members and groups together: a change of either shows in both. */
  team: () => [...staffKeys.all, 'team'] as const,
  members: () => [...staffKeys.team(), 'members'] as const,
  groups: () => [...staffKeys.team(), 'groups'] as const,
  /** Every order query: a step moves an order on the board as well as on its page. */
  allOrders: () => [...staffKeys.all, 'orders'] as const,
  orders: (query: object) => [...staffKeys.allOrders(), 'list', canonical(query)] as const,
  order: (orderId: string) => [...staffKeys.allOrders(), 'detail', orderId] as const,
  allCoupons: () => [...staffKeys.all, 'coupons'] as const,
  coupons: () => [...staffKeys.allCoupons(), 'list'] as const,
  coupon: (id: string) => [...staffKeys.allCoupons(), 'detail', id] as const,
  couponRedemptions: (id: string) => [...staffKeys.allCoupons(), 'redemptions', id] as const,
  allCustomers: () => [...staffKeys.all, 'customers'] as const,
  customers: (q: string) => [...staffKeys.allCustomers(), 'search', q] as const,
  customer: (id: string) => [...staffKeys.allCustomers(), 'detail', id] as const,
  /** Every catalogue query: a change shows in the list as well as on the product's page. */
  allProducts: () => [...staffKeys.all, 'products'] as const,
  productLists: () => [...staffKeys.allProducts(), 'list'] as const,
  products: (query: object) => [...staffKeys.productLists(), canonical(query)] as const,
  product: (sku: string) => [...staffKeys.allProducts(), 'detail', sku] as const,
  /** Every content query: a change shows in the tree as well as in the editor. */
  allContent: () => [...staffKeys.all, 'content'] as const,
  contentTree: (rootFolder: string) => [...staffKeys.allContent(), 'tree', rootFolder] as const,
  story: (uuid: string) => [...staffKeys.allContent(), 'story', uuid] as const,
  settings: () => [...staffKeys.all, 'settings'] as const,
  allOutbox: () => [...staffKeys.all, 'outbox'] as const,
  outbox: (query: object) => [...staffKeys.allOutbox(), 'list', canonical(query)] as const,
  outboxMessage: (id: string) => [...staffKeys.allOutbox(), 'message', id] as const,
  /** Every page of undelivered mail: sending one again changes them all. */
  allDeliveries: () => [...staffKeys.all, 'deliveries'] as const,
  deliveries: (query: object) => [...staffKeys.allDeliveries(), canonical(query)] as const,
  jobRuns: (query: object) => [...staffKeys.all, 'job-runs', canonical(query)] as const,
};
