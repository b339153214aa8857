import type { Endpoint } from '../endpoint';
import { adminEndpoints } from './admin';
import { alertEndpoints } from './alerts';
import { depositEndpoints } from './deposits';
import { documentEndpoints } from './documents';
import { healthEndpoints } from './health';
import { limitOrderEndpoints } from './limit-orders';
import { sessionEndpoints } from './sessions';
import { staffContentEndpoints } from './staff-content';
import { staffCatalogueEndpoints } from './staff-catalogue';
import { staffCouponEndpoints } from './staff-coupons';
import { staffCustomerEndpoints } from './staff-customers';
import { staffMemberEndpoints } from './staff-members';
import { staffJobEndpoints } from './staff-jobs';
import { staffOrderEndpoints } from './staff-orders';
import { staffSettingEndpoints } from './staff-settings';
import { wishlistEndpoints } from './wishlists';
import { cartEndpoints } from './carts';
import { catalogueEndpoints } from './catalogue';
import { contentEndpoints } from './content';
import { customerEndpoints } from './customers';
import { checkoutEndpoints } from './checkout';
import { mediaEndpoints } from './media';
import { orderEndpoints } from './orders';
import { newsletterEndpoints } from './newsletters';
import { applicationEndpoints } from './application';
import { outboxEndpoints } from './outbox';
import { priceEndpoints } from './prices';
import { searchEndpoints } from './search';
import { staffEndpoints } from './staff';
import { versionEndpoints } from './versions';

/**
 * The endpoint map: every endpoint declared in the contract, by feature. The few routes it does
 * not hold (the price socket, the reference pages) are registered by hand in their feature.
 */
export const endpoints = {
  health: healthEndpoints,
  limitOrders: limitOrderEndpoints,
  sessions: sessionEndpoints,
  customers: customerEndpoints,
  alerts: alertEndpoints,
  wishlists: wishlistEndpoints,
  deposits: depositEndpoints,
  prices: priceEndpoints,
  catalogue: catalogueEndpoints,
  search: searchEndpoints,
  versions: versionEndpoints,
  media: mediaEndpoints,
  carts: cartEndpoints,
  checkout: checkoutEndpoints,
  orders: orderEndpoints,
  staffOrders: staffOrderEndpoints,
  documents: documentEndpoints,
  outbox: outboxEndpoints,
  newsletters: newsletterEndpoints,
  application: applicationEndpoints,
  content: contentEndpoints,
  admin: adminEndpoints,
  staff: staffEndpoints,
  staffMembers: staffMemberEndpoints,
  staffCoupons: staffCouponEndpoints,
  staffCustomers: staffCustomerEndpoints,
  staffContent: staffContentEndpoints,
  staffCatalogue: staffCatalogueEndpoints,
  staffSettings: staffSettingEndpoints,
  staffJobs: staffJobEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every declared endpoint, in map order. */
export const allEndpoints = (): Endpoint[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group));
