import type {
  CategoryKey,
  FineWeightUnit,
  PreciousMetal,
  ProductForm,
  TranslationMap,
} from '@shop/api-client/contract';

export interface Weight {
  value: number;
  unit: FineWeightUnit;
}

/** One catalogue entry as the seed tables describe it; derived columns are added on insert. */
export interface ProductSeed {
  sku: string;
  name: TranslationMap;
  description: TranslationMap;
  form: ProductForm;
  categories: CategoryKey[];
  manufacturer: string | null;
  preciousMetal: PreciousMetal | null;
  series: string | null;
  yearsOfIssue: string | null;
  /** Coins: legal tender, now or once, in the country of origin (an investment-gold test). */
  legalTender?: boolean;
  /** The year an official restrike was struck, when it bears an older date. */
  struckIn?: number;
  /** Bought second-hand from collectors without VAT, hence sold under the margin scheme. */
  secondHand?: boolean;
  fineWeight: Weight | null;
  fineness: string | null;
  countryOfOrigin: string | null;
  thicknessMm: number | null;
  diameterMm: number | null;
  grossWeightG: number | null;
  grade: TranslationMap | null;
  edition: TranslationMap | null;
  certificate: TranslationMap | null;
  packaging: TranslationMap | null;
  /** Units in stock; the catalogue picks a believable figure when unset. */
  stock?: number;
  dutyFree?: boolean;
}

export const tr = (de: string, en: string): TranslationMap => ({ de, en });
