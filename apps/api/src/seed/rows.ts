import type { TranslationMap } from '@shop/api-client/contract';
import type { products } from '../tables';
import { fold, searchVariants, slugify } from '../lib/text';
import { grams } from './format';
import { taxClassOf, type TaxFacts } from '../prices/tax-classes';
import type { ProductSeed } from './types';

type ProductInsert = typeof products.$inferInsert;

const split = (map: TranslationMap | null, column: string) => ({
  [`${column}De`]: map?.de ?? null,
  [`${column}En`]: map?.en ?? null,
});

/**
 * The search and sort columns for a product. Every write path (seed now, catalogue admin later)
 * goes through here so the folded text always matches what the search expects.
 */
export function searchColumns(p: {
  name: TranslationMap;
  manufacturer: string | null;
  series: string | null;
  sku: string;
}) {
  const names = [...new Set([...searchVariants(p.name.de), ...searchVariants(p.name.en)])];
  const extra = [p.manufacturer, p.series].flatMap((text) => (text ? searchVariants(text) : []));
  return {
    searchName: names.join(' | '),
    searchText: [...new Set([...names, ...extra, p.sku.toLowerCase()])].join(' | '),
    sortNameDe: fold(p.name.de),
    sortNameEn: fold(p.name.en),
  };
}

/** What the tax rules need of a seed product (prices/tax-classes.ts). */
export function taxFactsOf(p: ProductSeed): TaxFacts {
  const firstYear = p.yearsOfIssue?.match(/\d{4}/)?.[0];
  return {
    form: p.form,
    metal: p.preciousMetal,
    fineness: p.fineness,
    legalTender: p.legalTender ?? false,
    mintYear: p.struckIn ?? (firstYear ? Number(firstYear) : null),
    secondHand: p.secondHand ?? false,
  };
}

export function productRow(p: ProductSeed, position: number, createdAt: Date): ProductInsert {
  return {
    sku: p.sku,
    nameDe: p.name.de,
    nameEn: p.name.en,
    slugDe: slugify(p.name.de),
    slugEn: slugify(p.name.en),
    descriptionDe: p.description.de,
    descriptionEn: p.description.en,
    form: p.form,
    manufacturer: p.manufacturer,
    preciousMetal: p.preciousMetal,
    series: p.series,
    yearsOfIssue: p.yearsOfIssue,
    fineWeight: p.fineWeight?.value ?? null,
    fineWeightUnit: p.fineWeight?.unit ?? null,
    fineWeightG: p.fineWeight ? grams(p.fineWeight) : null,
    fineness: p.fineness,
    countryOfOrigin: p.countryOfOrigin,
    thicknessMm: p.thicknessMm,
    diameterMm: p.diameterMm,
    grossWeightG: p.grossWeightG,
    ...split(p.grade, 'grade'),
    ...split(p.edition, 'edition'),
    ...split(p.certificate, 'certificate'),
    ...split(p.packaging, 'packaging'),
    stock: p.stock ?? 0,
    dutyFree: p.dutyFree ?? false,
    taxClass: taxClassOf(taxFactsOf(p)),
    position,
    ...searchColumns(p),
    createdAt,
  };
}
