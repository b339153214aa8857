import type { PreciousMetal, ProductForm, TaxClass } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';

/**
 * How a product is taxed when the shop sells it:
 * - investment_gold: exempt (EU VAT Directive art. 344-346, in AT and DE § 25c UStG and its
 *   Austrian counterpart; CH art. 107 MWSTG, which Liechtenstein's MWSTG mirrors);
 * - standard: the store's standard rate;
 * - reduced: the store's reduced rate for collectors' items (none of the seeded products qualify:
 *   coins of precious metal delivered by a dealer are standard- or margin-taxed);
 * - margin: margin scheme (AT § 24 UStG, DE § 25a UStG, CH/LI art. 24a MWSTG): VAT is due only
 *   on the dealer's margin and must not be shown on the invoice.
 */
export { taxClasses, type TaxClass } from '@shop/api-client/contract';

/** What the tax rules need to know of a product. */
export interface TaxFacts {
  form: ProductForm;
  metal: PreciousMetal | null;
  /** Parts per thousand as written on the product ('999.9', '916.7'); null when unknown. */
  fineness: string | null;
  /** The coin is or was legal tender in its country of origin. */
  legalTender: boolean;
  /** The year the piece was struck (an official restrike's, not the date it bears); null unknown. */
  mintYear: number | null;
  /** Bought second-hand from collectors without VAT, so it may be sold under the margin scheme. */
  secondHand: boolean;
}

/** Bars of at least 995/1000 (art. 344 (1)(1)): a gift bar in a card is a gift item, not a bar. */
const minBarFineness = 995;
/** Coins of at least 900/1000, minted after 1800, legal tender (art. 344 (1)(2)). */
const minCoinFineness = 900;
const lastExcludedMintYear = 1800;

export function isInvestmentGold(f: TaxFacts): boolean {
  if (f.metal !== 'gold' || f.fineness === null) return false;
  const fineness = Number(f.fineness);
  if (f.form === 'bar') return fineness >= minBarFineness;
  if (f.form === 'coin')
    return (
      fineness >= minCoinFineness &&
      f.legalTender &&
      f.mintYear !== null &&
      f.mintYear > lastExcludedMintYear
    );
  // Gift items, accessories and scrap (jewellery) are never investment gold.
  return false;
}

/**
 * A product's tax class from its facts. Everything that is not investment gold is taxed: at the
 * standard rate, or under the margin scheme when it was bought second-hand without VAT (historic
 * coins from collectors), since the dealer then has no input VAT to deduct.
 */
export function taxClassOf(f: TaxFacts): TaxClass {
  if (isInvestmentGold(f)) return 'investment_gold';
  return f.secondHand ? 'margin' : 'standard';
}

/**
 * Stores that charge VAT. The US store has none; US sales tax differs by state and is out of
 * scope, so its prices carry no tax at all.
 */
const vatStores: ReadonlySet<StoreKey> = new Set(['at', 'de', 'ch', 'li']);

/**
 * A product's class in one store. The investment-gold and margin-scheme rules of AT and DE (EU)
 * and CH and LI (Swiss law) agree, so the class follows the product there; without VAT (US) there
 * is no margin scheme or reduced rate, and only investment gold keeps its name.
 */
export function storeTaxClass(productClass: TaxClass, store: StoreKey): TaxClass {
  if (vatStores.has(store) || productClass === 'investment_gold') return productClass;
  return 'standard';
}

/**
 * VAT in basis points per store and class: AT 20 % / 13 %, DE 19 % / 7 %, CH and LI 8.1 % /
 * 2.6 %, none in the US. The margin scheme charges the standard rate, but on the margin only.
 */
export const taxRateTable: Record<StoreKey, Record<TaxClass, number>> = {
  at: { investment_gold: 0, standard: 2000, reduced: 1300, margin: 2000 },
  de: { investment_gold: 0, standard: 1900, reduced: 700, margin: 1900 },
  ch: { investment_gold: 0, standard: 810, reduced: 260, margin: 810 },
  li: { investment_gold: 0, standard: 810, reduced: 260, margin: 810 },
  us: { investment_gold: 0, standard: 0, reduced: 0, margin: 0 },
};
