import type {
  PriceType,
  ProductAttributeFields,
  ProductPrice,
  ProductPricing,
} from '@shop/api-client';

/** One troy ounce in grams (the unit of every metal price). */
export const GRAMS_PER_TROY_OUNCE = 31.1034768;

const gramsPerUnit = { g: 1, oz: GRAMS_PER_TROY_OUNCE, kg: 1000 } as const;

/** The price tiers of one side, smallest quantity first. */
export function priceTiers(pricing: ProductPricing, type: PriceType): ProductPrice[] {
  return pricing.prices
    .filter((price) => price.type === type)
    .sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The unit price that applies to `quantity` pieces: the tier with the largest minimum it reaches. */
export function unitPrice(
  pricing: ProductPricing,
  type: PriceType,
  quantity = 1,
): ProductPrice | null {
  const reached = priceTiers(pricing, type).filter((price) => price.minQuantity <= quantity);
  return reached[reached.length - 1] ?? null;
}

/** Fine metal content in grams; null for products without metal or weight. */
export function fineWeightGrams(fields: ProductAttributeFields): number | null {
  if (fields.fineWeight === null || fields.fineWeightUnit === null || fields.fineWeight <= 0)
    return null;
  return fields.fineWeight * gramsPerUnit[fields.fineWeightUnit];
}

/** Minor units per gram, rounded to the nearest minor unit. */
export function pricePerGram(centAmount: number, grams: number): number {
  return Math.round(centAmount / grams);
}

/** The amount without VAT; `taxRate` in basis points (2000 = 20 %). */
export function netAmount(centAmount: number, taxRate: number): number {
  return Math.round(centAmount / (1 + taxRate / 10_000));
}

/**
 * How far the buy price exceeds the fine metal's value at spot, as a fraction (0.034 = 3.4 %).
 * The spot value carries no VAT, so the buy price is compared without VAT too: otherwise taxed
 * silver would show its 20 % VAT as dealer premium.
 */
export function premiumOverSpot(pricing: ProductPricing, buy: ProductPrice): number | null {
  if (!pricing.spotValue || pricing.spotValue.centAmount <= 0) return null;
  if (pricing.spotValue.currency !== buy.currency) return null;
  const net = netAmount(buy.centAmount, pricing.taxRate);
  return (net - pricing.spotValue.centAmount) / pricing.spotValue.centAmount;
}

export type TaxNote =
  | { kind: 'vat'; rate: number }
  | { kind: 'exemptGold' }
  | { kind: 'exempt' }
  | { kind: 'margin' }
  | { kind: 'dutyFree' };

/**
 * What the buy price includes, by the product's tax class in the store: VAT at a rate, VAT-exempt
 * investment gold, the margin scheme (whose VAT must not be shown, so no rate), or duty-free
 * storage.
 */
export function taxNote(pricing: ProductPricing): TaxNote {
  if (pricing.dutyFree) return { kind: 'dutyFree' };
  if (pricing.taxClass === 'margin') return { kind: 'margin' };
  if (pricing.taxRate > 0) return { kind: 'vat', rate: pricing.taxRate / 10_000 };
  return pricing.taxClass === 'investment_gold' ? { kind: 'exemptGold' } : { kind: 'exempt' };
}
