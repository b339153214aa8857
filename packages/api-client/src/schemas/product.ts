import * as v from 'valibot';
import { CategoryRefSchema } from './category';
import { NullableTranslationMapSchema, TranslationMapSchema } from './translation';
import { TextSchema } from './text';

export const preciousMetals = ['gold', 'silver', 'platinum', 'palladium'] as const;
export type PreciousMetal = (typeof preciousMetals)[number];
export const PreciousMetalSchema = v.picklist(preciousMetals);

export const fineWeightUnits = ['g', 'oz', 'kg'] as const;
export type FineWeightUnit = (typeof fineWeightUnits)[number];

export const availabilities = ['available', 'lowStock', 'soldOut', 'onRequest'] as const;
export type Availability = (typeof availabilities)[number];
export const AvailabilitySchema = v.picklist(availabilities);

const nullableNumber = v.nullable(v.number());

/** The attribute set of spec section 3 (line item / product attributeFields). */
export const ProductAttributeFieldsSchema = v.object({
  manufacturer: v.nullable(TextSchema),
  preciousMetal: v.nullable(PreciousMetalSchema),
  series: v.nullable(TextSchema),
  yearsOfIssue: v.nullable(TextSchema),
  /** Fine metal content in `fineWeightUnit`; `oz` is the troy ounce (31.1034768 g). */
  fineWeight: nullableNumber,
  fineWeightUnit: v.nullable(v.picklist(fineWeightUnits)),
});
export type ProductAttributeFields = v.InferOutput<typeof ProductAttributeFieldsSchema>;

export const ProductImageSchema = v.object({
  url: TextSchema,
  alt: TranslationMapSchema,
});
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

export const ProductSchema = v.object({
  id: TextSchema,
  sku: TextSchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  description: TranslationMapSchema,
  categories: v.array(CategoryRefSchema),
  attributeFields: ProductAttributeFieldsSchema,
  /** Parts per thousand as printed on the item, e.g. "999.9" or "916.7". */
  fineness: v.nullable(TextSchema),
  /** ISO 3166-1 alpha-2. */
  countryOfOrigin: v.nullable(v.pipe(TextSchema, v.regex(/^[A-Z]{2}$/))),
  thicknessMm: nullableNumber,
  diameterMm: nullableNumber,
  grossWeightG: nullableNumber,
  grade: NullableTranslationMapSchema,
  edition: NullableTranslationMapSchema,
  certificate: NullableTranslationMapSchema,
  packaging: NullableTranslationMapSchema,
  availability: v.picklist(availabilities),
  /** Held in a bonded warehouse (Zollfreilager): no import VAT, deposit rules of spec 5 apply. */
  dutyFree: v.boolean(),
  images: v.array(ProductImageSchema),
  createdAt: v.pipe(TextSchema, v.isoTimestamp()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductIdentifierSchema = v.object({
  id: TextSchema,
  sku: TextSchema,
  slug: TranslationMapSchema,
});
export type ProductIdentifier = v.InferOutput<typeof ProductIdentifierSchema>;
export const ProductIdentifierListSchema = v.array(ProductIdentifierSchema);

export const SkuSchema = v.pipe(
  TextSchema,
  v.regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'must be an SKU of capital letters, digits and dashes'),
  v.maxLength(64),
);

/**
 * PUT /admin/products/{sku}/availability (admin token): a product's stock state, as staff set it
 * until an inventory feed does. Availability alerts mail after the next recalculation.
 */
export const AdminAvailabilityParamsSchema = v.strictObject({ sku: SkuSchema });
export const AdminAvailabilityBodySchema = v.strictObject({ availability: AvailabilitySchema });
export type AdminAvailabilityBody = v.InferOutput<typeof AdminAvailabilityBodySchema>;
