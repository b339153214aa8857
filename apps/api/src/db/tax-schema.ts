import { pgEnum } from 'drizzle-orm/pg-core';
import { taxClasses } from '../prices/tax-classes';

/**
 * VAT treatment; prices/tax-classes.ts decides it from the product's facts. Its own module because
 * products, cart lines and order lines all use it, and the table modules cannot import schema.ts.
 */
export const taxClass = pgEnum('tax_class', taxClasses);
