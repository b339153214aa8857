import type { PriceType } from '@shop/api-client/contract';
import { depositBook, holdingsOf, type DepositMovement, type DepositOrderLine } from './holdings';

const line = (
  transactionType: PriceType,
  quantity: number,
  unitCentAmount: number,
  day: number,
): DepositMovement => ({
  transactionType,
  orderedAt: new Date(Date.UTC(2026, 10, day)),
  at: new Date(Date.UTC(2026, 10, day)),
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

describe('depositBook', () => {
  const ordered = (
    over: Partial<DepositOrderLine> & Pick<DepositOrderLine, 'orderNumber'>,
    day: number,
  ): DepositOrderLine => {
    const { at, ...movement } = line('buy', 1, 250_000, day);
    return {
      ...movement,
      orderedAt: at,
      orderId: `id-${over.orderNumber}`,
      orderState: 'Open',
      paymentState: 'Pending',
      paymentDate: null,
      ...over,
    };
  };

  it('holds paid purchases from their payment, shows unpaid ones apart and takes accepted sales out', () => {
    const { movements, incoming, outgoing } = depositBook([
      ordered(
        { orderNumber: '1', paymentState: 'Paid', paymentDate: new Date(Date.UTC(2026, 10, 5)) },
        1,
      ),
      ordered({ orderNumber: '2', quantity: 4 }, 2),
      // Confirmed without a recorded payment: past payment all the same.
      ordered({ orderNumber: '3', orderState: 'Confirmed' }, 3),
      ordered({ orderNumber: '4', transactionType: 'sell', orderState: 'Accepted' }, 4),
      // Not accepted yet: still held, on its way out.
      ordered({ orderNumber: '6', transactionType: 'sell', orderState: 'Requested' }, 6),
    ]);
    expect(outgoing.map((line) => line.orderNumber)).toEqual(['6']);
    expect(incoming).toEqual([
      expect.objectContaining({
        sku: 'CGO-KRU-1OZ',
        quantity: 4,
        orderId: 'id-2',
        orderNumber: '2',
        orderedAt: '2026-11-02T00:00:00.000Z',
      }),
    ]);
    // Moved in at payment (day 5), after the confirmed order (3) and the sale (4).
    expect(
      movements.map((movement) => [movement.transactionType, movement.at.getUTCDate()]),
    ).toEqual([
      ['buy', 3],
      ['sell', 4],
      ['buy', 5],
    ]);
  });
});
