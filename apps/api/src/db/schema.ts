/*
 * Every feature's tables in one module, for the two that need them all: drizzle-kit, which
 * generates the migrations from this file's exports, and the database client's typing. Features
 * import their own tables.ts and reach another feature through its services, never through here.
 */
import { alertsSchema } from '../alerts/tables';
import { applicationSchema } from '../application/tables';
import { cartsSchema } from '../carts/tables';
import { catalogueSchema } from '../catalogue/tables';
import { checkoutSchema } from '../checkout/tables';
import { contentSchema } from '../content/tables';
import { customersSchema } from '../customers/tables';
import { depositsSchema } from '../deposits/tables';
import { limitOrdersSchema } from '../limit-orders/tables';
import { messagingSchema } from '../messaging/tables';
import { ordersSchema } from '../orders/tables';
import { pricesSchema } from '../prices/tables';
import { rateLimitsSchema } from '../rate-limits/tables';
import { sessionsSchema } from '../sessions/tables';
import { wishlistsSchema } from '../wishlists/tables';

export * from '../alerts/tables';
export * from '../application/tables';
export * from '../carts/tables';
export * from '../catalogue/tables';
export * from '../checkout/tables';
export * from '../content/tables';
export * from '../customers/tables';
export * from '../deposits/tables';
export * from '../limit-orders/tables';
export * from '../messaging/tables';
export * from '../orders/tables';
export * from '../prices/tables';
export * from '../rate-limits/tables';
export * from '../sessions/tables';
export * from '../wishlists/tables';

export const schema = {
  ...catalogueSchema,
  ...pricesSchema,
  ...customersSchema,
  ...sessionsSchema,
  ...messagingSchema,
  ...rateLimitsSchema,
  ...limitOrdersSchema,
  ...cartsSchema,
  ...checkoutSchema,
  ...wishlistsSchema,
  ...contentSchema,
  ...ordersSchema,
  ...applicationSchema,
  ...depositsSchema,
  ...alertsSchema,
};
