import type { Request } from '../client';
import {
  BranchListSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
} from '../schemas/checkout';
import type { CallOptions } from './products';

/** What a checkout chooses from in the client's store (public reference data). */
export function createCheckoutResource(request: Request) {
  return {
    /** GET /orders/shipping-methods: methods of the store with their prices (every store's too). */
    shippingMethods: (options: CallOptions = {}) =>
      request('/orders/shipping-methods', { schema: ShippingMethodListSchema, ...options }),
    /** GET /orders/payment-methods: bank transfer, cash in store; card and PayPal coming soon. */
    paymentMethods: (options: CallOptions = {}) =>
      request('/orders/payment-methods', { schema: PaymentMethodListSchema, ...options }),
    /** GET /branches: the branches a cart of the store may pick up at. */
    branches: (options: CallOptions = {}) =>
      request('/branches', { schema: BranchListSchema, ...options }),
  };
}
