import type { Order, ProductPricing } from '@shop/api-client';
import { paidPurchase, requestedSale } from '../../test/sample-orders';
import { sampleDeposit } from '../../test/sample-deposit';
import { holdingsOf } from './holdings';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const withMetal = (order: Order): Order => ({
  ...order,
  lineItems: order.lineItems.map((line) =>
    line.sku.startsWith('CGO')
      ? { ...line, preciousMetal: 'gold', fineWeightGrams: 31.1035 }
      : { ...line, preciousMetal: 'silver', fineWeightGrams: 31.1035 },
  ),
});
const pricing = (sku: string, sell: number): ProductPricing => ({
  sku,
  prices: [{ type: 'sell', centAmount: sell, currency: 'EUR', minQuantity: 1 }],
  taxRate: 0,
  dutyFree: false,
  taxClass: 'investment_gold',
  spotValue: null,
});
const prices = new Map([
  ['CGO-KRU-1OZ', pricing('CGO-KRU-1OZ', 260_000)],
  ['CSI-PHI-1OZ', pricing('CSI-PHI-1OZ', 3_000)],
]);

describe('holdingsOf', () => {
  it('sums deposit and purchases per metal at the buy-back price, less what was sold back', () => {
    const purchase = withMetal(paidPurchase);
    const pending = withMetal({
      ...paidPurchase,
      id: 'o-3',
      orderNumber: '2026-000044',
      orderState: 'Open',
      createdAt: '2026-11-22T10:00:00.000Z',
      lineItems: [{ ...paidPurchase.lineItems[1]!, quantity: 1, totalPrice: eur(4_200) }],
    });
    const delivered = { ...purchase, orderState: 'Complete' as const };
    const holdings = holdingsOf(
      'EUR',
      sampleDeposit,
      [withMetal(requestedSale), pending, delivered],
      (sku) => prices.get(sku),
    );
    // The deposit's two Krugerrands; of the delivered two, one was sold back; 11 Philharmonics.
    expect(holdings.items.map((item) => [item.source, item.sku, item.quantity])).toEqual([
      ['deposit', 'CGO-KRU-1OZ', 2],
      ['delivered', 'CGO-KRU-1OZ', 1],
      ['delivered', 'CSI-PHI-1OZ', 10],
      ['pending', 'CSI-PHI-1OZ', 1],
    ]);
    const [gold, silver] = holdings.byMetal;
    expect(gold).toMatchObject({
      metal: 'gold',
      cost: 500_000 + 250_000,
      value: 480_000 + 260_000,
      gain: -10_000,
      gainPercent: -1.33,
    });
    expect(gold!.fineWeightGrams).toBeCloseTo(3 * 31.1035);
    expect(silver).toMatchObject({ metal: 'silver', cost: 11 * 4_200, value: 11 * 3_000 });
    expect(holdings.total.value).toBe(740_000 + 33_000);
    expect(holdings.sellBacks.map((order) => order.orderNumber)).toEqual(['2026-000043']);
  });

  it('leaves out cancelled orders, other currencies and deposit orders (counted in the deposit)', () => {
    const purchase = withMetal(paidPurchase);
    const holdings = holdingsOf(
      'EUR',
      undefined,
      [
        { ...purchase, orderState: 'Cancelled' },
        { ...purchase, id: 'chf', currency: 'CHF' },
        { ...purchase, id: 'dep', shippingInfo: { methodKey: 'deposit', price: eur(0) } },
      ],
      (sku) => prices.get(sku),
    );
    expect(holdings.items).toEqual([]);
    expect(holdings.total).toEqual({ cost: 0, value: 0, gain: 0, gainPercent: null });
  });
});
