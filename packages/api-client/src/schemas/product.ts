import * as v from 'valibot';
import { CategoryRefSchema } from './category';
import { NullableTranslationMapSchema, TranslationMapSchema } from './translation';
import { TextSchema } from './text';

export const preciousMetals = ['gold', 'silver', 'platinum', 'palladium'] as const;
export type PreciousMetal = (typeof preciousMetals)[number];
export const PreciousMetalSchema = v.picklist(preciousMetals);

export const fineWeightUnits = ['g', 'oz', 'kg'] as const;
export type FineWeightUnit = (typeof fineWeightUnits)[number];

/** Physical form; drives the product picture, tax rules and whether a quantity may be fractional. */
export const productForms = ['coin', 'bar', 'scrap', 'accessory', 'gift'] as const;
export type ProductForm = (typeof productForms)[number];

export const availabilities = ['available', 'lowStock', 'soldOut'] as const;
export type Availability = (typeof availabilities)[number];
export const AvailabilitySchema = v.picklist(availabilities);

/**
 * Below this many units in stock a product is `lowStock` and shows "only N left": the default of
 * every product's own threshold, which staff set in the catalogue.
 */
export const lowStockThreshold = 5;

/**
 * A product's availability from its stock, the one truth the API keeps: sold out at 0, low under
 * the product's threshold. (A product staff marked sold out has a saleable stock of 0.)
 */
export const availabilityOf = (
  stock: number,
  threshold: number = lowStockThreshold,
): Availability => (stock <= 0 ? 'soldOut' : stock < threshold ? 'lowStock' : 'available');

/** The units a customer is told are left: only while stock is low, the exact figure stays private. */
export const unitsLeftOf = (stock: number, threshold: number = lowStockThreshold): number | null =>
  availabilityOf(stock, threshold) === 'lowStock' ? stock : null;

/** Units left while the product is `lowStock` ("only N left"), else null. */
export const UnitsLeftSchema = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));

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
  unitsLeft: UnitsLeftSchema,
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
 * PUT /admin/products/{sku}/stock (admin token): the units in stock, as staff count them until an
 * inventory feed or the back-office does. Availability follows; alerts mail after the next
 * recalculation when a sold-out product is back.
 */
export const AdminStockParamsSchema = v.strictObject({ sku: SkuSchema });
export const AdminStockBodySchema = v.strictObject({
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
});
export type AdminStockBody = v.InferOutput<typeof AdminStockBodySchema>;
export const AdminStockAnswerSchema = v.object({
  sku: TextSchema,
  stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  availability: AvailabilitySchema,
});
export type AdminStockAnswer = v.InferOutput<typeof AdminStockAnswerSchema>;
