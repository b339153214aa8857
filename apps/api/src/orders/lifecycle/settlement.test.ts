import { assayedSettlement, receivedSettlement, type SettlementOrderLine } from './settlement';

// 20 g of 585 scrap at 45.12 a gram, and two 1 oz coins at 2,500.00 each.
const lines: SettlementOrderLine[] = [
  { id: 'scrap', unitCentAmount: 4_512, quantity: 20, fineGramsPerUnit: 0.585 },
  { id: 'coin', unitCentAmount: 250_000, quantity: 2, fineGramsPerUnit: 31.1035 },
];
const ordered = 4_512 * 20 + 250_000 * 2;
const both = receivedSettlement(lines, {
  event: 'goodsReceived',
  lines: [
    { lineId: 'scrap', received: true },
    { lineId: 'coin', received: true },
  ],
});

describe('a sale’s settlement', () => {
  it('needs every line of the order once when the goods arrive', () => {
    const refuse = (given: { lineId: string; received: boolean }[]) =>
      expect(() => receivedSettlement(lines, { event: 'goodsReceived', lines: given })).toThrow();
    refuse([{ lineId: 'scrap', received: true }]);
    refuse([
      { lineId: 'scrap', received: true },
      { lineId: 'scrap', received: false },
    ]);
    refuse([
      { lineId: 'scrap', received: true },
      { lineId: 'other', received: true },
    ]);
  });

  it('keeps the ordered payout when the fine metal is as ordered to the hundredth of a gram', () => {
    const { settlement, changed } = assayedSettlement(
      lines,
      both,
      {
        event: 'assayed',
        lines: [
          { lineId: 'scrap', weightGrams: 20, fineness: 585 },
          { lineId: 'coin', weightGrams: 62.213, fineness: 999.9 },
        ],
      },
      ordered - 990,
    );
    expect(changed).toBe(false);
    expect(settlement.payoutCentAmount).toBe(ordered - 990);
  });

  it('pays the assayed fine metal at the locked price, with a reason, and nothing for a missing line', () => {
    const coinMissing = receivedSettlement(lines, {
      event: 'goodsReceived',
      lines: [
        { lineId: 'scrap', received: true },
        { lineId: 'coin', received: false },
      ],
    });
    const assay = { lineId: 'scrap', weightGrams: 20, fineness: 333 };
    expect(() =>
      assayedSettlement(lines, coinMissing, { event: 'assayed', lines: [assay] }, ordered),
    ).toThrow();
    const { settlement, changed } = assayedSettlement(
      lines,
      coinMissing,
      { event: 'assayed', lines: [{ ...assay, reason: 'Hallmark 333, not 585' }] },
      ordered,
    );
    expect(changed).toBe(true);
    // 20 g x 0.333 = 6.66 g fine at 4,512 per 0.585 g: 51,367.38..., rounded once.
    expect(settlement.lines.map((line) => line.payoutCentAmount)).toEqual([51_367, 0]);
    expect(settlement.payoutCentAmount).toBe(51_367);
    // The coin was not received: it needs no assay, and one for it is refused.
    expect(() =>
      assayedSettlement(
        lines,
        coinMissing,
        {
          event: 'assayed',
          lines: [
            { ...assay, reason: 'x' },
            { lineId: 'coin', weightGrams: 62.2, fineness: 999.9 },
          ],
        },
        ordered,
      ),
    ).toThrow();
  });
});
