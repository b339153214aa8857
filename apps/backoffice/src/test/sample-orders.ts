import type { Order } from '@shop/api-client';
import type { StaffOrder, StaffOrderList, StaffOrderSummary } from '@shop/api-client/staff';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const address = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};

/** A bank-transfer purchase of two Krugerrands in Austria, placed and not yet paid. */
export const unpaidPurchase: Order = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  orderNumber: '2026-000042',
  store: 'at',
  locale: 'de-AT',
  currency: 'EUR',
  transactionType: 'buy',
  orderType: 'order',
  orderState: 'Open',
  paymentState: 'Pending',
  lineItems: [
    {
      id: '0a6c5d1e-1b2c-4d3e-8f40-5a6b7c8d9e01',
      sku: 'CGO-KRU-1OZ',
      productId: 'p1',
      name: { de: 'Krugerrand 1 Unze', en: 'Krugerrand 1 ounce' },
      quantity: 2,
      price: eur(250_000),
      totalPrice: eur(500_000),
      taxRate: 0,
      taxClass: 'investment_gold',
      isScrap: false,
    },
  ],
  shippingInfo: { methodKey: 'insured-shipping', price: eur(1_990) },
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'bankTransfer',
  pickupBranchId: null,
  payoutBankDetails: null,
  dealerAccount: null,
  receivingAddress: null,
  cashIdentificationRequired: false,
  customerEmail: 'anna.gruber@example.at',
  comment: 'Bitte vor 12 Uhr liefern.',
  utmParams: { utm_source: 'newsletter', utm_campaign: 'advent' },
  discount: eur(0),
  totalPrice: eur(500_000),
  taxedPrice: { totalNet: eur(500_000), totalGross: eur(501_990), totalTax: eur(0) },
  totalGrossPrice: eur(501_990),
  paymentDate: null,
  createdAt: '2026-11-27T09:15:00.000Z',
  updatedAt: '2026-11-27T09:15:00.000Z',
  timeline: [{ event: 'placed', at: '2026-11-27T09:15:00.000Z', details: {} }],
  trackingUrl: null,
  settlement: null,
  allowedCustomerActions: ['cancel'],
  documents: [],
};

export const summaryOf = (order: Order): StaffOrderSummary => ({
  id: order.id,
  orderNumber: order.orderNumber,
  store: order.store,
  transactionType: order.transactionType,
  orderState: order.orderState,
  paymentState: order.paymentState,
  paymentMethod: order.paymentMethod,
  shippingMethod: order.shippingInfo?.methodKey ?? null,
  customerEmail: order.customerEmail,
  customerName: `${order.billingAddress.firstName} ${order.billingAddress.lastName}`,
  total: order.totalGrossPrice,
  paymentAmountMismatch: false,
  createdAt: order.createdAt,
});

/** The board's answer: one order, counts per state as the API gives them. */
export const boardOf = (orders: readonly Order[], total = orders.length): StaffOrderList => ({
  orders: orders.map(summaryOf),
  total,
  counts: {
    Open: 12,
    Created: 0,
    Confirmed: 3,
    Complete: 40,
    Cancelled: 2,
    Requested: 5,
    Accepted: 1,
  },
});

/** The order page's answer for an order, its next steps as the state machine allows them. */
export const staffOrderOf = (
  order: Order,
  allowedEvents: StaffOrder['allowedEvents'],
): StaffOrder => ({
  order,
  timeline: [
    {
      id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01',
      event: 'placed',
      at: order.createdAt,
      actor: { kind: 'customer' },
      details: {},
      orderState: order.orderState,
      paymentState: order.paymentState,
      mailSentAt: order.createdAt,
    },
  ],
  allowedEvents,
  payment: { reference: null, received: null, amountMismatch: false },
  shipment: null,
  consents: {
    termsVersion: 'terms@2026-11-01T00:00:00.000Z',
    privacyVersion: 'privacy@2026-11-01T00:00:00.000Z',
    acceptedAt: order.createdAt,
  },
  customer: {
    ownerId: '3c2b1a09-8f7e-4d6c-9b5a-493827160504',
    email: order.customerEmail,
    name: 'Anna Gruber',
    otherOrders: [],
  },
  audit: [],
});
