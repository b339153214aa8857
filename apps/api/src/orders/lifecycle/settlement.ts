import type { OrderTransitionOf } from '@shop/api-client/contract';
import { lineGross } from '../../carts/totals';
import { validationError } from '../../lib/errors';
import { roundHalfUp } from '../../prices';

/*
 * A sale's settlement (issue 25, item 7): which lines arrived, what the assay found, and the
 * payout at the price locked when the order was placed. Pure: the service stores the result on
 * the order.
 */

export interface StoredSettlementLine {
  lineId: string;
  received: boolean;
  weightGrams: number | null;
  /** Parts per thousand. */
  fineness: number | null;
  /** What the line pays out after the assay (0 when missing); null before it. */
  payoutCentAmount: number | null;
  reason: string | null;
}

export interface StoredSettlement {
  lines: StoredSettlementLine[];
  /**
   * The payout after the assay, null before it: the order's total with the lines' change (what
   * the order took off for shipping or added stays as ordered).
   */
  payoutCentAmount: number | null;
}

/** An order line as the settlement reads it. */
export interface SettlementOrderLine {
  id: string;
  unitCentAmount: number;
  quantity: number;
  /**
   * Grams of fine metal one unit holds: a coin's or bar's fine weight, a gram of scrap's fine
   * content; 1 for scrap priced per fine gram (dental gold). Null for a product without metal.
   */
  fineGramsPerUnit: number | null;
}

/** The fixed point of the arithmetic: weights in 1/10000 g, fineness in 1/10 ‰ (1e-8 g of fine). */
const weightScale = 10_000;
const finenessScale = 10;
const fineScale = 1e8;

/** Every id once and only these ids, else the validation error at `path`. */
function assertSameLines(ids: readonly string[], given: readonly string[], message: string) {
  const expected = new Set(ids);
  const seen = new Set(given);
  if (
    seen.size !== given.length ||
    seen.size !== expected.size ||
    given.some((id) => !expected.has(id))
  )
    throw validationError([{ path: 'body.lines', message }]);
}

/** The goods as they arrived: every line of the order, received or missing. */
export function receivedSettlement(
  lines: readonly SettlementOrderLine[],
  { lines: received }: OrderTransitionOf<'goodsReceived'>,
): StoredSettlement {
  assertSameLines(
    lines.map((line) => line.id),
    received.map((line) => line.lineId),
    'validation.orderLines',
  );
  const receivedOf = new Map(received.map((line) => [line.lineId, line.received]));
  return {
    lines: lines.map((line) => ({
      lineId: line.id,
      received: receivedOf.get(line.id)!,
      weightGrams: null,
      fineness: null,
      payoutCentAmount: null,
      reason: null,
    })),
    payoutCentAmount: null,
  };
}

/**
 * The assay of every received line: its fine metal (weight x fineness) paid at the line's locked
 * price per fine gram (the unit price as ordered over the unit's fine grams), rounded half up
 * once per line. A line whose fine metal is as ordered to the hundredth of a gram keeps its ordered
 * payout; one that differs needs a reason. A missing line pays nothing. `changed` tells whether
 * the total differs from the order's.
 */
export function assayedSettlement(
  lines: readonly SettlementOrderLine[],
  settlement: StoredSettlement,
  { lines: assays }: OrderTransitionOf<'assayed'>,
  orderTotalCentAmount: number,
): { settlement: StoredSettlement; changed: boolean } {
  const receivedIds = settlement.lines.filter((line) => line.received).map((line) => line.lineId);
  assertSameLines(
    receivedIds,
    assays.map((assay) => assay.lineId),
    'validation.orderLinesReceived',
  );
  const assayOf = new Map(assays.map((assay, index) => [assay.lineId, { assay, index }]));
  const missingReason: { path: string; message: string }[] = [];
  let ordered = 0;
  let payout = 0;
  const settled = settlement.lines.map((stored): StoredSettlementLine => {
    const line = lines.find((candidate) => candidate.id === stored.lineId)!;
    const orderedPayout = lineGross(line);
    ordered += orderedPayout;
    const found = assayOf.get(stored.lineId);
    if (!found) return { ...stored, payoutCentAmount: 0 };
    const { assay, index } = found;
    const fine =
      BigInt(Math.round(assay.weightGrams * weightScale)) *
      BigInt(Math.round(assay.fineness * finenessScale));
    const perUnit = line.fineGramsPerUnit;
    const asOrdered =
      perUnit === null ||
      Math.round(Number(fine) / (fineScale / 100)) === Math.round(line.quantity * perUnit * 100);
    const linePayout = asOrdered
      ? orderedPayout
      : roundHalfUp(BigInt(line.unitCentAmount) * fine, BigInt(Math.round(perUnit * fineScale)));
    if (linePayout !== orderedPayout && !assay.reason)
      missingReason.push({ path: `body.lines.${index}.reason`, message: 'validation.assayReason' });
    payout += linePayout;
    return {
      ...stored,
      weightGrams: assay.weightGrams,
      fineness: assay.fineness,
      payoutCentAmount: linePayout,
      reason: assay.reason ?? null,
    };
  });
  if (missingReason.length > 0) throw validationError(missingReason);
  return {
    settlement: {
      lines: settled,
      payoutCentAmount: Math.max(0, orderTotalCentAmount + payout - ordered),
    },
    changed: payout !== ordered,
  };
}
