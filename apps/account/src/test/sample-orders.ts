import type { Order } from '@shop/api-client';

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

/** A paid purchase of two Krugerrands shipped insured, and a sale waiting for its payout. */
export const paidPurchase: Order = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  orderNumber: '2026-000042',
  store: 'at',
  locale: 'de-AT',
  currency: 'EUR',
  transactionType: 'buy',
  orderType: 'order',
  orderState: 'Confirmed',
  paymentState: 'Paid',
  lineItems: [
    {
      sku: 'CGO-KRU-1OZ',
      productId: 'p1',
      name: { de: 'Krugerrand 1 Unze', en: 'Krugerrand 1 ounce' },
      quantity: 2,
      price: eur(250_000),
      totalPrice: eur(500_000),
      taxRate: 0,
    },
    {
      sku: 'CSI-PHI-1OZ',
      productId: 'p2',
      name: { de: 'Philharmoniker Silber 1 Unze', en: 'Philharmonic silver 1 ounce' },
      quantity: 10,
      price: eur(4_200),
      totalPrice: eur(42_000),
      taxRate: 2000,
    },
  ],
  shippingInfo: { methodKey: 'insured-shipping', price: eur(1_990) },
  shippingAddress: address,
  billingAddress: { ...address, company: 'Gruber Gold GmbH' },
  paymentMethod: 'bankTransfer',
  pickupBranchId: null,
  payoutBankDetails: null,
  customerEmail: 'anna.gruber@example.at',
  comment: null,
  utmParams: null,
  discount: eur(0),
  totalPrice: eur(535_000),
  taxedPrice: { totalNet: eur(535_000), totalGross: eur(543_990), totalTax: eur(7_000) },
  totalGrossPrice: eur(543_990),
  paymentDate: '2026-11-20T09:30:00.000Z',
  createdAt: '2026-11-19T15:00:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
};

export const requestedSale: Order = {
  ...paidPurchase,
  id: '7c1d3b8f-4d66-4c9f-8e40-3a8d2b0f1c22',
  orderNumber: '2026-000043',
  transactionType: 'sell',
  orderState: 'Requested',
  paymentState: 'Pending',
  lineItems: [{ ...paidPurchase.lineItems[0]!, quantity: 1, totalPrice: eur(240_000) }],
  shippingInfo: { methodKey: 'leave-in-store', price: eur(0) },
  paymentMethod: 'cashInStore',
  totalPrice: eur(240_000),
  taxedPrice: { totalNet: eur(240_000), totalGross: eur(240_000), totalTax: eur(0) },
  totalGrossPrice: eur(240_000),
  paymentDate: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};
