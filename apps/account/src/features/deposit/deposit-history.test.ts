import type { DepositPosition } from '@shop/api-client';
import { depositHistory } from './deposit-history';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const gold: DepositPosition = {
  sku: 'CGO-KRU-1OZ',
  productId: 'p1',
  name: { de: 'Krugerrand', en: 'Krugerrand' },
  slug: { de: 'krugerrand', en: 'krugerrand' },
  preciousMetal: 'gold',
  fineWeightGrams: 31.1,
  quantity: 2,
  cost: eur(500_000),
  unitValue: eur(240_000),
  value: eur(480_000),
  firstOrderedAt: '2026-11-02T00:00:00.000Z',
};
const accessory: DepositPosition = {
  ...gold,
  sku: 'ACC-BOX',
  preciousMetal: null,
  fineWeightGrams: null,
  quantity: 1,
  cost: eur(1_000),
  unitValue: null,
  value: eur(1_000),
  firstOrderedAt: '2026-11-01T00:00:00.000Z',
};
const day = (d: number) => `2026-11-0${d}T00:00:00.000Z`;

describe('depositHistory', () => {
  it('scales each position by its metal price against the latest, from its first order on', () => {
    const history = depositHistory(
      [gold, accessory],
      [
        {
          metal: 'gold',
          points: [
            { timestamp: day(1), centAmount: 200_000 },
            { timestamp: day(2), centAmount: 220_000 },
            { timestamp: day(3), centAmount: 240_000 },
          ],
        },
      ],
    );
    expect(history).toEqual([
      // Before the gold was ordered only the accessory was held.
      { time: Date.parse(day(1)), centAmount: 1_000 },
      { time: Date.parse(day(2)), centAmount: 1_000 + 440_000 },
      { time: Date.parse(day(3)), centAmount: 1_000 + 480_000 },
    ]);
  });

  it('has no points without a price history', () => {
    expect(depositHistory([gold], [{ metal: 'gold', points: [] }])).toEqual([]);
  });
});
