import type { Cart, LineItem } from '@shop/api-client';
import { cartBlocker, pricesChanged } from './cart-blockers';

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
  isScrap: false,
  availability: 'available',
  outOfStock: false,
});
const cartWith = (lines: LineItem[]) =>
  ({
    lineItems: lines,
    totalGrossPrice: money(lines.reduce((sum, l) => sum + l.totalPrice.centAmount, 0)),
  }) as Cart;

describe('cart blockers', () => {
  it('lets a cart from 1.00 up to 500,000 proceed', () => {
    expect(cartBlocker(cartWith([line(100)]))).toBeNull();
    expect(cartBlocker(cartWith([line(50_000_000)]))).toBeNull();
  });

  it('stops an empty cart, a zero total, the limit and the minimum', () => {
    expect(cartBlocker(undefined)).toBe('empty');
    expect(cartBlocker(cartWith([]))).toBe('empty');
    expect(cartBlocker(cartWith([line(0)]))).toBe('zeroTotal');
    expect(cartBlocker(cartWith([line(50_000_001)]))).toBe('limitExceeded');
    expect(cartBlocker(cartWith([line(25_000_000, 3)]))).toBe('limitExceeded');
    expect(cartBlocker(cartWith([line(99)]))).toBe('belowMinimum');
  });

  it('notices changed unit prices only', () => {
    expect(pricesChanged(cartWith([line(100)]), cartWith([line(100)]))).toBe(false);
    expect(pricesChanged(cartWith([line(100)]), cartWith([line(101)]))).toBe(true);
  });
});
