import {
  orderBlockReasons as r,
  type Cart,
  type LineItem,
  type OrderBlockReason,
} from '@shop/api-client';
import { cartBlocker, pricesUpdated } from './cart-blockers';

const money = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const line = (price: number, quantity = 1): LineItem => ({
  id: 'l1',
  sku: 'CGO-KRU-1OZ',
  productId: 'p1',
  name: { de: 'Krugerrand', en: 'Krugerrand' },
  slug: { de: 'krugerrand', en: 'krugerrand' },
  quantity,
  price: money(price),
  minQuantity: 1,
  totalPrice: money(price * quantity),
  taxRate: 0,
  taxClass: 'investment_gold',
  isScrap: false,
  availability: 'available',
  unitsLeft: null,
  outOfStock: false,
  previousPrice: null,
});
const cartWith = (lines: LineItem[], orderBlockers: OrderBlockReason[] = []) =>
  ({
    lineItems: lines,
    totalGrossPrice: money(lines.reduce((sum, l) => sum + l.totalPrice.centAmount, 0)),
    orderBlockers,
  }) as Cart;

describe('cart blockers', () => {
  it('lets a cart proceed that the server blocks only for later steps', () => {
    expect(cartBlocker(cartWith([line(100)]))).toBeNull();
    expect(cartBlocker(cartWith([line(100)], [r.noShippingAddress, r.noPaymentMethod]))).toBeNull();
  });

  it('stops a sale from the deposit of more than it holds (issue 22)', () => {
    expect(cartBlocker(cartWith([line(100, 3)], [r.invalidDepositItems]))).toBe('depositItems');
  });

  it('stops a purchase above the limit of 24 hours (issue 22)', () => {
    expect(cartBlocker(cartWith([line(100)], [r.dailyLimitExceeded]))).toBe('dailyLimit');
  });

  it('stops a purchase of more than is in stock (issue 22)', () => {
    expect(cartBlocker(cartWith([line(100, 3)], [r.outOfStockItems]))).toBe('outOfStock');
  });

  it('stops an empty cart, and a zero total, the limit and the minimum as the server says', () => {
    expect(cartBlocker(undefined)).toBe('empty');
    expect(cartBlocker(cartWith([]))).toBe('empty');
    expect(cartBlocker(cartWith([line(0)], [r.emptyOrZeroTotal]))).toBe('zeroTotal');
    expect(cartBlocker(cartWith([line(50_000_001)], [r.cartLimitExceeded]))).toBe('limitExceeded');
    expect(cartBlocker(cartWith([line(99)], [r.orderBelowMinimum]))).toBe('belowMinimum');
  });

  it('takes a price update from the lines the server flagged with their previous price', () => {
    expect(pricesUpdated(cartWith([line(100), line(200)]))).toBe(false);
    expect(pricesUpdated(cartWith([line(100), { ...line(101), previousPrice: money(100) }]))).toBe(
      true,
    );
  });
});
