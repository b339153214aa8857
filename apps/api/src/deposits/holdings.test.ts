import { holdingsOf, type DepositMovement } from './holdings';

const line = (
  transactionType: 'buy' | 'sell',
  quantity: number,
  unitCentAmount: number,
  day: number,
): DepositMovement => ({
  transactionType,
  orderedAt: new Date(Date.UTC(2026, 10, day)),
  sku: 'CGO-KRU-1OZ',
  productId: 'p1',
  nameDe: 'Krugerrand',
  nameEn: 'Krugerrand',
  slugDe: 'krugerrand',
  slugEn: 'krugerrand',
  preciousMetal: 'gold',
  fineWeightG: 31.1,
  quantity,
  unitCentAmount,
});

describe('holdingsOf', () => {
  it('adds purchases at their cost and takes sales out at the average cost', () => {
    const [held] = holdingsOf(
      [line('buy', 2, 250_000, 1), line('buy', 1, 280_000, 2), line('sell', 2, 300_000, 3)],
      'EUR',
    );
    // 3 units cost 780,000; 2 leave at the average 260,000 each.
    expect(held).toMatchObject({
      quantity: 1,
      cost: { centAmount: 260_000, currency: 'EUR' },
      firstOrderedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('drops a position sold out, also by a sale of more than was held', () => {
    expect(holdingsOf([line('buy', 1, 250_000, 1), line('sell', 3, 240_000, 2)], 'EUR')).toEqual(
      [],
    );
    expect(holdingsOf([line('sell', 1, 240_000, 1)], 'EUR')).toEqual([]);
  });
});
