/*
 * Every feature's tables in one module, for drizzle-kit, which generates the migrations from
 * this file's exports (and the seeds, which fill several features' tables). Features
 * import their own tables.ts and reach another feature through its services, never through here.
 */

export * from './alerts/tables';
export * from './application/tables';
export * from './audit/tables';
export * from './newsletters/tables';
export * from './carts/tables';
export * from './catalogue/tables';
export * from './checkout/tables';
export * from './content/tables';
export * from './customers/tables';
export * from './deposits/tables';
export * from './documents/tables';
export * from './jobs/tables';
export * from './limit-orders/tables';
export * from './plugins/messaging/tables';
export * from './orders/tables';
export * from './prices/tables';
export * from './plugins/rate-limits/tables';
export * from './sessions/tables';
export * from './settings/tables';
export * from './staff/tables';
export * from './wishlists/tables';
