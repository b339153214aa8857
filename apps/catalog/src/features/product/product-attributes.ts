import { countryName, formatNumber, type Language, type MessageId } from '@shop/i18n';
import type { Product, TranslationMap } from '@shop/api-client';
import { formatFineWeight } from './format-weight';

export type AttributeKey =
  | 'sku'
  | 'manufacturer'
  | 'preciousMetal'
  | 'series'
  | 'yearsOfIssue'
  | 'fineWeight'
  | 'fineness'
  | 'countryOfOrigin'
  | 'thickness'
  | 'diameter'
  | 'grossWeight'
  | 'grade'
  | 'edition'
  | 'certificate'
  | 'packaging';

/** The label of an attribute: the compiler checks that every attribute has one. */
export function attributeLabelId(key: AttributeKey): MessageId {
  return `catalog.attribute.${key}`;
}

/** One row of the technical details: the message id of its label and the formatted value. */
export interface ProductAttributeRow {
  key: AttributeKey;
  labelId: MessageId;
  value: string;
}

export interface AttributeFormatContext {
  language: Language;
  localeTag: string;
  /** Localized name of a precious metal. */
  metalName: (metal: NonNullable<Product['attributeFields']['preciousMetal']>) => string;
}

const measure = (value: number, unit: 'millimeter' | 'gram', localeTag: string) =>
  formatNumber(value, localeTag, { style: 'unit', unit, maximumFractionDigits: 3 });

/**
 * Every attribute of a product in display order, formatted for the page locale. Attributes the
 * product does not have are left out rather than shown as dashes.
 */
export function productAttributeRows(
  product: Product,
  context: AttributeFormatContext,
): ProductAttributeRow[] {
  const { language, localeTag } = context;
  const fields = product.attributeFields;
  const translated = (map: TranslationMap | null) => map?.[language] ?? null;
  const candidates: Array<[AttributeKey, string | null]> = [
    ['sku', product.sku],
    ['manufacturer', fields.manufacturer],
    ['preciousMetal', fields.preciousMetal ? context.metalName(fields.preciousMetal) : null],
    ['series', fields.series],
    ['yearsOfIssue', fields.yearsOfIssue],
    [
      'fineWeight',
      fields.fineWeight !== null && fields.fineWeightUnit !== null
        ? formatFineWeight(fields.fineWeight, fields.fineWeightUnit, localeTag)
        : null,
    ],
    ['fineness', product.fineness],
    [
      'countryOfOrigin',
      product.countryOfOrigin ? countryName(product.countryOfOrigin, localeTag) : null,
    ],
    [
      'thickness',
      product.thicknessMm !== null ? measure(product.thicknessMm, 'millimeter', localeTag) : null,
    ],
    [
      'diameter',
      product.diameterMm !== null ? measure(product.diameterMm, 'millimeter', localeTag) : null,
    ],
    [
      'grossWeight',
      product.grossWeightG !== null ? measure(product.grossWeightG, 'gram', localeTag) : null,
    ],
    ['grade', translated(product.grade)],
    ['edition', translated(product.edition)],
    ['certificate', translated(product.certificate)],
    ['packaging', translated(product.packaging)],
  ];
  return candidates
    .filter((entry): entry is [AttributeKey, string] => entry[1] !== null && entry[1].trim() !== '')
    .map(([key, value]) => ({ key, labelId: attributeLabelId(key), value }));
}
