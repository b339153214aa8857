import type { Cart, Order } from '@shop/api-client';
import { sampleCart } from './cart-fixtures';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });

export const reviewAddress = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};

/** A buy cart of the Austrian store ready to order: guest, bank transfer, insured shipping. */
export const reviewCart: Cart = {
  ...sampleCart,
  customerEmail: 'gast@example.at',
  shippingAddress: reviewAddress,
  billingAddress: reviewAddress,
  paymentMethod: 'bankTransfer',
  shippingInfo: {
    methodId: '11111111-1111-4111-8111-111111111111',
    methodKey: 'insured-shipping',
    price: eur(1990),
    totalGrossPrice: eur(1990),
  },
  totalGrossPrice: eur(501_990),
};

/** Stores the review step's entries of a cart as the checkout keeps them (sessionStorage). */
export function enterReview(cart: Cart, consents = { privacy: true, terms: true }) {
  sessionStorage.setItem(
    `shop.checkout.${cart.id}`,
    JSON.stringify({
      accountChoice: 'guest',
      guestEmail: cart.customerEmail,
      shippingAddress: reviewAddress,
      billingAddress: reviewAddress,
      billingSameAsShipping: true,
      shippingMethodId: cart.shippingInfo?.methodId ?? null,
      pickupBranchId: null,
      paymentMethod: cart.paymentMethod,
      payoutBankDetails: null,
      consents,
    }),
  );
}

/** The Austrian store's account, as the API answers it on bank-transfer buy orders. */
export const dealerAccount = {
  kind: 'sepa' as const,
  holder: 'Aurum & Argentum GmbH',
  bank: 'Erste Bank der oesterreichischen Sparkassen AG',
  iban: 'AT48 2011 1822 2121 9800',
  bic: 'GIBAATWWXXX',
};

/** The Austrian store's receiving address, as the API answers it on posted sell orders. */
export const receivingAddress = {
  name: 'Aurum & Argentum GmbH, Ankauf',
  streetAddress: 'Kärntner Straße 21',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};

/** The order the API makes of `cart`. */
export function orderOf(cart: Cart, change: Partial<Order> = {}): Order {
  return {
    id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
    orderNumber: '2026-000042',
    store: cart.store,
    locale: cart.locale,
    currency: cart.currency,
    transactionType: cart.transactionType,
    orderType: cart.orderType,
    orderState: 'Open',
    paymentState: 'Pending',
    lineItems: cart.lineItems.map((line) => ({
      id: line.id,
      sku: line.sku,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      totalPrice: line.totalPrice,
      taxRate: line.taxRate,
      taxClass: line.taxClass,
      isScrap: line.isScrap,
    })),
    shippingInfo: cart.shippingInfo && {
      methodKey: cart.shippingInfo.methodKey,
      price: cart.shippingInfo.totalGrossPrice,
    },
    shippingAddress: reviewAddress,
    billingAddress: reviewAddress,
    paymentMethod: cart.paymentMethod,
    pickupBranchId: cart.pickupBranchId,
    payoutBankDetails: cart.payoutBankDetails,
    dealerAccount:
      cart.transactionType === 'buy' && cart.paymentMethod === 'bankTransfer'
        ? dealerAccount
        : null,
    receivingAddress: null,
    cashIdentificationRequired: cart.cashIdentificationRequired,
    customerEmail: cart.customerEmail ?? '',
    comment: null,
    utmParams: null,
    discount: eur(0),
    totalPrice: cart.totalPrice,
    taxedPrice: cart.taxedPrice,
    totalGrossPrice: cart.totalGrossPrice,
    paymentDate: null,
    createdAt: '2026-11-23T15:00:00.000Z',
    updatedAt: '2026-11-23T15:00:00.000Z',
    timeline: [{ event: 'placed', at: '2026-11-23T15:00:00.000Z', details: {} }],
    trackingUrl: null,
    settlement: null,
    allowedCustomerActions: [],
    documents: [],
    ...change,
  };
}
