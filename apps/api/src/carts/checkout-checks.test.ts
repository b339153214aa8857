import { priceTypes, type PostalAddress, type PriceType } from '@shop/api-client/contract';
import {
  cashIdentificationRequired,
  checkoutBlockers,
  dailyLimitFreesAt,
  defaultShippingMethodKey,
  oversoldDepositLines,
  paymentMethodBlockers,
  sellBackAboveCostLines,
  priorOrderSums,
  shippingMethodBlockers,
  shortOfStockSkus,
  type CheckCart,
  type CheckContext,
  type CheckLine,
} from './checkout-checks';

const address: PostalAddress = {
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Hauptstraße',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};
const gold: CheckLine = {
  sku: 'GOLD',
  quantity: 1,
  unitCentAmount: 250_000,
  isScrap: false,
  preciousMetal: 'gold',
  dutyFree: false,
  stock: 100,
};
const silver: CheckLine = {
  ...gold,
  sku: 'SILVER',
  unitCentAmount: 3_000,
  preciousMetal: 'silver',
};
const scrap: CheckLine = {
  ...gold,
  sku: 'SCRAP',
  quantity: 10,
  unitCentAmount: 5_000,
  isScrap: true,
};
const branchId = 'b1f0c0de-0000-4000-8000-000000000001';

const buyCart = (over: Partial<CheckCart> = {}): CheckCart => ({
  status: 'active',
  transactionType: 'buy',
  customerEmail: 'anna@example.com',
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: 'bankTransfer',
  pickupBranchId: null,
  payoutBankDetails: null,
  lines: [gold],
  goodsGross: 250_000,
  totalGross: 250_990,
  ...over,
});
const sellCart = (over: Partial<CheckCart> = {}): CheckCart =>
  buyCart({
    transactionType: 'sell',
    paymentMethod: null,
    payoutBankDetails: {
      kind: 'iban',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWW',
      accountOwner: 'Anna Berger',
    },
    lines: [scrap],
    goodsGross: 50_000,
    totalGross: 50_000,
    ...over,
  });

const context = (key: CheckContext['shippingMethod'] extends infer M ? M : never = null) => ({
  store: 'at' as const,
  shippingMethod: key,
  branchIds: new Set([branchId]),
  shippingCountries: ['AT', 'DE'],
  scrapBoxLimitCentAmount: 500_000,
  depositOpen: true,
  depositHeld: new Map([
    ['GOLD', 3],
    ['SILVER', 5],
  ]),
  discountedUnitCosts: new Map<string, number>(),
  orderLimit24hCentAmount: 50_000_000,
  boughtLast24hCentAmount: 0,
  amlCashThresholdCentAmount: 1_000_000,
  cashPayoutLimitCentAmount: 1_500_000,
  cashLinkedCentAmount: 0,
});
const method = (
  key: NonNullable<CheckContext['shippingMethod']>['key'],
  types: readonly PriceType[] = priceTypes,
) => context({ key, transactionTypes: [...types] });

describe('checkoutBlockers', () => {
  it('lets a complete buy cart through', () => {
    expect(checkoutBlockers(buyCart(), method('shipping'))).toEqual([]);
  });

  it('names every missing part of spec 5', () => {
    const cart = buyCart({
      customerEmail: null,
      shippingAddress: null,
      billingAddress: null,
      paymentMethod: null,
      lines: [],
      goodsGross: 0,
      totalGross: 0,
    });
    expect(checkoutBlockers(cart, context(null)).sort()).toEqual(
      [
        'no_cart_items',
        'no_customer_email',
        'no_shipping_address',
        'no_billing_address',
        'no_shipping_method',
        'no_payment_method',
      ].sort(),
    );
  });

  it('refuses an inactive cart', () => {
    expect(checkoutBlockers(buyCart({ status: 'ordered' }), method('shipping'))).toEqual(['co002']);
  });

  it('refuses totals of zero, below 1.00 and over 500,000', () => {
    const zero = { ...gold, unitCentAmount: 0 };
    expect(
      checkoutBlockers(
        buyCart({ lines: [zero], goodsGross: 0, totalGross: 0 }),
        method('shipping'),
      ),
    ).toEqual(['empty_or_zero_total']);
    expect(
      checkoutBlockers(buyCart({ goodsGross: 99, totalGross: 99 }), method('shipping')),
    ).toEqual(['order_below_minimum']);
    expect(
      checkoutBlockers(buyCart({ goodsGross: 100, totalGross: 100 }), method('shipping')),
    ).toEqual([]);
    expect(
      checkoutBlockers(
        buyCart({ goodsGross: 50_000_001, totalGross: 50_000_001 }),
        method('shipping'),
      ),
    ).toEqual(['cart_limit_exceeded']);
  });

  it('flags sold-out lines on buy carts', () => {
    const soldOut = { ...gold, stock: 0 };
    expect(checkoutBlockers(buyCart({ lines: [soldOut] }), method('shipping'))).toEqual([
      'out_of_stock_items',
    ]);
  });

  it('flags a product asked for more than is in stock, counted over all its lines', () => {
    const few = { ...gold, quantity: 2, stock: 3 };
    const cart = buyCart({ lines: [few, few] });
    expect(checkoutBlockers(cart, method('shipping'))).toEqual(['out_of_stock_items']);
    expect(shortOfStockSkus(cart)).toEqual(new Set(['GOLD']));
    expect(shortOfStockSkus(buyCart({ lines: [few] }))).toEqual(new Set());
    // Sales do not draw on stock.
    expect(shortOfStockSkus({ ...cart, transactionType: 'sell' })).toEqual(new Set());
  });

  it('checks the shipping country against the store', () => {
    const swiss = { ...address, country: 'CH', zipCode: '8001' };
    expect(checkoutBlockers(buyCart({ shippingAddress: swiss }), method('shipping'))).toEqual([
      'country_not_allowed_for_shipping_address',
    ]);
    // The billing address may be anywhere.
    expect(checkoutBlockers(buyCart({ billingAddress: swiss }), method('shipping'))).toEqual([]);
  });

  it('refuses a method that does not serve the transaction type', () => {
    expect(checkoutBlockers(buyCart(), method('deposit', ['sell']))).toEqual([
      'shipping_method_not_applicable',
    ]);
  });

  it('keeps the scrap metal box to scrap worth at most the limit', () => {
    const box = method('scrapMetalBox', ['sell']);
    expect(checkoutBlockers(sellCart(), box)).toEqual([]);
    expect(checkoutBlockers(sellCart({ lines: [scrap, gold] }), box)).toEqual([
      'non_scrap_items_with_scrap_metal_box',
    ]);
    expect(checkoutBlockers(sellCart({ goodsGross: 500_001, totalGross: 500_001 }), box)).toEqual([
      'scrap_box_value_too_high',
    ]);
    expect(checkoutBlockers(sellCart({ goodsGross: 500_000, totalGross: 500_000 }), box)).toEqual(
      [],
    );
  });

  it('keeps silver that is not duty-free out of a deposit, and duty-free sales need support', () => {
    const deposit = method('deposit');
    expect(checkoutBlockers(buyCart({ lines: [gold, silver] }), deposit)).toEqual([
      'silver_not_allowed_with_deposit',
    ]);
    const dutyFreeSilver = { ...silver, dutyFree: true };
    expect(checkoutBlockers(buyCart({ lines: [dutyFreeSilver] }), deposit)).toEqual([]);
    expect(checkoutBlockers(sellCart({ lines: [dutyFreeSilver] }), deposit)).toEqual([
      'duty_free_needs_customer_support',
    ]);
    expect(checkoutBlockers(sellCart({ lines: [silver] }), deposit)).toEqual([]);
  });

  it('sells from the deposit at most what it holds of each product, over all its lines', () => {
    const deposit = method('deposit');
    const held = sellCart({ lines: [{ ...gold, quantity: 3 }] });
    expect(checkoutBlockers(held, deposit)).toEqual([]);
    const over = sellCart({ lines: [{ ...gold, quantity: 2 }, { ...gold, quantity: 2 }, silver] });
    expect(checkoutBlockers(over, deposit)).toEqual(['invalid_deposit_items']);
    expect(oversoldDepositLines(over, deposit)).toEqual([
      { index: 0, sku: 'GOLD', quantity: 2, held: 3 },
      { index: 1, sku: 'GOLD', quantity: 2, held: 3 },
    ]);
    // Nothing held of a product: any quantity is too much.
    expect(oversoldDepositLines(sellCart({ lines: [scrap] }), deposit)).toEqual([
      { index: 0, sku: 'SCRAP', quantity: 10, held: 0 },
    ]);
    // Purchases into the deposit and sales shipped in are not sales from it.
    expect(oversoldDepositLines(buyCart({ lines: [{ ...gold, quantity: 9 }] }), deposit)).toEqual(
      [],
    );
    expect(checkoutBlockers(over, method('shipping'))).toEqual([]);
  });

  it('buys back metal bought with a coupon within the period at most at its cost', () => {
    // GOLD bought with a coupon at 240,000 per unit (250,000 less its share of the discount).
    const costs = { ...method('shipping'), discountedUnitCosts: new Map([['GOLD', 240_000]]) };
    const above = sellCart({ lines: [silver, { ...gold, unitCentAmount: 240_001 }] });
    expect(checkoutBlockers(above, costs)).toEqual(['coupon_sell_back_above_cost']);
    expect(sellBackAboveCostLines(above, costs)).toEqual([
      { index: 1, sku: 'GOLD', unitCentAmount: 240_001, cost: 240_000 },
    ]);
    // At its cost, into the deposit too, and with no coupon purchase in the period it passes.
    const atCost = sellCart({ lines: [{ ...gold, unitCentAmount: 240_000 }] });
    expect(checkoutBlockers(atCost, costs)).toEqual([]);
    expect(sellBackAboveCostLines(above, method('shipping'))).toEqual([]);
    const deposit = { ...method('deposit'), discountedUnitCosts: costs.discountedUnitCosts };
    expect(sellBackAboveCostLines(above, deposit)).toHaveLength(1);
    // A purchase is never refused for it.
    expect(sellBackAboveCostLines(buyCart(), costs)).toEqual([]);
  });

  it('ships to the deposit only once the customer has opened one', () => {
    const closed = { ...method('deposit'), depositOpen: false };
    expect(checkoutBlockers(buyCart({ lines: [gold] }), closed)).toEqual(['deposit_not_open']);
    expect(checkoutBlockers(sellCart({ lines: [gold] }), closed)).toEqual(['deposit_not_open']);
    // Other methods do not need a deposit.
    expect(checkoutBlockers(buyCart(), { ...method('shipping'), depositOpen: false })).toEqual([]);
  });

  it('needs a branch of the store for pick-up and send-to-store', () => {
    const pickup = method('pickup', ['buy']);
    expect(checkoutBlockers(buyCart(), pickup)).toEqual(['no_pickup_branch']);
    expect(checkoutBlockers(buyCart({ pickupBranchId: 'another-stores-branch' }), pickup)).toEqual([
      'no_pickup_branch',
    ]);
    expect(checkoutBlockers(buyCart({ pickupBranchId: branchId }), pickup)).toEqual([]);
    expect(checkoutBlockers(buyCart(), method('send-to-store', ['buy']))).toEqual([
      'no_pickup_branch',
    ]);
  });

  it('takes cash for a purchase only with pick-up', () => {
    const cash = buyCart({ paymentMethod: 'cashInStore', pickupBranchId: branchId });
    expect(checkoutBlockers(cash, method('shipping'))).toEqual(['cash_purchase_needs_pickup']);
    expect(checkoutBlockers(cash, method('pickup', ['buy']))).toEqual([]);
  });

  it('pays out cash up to 15,000 in a chosen branch, else needs bank details', () => {
    const leave = method('leave-in-store');
    const cash = (totalGross: number) =>
      sellCart({
        paymentMethod: 'cashInStore',
        payoutBankDetails: null,
        pickupBranchId: branchId,
        goodsGross: totalGross,
        totalGross,
      });
    expect(checkoutBlockers(cash(1_500_000), leave)).toEqual([]);
    expect(checkoutBlockers(cash(1_500_001), leave)).toEqual(['cash_payout_too_high']);
    expect(checkoutBlockers({ ...cash(1_000), pickupBranchId: null }, leave)).toEqual([
      'no_pickup_branch',
    ]);
    expect(checkoutBlockers(sellCart({ payoutBankDetails: null }), leave)).toEqual([
      'no_payout_bank_details',
    ]);
  });
});

describe('paymentMethodBlockers', () => {
  it('says of each method, chosen or not, what it would block with the delivery', () => {
    const buy = buyCart({ paymentMethod: null });
    expect(paymentMethodBlockers(buy, method('shipping'), 'cashInStore')).toEqual([
      'cash_purchase_needs_pickup',
    ]);
    expect(paymentMethodBlockers(buy, method('pickup', ['buy']), 'cashInStore')).toEqual([]);
    expect(paymentMethodBlockers(buy, method('shipping'), 'bankTransfer')).toEqual([]);
    const sale = (totalGross: number) =>
      sellCart({ paymentMethod: 'bankTransfer', goodsGross: totalGross, totalGross });
    const leave = method('leave-in-store');
    expect(paymentMethodBlockers(sale(1_500_001), leave, 'cashInStore')).toEqual([
      'cash_payout_too_high',
    ]);
    expect(paymentMethodBlockers(sale(1_500_000), leave, 'cashInStore')).toEqual([]);
    expect(paymentMethodBlockers(sale(1_500_001), leave, 'bankTransfer')).toEqual([]);
  });
});

describe('shippingMethodBlockers', () => {
  const offer = (
    key: NonNullable<CheckContext['shippingMethod']>['key'],
    types: readonly PriceType[] = priceTypes,
  ) => method(key, types).shippingMethod!;

  it('says of every method, chosen or not, what it would block for the cart (issue 23)', () => {
    // A shipped cart of coins: the box and a deposit not opened (a guest's) say why not.
    const shipped = { ...method('shipping'), depositOpen: false };
    const coins = sellCart({ lines: [gold], goodsGross: 600_000, totalGross: 600_000 });
    expect(shippingMethodBlockers(coins, shipped, offer('scrapMetalBox', ['sell']))).toEqual([
      'non_scrap_items_with_scrap_metal_box',
      'scrap_box_value_too_high',
    ]);
    expect(shippingMethodBlockers(coins, shipped, offer('deposit'))).toEqual(['deposit_not_open']);
    // Without a deposit, a sale of what it does not hold says only that (seen in the walk).
    const unheld = sellCart({ lines: [{ ...gold, sku: 'SCRAP' }] });
    expect(shippingMethodBlockers(unheld, shipped, offer('deposit'))).toEqual(['deposit_not_open']);
    expect(shippingMethodBlockers(coins, shipped, offer('shipping'))).toEqual([]);
    // The deposit's holdings count for the deposit offered while shipping is chosen.
    const oversold = sellCart({ lines: [{ ...gold, quantity: 4 }] });
    expect(shippingMethodBlockers(oversold, method('shipping'), offer('deposit'))).toEqual([
      'invalid_deposit_items',
    ]);
    // The order's check of the chosen method is the same rule.
    expect(checkoutBlockers(sellCart(), method('scrapMetalBox', ['sell']))).toEqual(
      shippingMethodBlockers(sellCart(), context(), offer('scrapMetalBox', ['sell'])),
    );
  });
});

describe('defaultShippingMethodKey', () => {
  it('ships buy carts and every US cart, and leaves other sales in store', () => {
    expect(defaultShippingMethodKey('buy', 'at')).toBe('shipping');
    expect(defaultShippingMethodKey('sell', 'us')).toBe('shipping');
    expect(defaultShippingMethodKey('sell', 'de')).toBe('leave-in-store');
  });
});

describe('cashIdentificationRequired', () => {
  const limits = (cashLinkedCentAmount = 0) => ({
    amlCashThresholdCentAmount: 200_000,
    cashLinkedCentAmount,
  });
  const cash = (totalGross: number) => ({ paymentMethod: 'cashInStore' as const, totalGross });

  it('applies to cash above the threshold only', () => {
    expect(cashIdentificationRequired(cash(200_001), limits())).toBe(true);
    expect(cashIdentificationRequired(cash(200_000), limits())).toBe(false);
    expect(
      cashIdentificationRequired({ paymentMethod: 'bankTransfer', totalGross: 900_000 }, limits()),
    ).toBe(false);
  });

  it('adds the cash orders of the linked window', () => {
    expect(cashIdentificationRequired(cash(150_000), limits(50_001))).toBe(true);
    expect(cashIdentificationRequired(cash(150_000), limits(50_000))).toBe(false);
    // Earlier cash does not make a transfer need identification.
    expect(
      cashIdentificationRequired({ paymentMethod: 'bankTransfer', totalGross: 1 }, limits(900_000)),
    ).toBe(false);
  });
});

describe('the 24-hour order limit', () => {
  const limited = (boughtLast24hCentAmount: number) => ({
    ...method('shipping'),
    orderLimit24hCentAmount: 50_000_000,
    boughtLast24hCentAmount,
  });
  const cart = buyCart({ goodsGross: 43_000_000, totalGross: 43_000_000 });

  it('blocks a buy cart that takes the buy orders of 24 hours over the limit', () => {
    expect(checkoutBlockers(cart, limited(0))).toEqual([]);
    expect(checkoutBlockers(cart, limited(7_000_000))).toEqual([]);
    expect(checkoutBlockers(cart, limited(7_000_001))).toEqual(['daily_limit_exceeded']);
    expect(checkoutBlockers(cart, limited(43_000_000))).toEqual(['daily_limit_exceeded']);
  });

  it('leaves sell carts and empty carts alone', () => {
    expect(checkoutBlockers(sellCart(), { ...limited(50_000_000), ...method('shipping') })).toEqual(
      checkoutBlockers(sellCart(), method('shipping')),
    );
    const empty = buyCart({ lines: [], goodsGross: 0, totalGross: 0 });
    expect(checkoutBlockers(empty, limited(60_000_000))).not.toContain('daily_limit_exceeded');
  });
});

describe('priorOrderSums', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const order = (over: Partial<Parameters<typeof priorOrderSums>[0][number]> = {}) => ({
    currency: 'EUR',
    transactionType: 'buy',
    paymentMethod: 'bankTransfer',
    totalGross: 100,
    createdAt: hoursAgo(1),
    ...over,
  });

  it('counts buy orders of the last 24 hours in the currency', () => {
    const sums = priorOrderSums(
      [
        order({ totalGross: 1 }),
        order({ totalGross: 10, createdAt: hoursAgo(23.99) }),
        order({ totalGross: 100, createdAt: hoursAgo(24) }),
        order({ totalGross: 1_000, currency: 'CHF' }),
        order({ totalGross: 10_000, transactionType: 'sell' }),
      ],
      'EUR',
      now,
      24,
    );
    expect(sums.boughtLast24h).toBe(11);
  });

  it('counts cash orders of either kind within the linked window', () => {
    const cash = { paymentMethod: 'cashInStore' };
    const sums = priorOrderSums(
      [
        order({ ...cash, totalGross: 1 }),
        order({ ...cash, totalGross: 10, transactionType: 'sell' }),
        order({ ...cash, totalGross: 100, createdAt: hoursAgo(47) }),
        order({ ...cash, totalGross: 1_000, createdAt: hoursAgo(48) }),
        order({ ...cash, totalGross: 10_000, currency: 'USD' }),
        order({ totalGross: 100_000 }),
      ],
      'EUR',
      now,
      48,
    );
    expect(sums.cashLinked).toBe(111);
  });

  it('names when enough earlier buys leave the window for a cart to fit', () => {
    const buys = [
      order({ totalGross: 300, createdAt: hoursAgo(2) }),
      order({ totalGross: 200, createdAt: hoursAgo(20) }),
      order({ totalGross: 5_000, createdAt: hoursAgo(25) }),
      order({ totalGross: 5_000, transactionType: 'sell', createdAt: hoursAgo(1) }),
    ];
    const freesAt = (total: number) => dailyLimitFreesAt(buys, 'EUR', now, total, 1_000);
    // 500 bought: 500 fits now, 700 once the order of 20 hours ago leaves, 1,000 once both have.
    expect(freesAt(500)).toBeNull();
    expect(freesAt(700)).toEqual(new Date(hoursAgo(20).getTime() + 24 * 3_600_000));
    expect(freesAt(1_000)).toEqual(new Date(hoursAgo(2).getTime() + 24 * 3_600_000));
    // Above the limit alone, no wait helps.
    expect(freesAt(1_001)).toBeNull();
  });
});
