import * as v from 'valibot';
import { CategoryKeySchema } from '../../schemas/category';
import { validationMessages } from '../../schemas/customer';
import { MoneySchema } from '../../schemas/prices';
import {
  AvailabilitySchema,
  PreciousMetalSchema,
  productForms,
  fineWeightUnits,
} from '../../schemas/product';
import { integerParam } from '../../schemas/product-search';
import { MultilineTextSchema, TextSchema } from '../../schemas/text';
import { TranslationMapSchema } from '../../schemas/translation';
import { AuditEntrySchema, StaffStoreKeySchema } from './staff';

/*
 * The catalogue in the back-office (issue 26, item 1): products searched and filtered, their
 * texts, attributes, categories, stock, availability and publishing, and their premium over spot
 * and buy-back spread per store, the price engine's inputs, with a preview of the prices they
 * make. Members with the `catalogue` permission; prices per store, the rest for every store.
 */

/** How many products one page of GET /staff/products holds. */
export const staffProductsPageSize = 50;

/** The largest stock and low-stock threshold staff may enter. */
export const maxStockQuantity = 1_000_000;

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      TextSchema,
      v.trim(),
      v.maxLength(max, `validation.maxLength:${max}`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

const booleanParam = v.optional(
  v.pipe(
    v.union([v.picklist(['true', 'false']), v.boolean()]),
    v.transform((value) => value === true || value === 'true'),
  ),
);

/** GET /staff/products: every filter optional. */
export const StaffProductListQuerySchema = v.strictObject({
  /** SKU, name (either language), manufacturer or series, in part. */
  q: optionalText(100),
  category: v.optional(CategoryKeySchema),
  metal: v.optional(PreciousMetalSchema),
  availability: v.optional(AvailabilitySchema),
  published: booleanParam,
  page: integerParam(1, 100_000, 1),
});
export type StaffProductListQuery = v.InferOutput<typeof StaffProductListQuerySchema>;

/** `available` / `soldOut` by staff: `fromStock` follows the stock, `soldOut` takes it off sale. */
export const staffAvailabilities = ['fromStock', 'soldOut'] as const;
export type StaffAvailability = (typeof staffAvailabilities)[number];

/** One product in the catalogue list. */
export const StaffProductSummarySchema = v.object({
  id: TextSchema,
  sku: TextSchema,
  name: TranslationMapSchema,
  categories: v.array(CategoryKeySchema),
  metal: v.nullable(PreciousMetalSchema),
  form: v.picklist(productForms),
  stock: v.number(),
  lowStockThreshold: v.number(),
  /** What the shop shows: from the stock and threshold, or soldOut when staff took it off sale. */
  availability: AvailabilitySchema,
  staffAvailability: v.picklist(staffAvailabilities),
  published: v.boolean(),
  /** The first picture's URL, or null. */
  image: v.nullable(TextSchema),
});
export type StaffProductSummary = v.InferOutput<typeof StaffProductSummarySchema>;

export const StaffProductListSchema = v.object({
  products: v.array(StaffProductSummarySchema),
  /** How many products the filters match (every page). */
  total: v.number(),
  page: v.number(),
});
export type StaffProductList = v.InferOutput<typeof StaffProductListSchema>;

/** Basis points: 350 = 3.5 %. */
const basisPoints = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(max, message));

/** A premium (over spot, buy side) and a spread (under spot, buy-back); null: not sold / not bought back. */
export const PriceInputsSchema = v.object({
  premiumBps: v.nullable(basisPoints(100_000, 'validation.premium')),
  spreadBps: v.nullable(basisPoints(9_999, 'validation.spread')),
});
export type PriceInputs = v.InferOutput<typeof PriceInputsSchema>;

/**
 * Per store: the product's own premium and spread there, or null to drop them (the price
 * policy's rules apply again). Stores left out keep theirs.
 */
export const StorePriceInputsSchema = v.pipe(
  v.record(StaffStoreKeySchema, v.nullable(PriceInputsSchema)),
  v.check((record) => Object.keys(record).length > 0, validationMessages.required),
);
export type StorePriceInputs = Partial<
  Record<v.InferOutput<typeof StaffStoreKeySchema>, PriceInputs | null>
>;

/** The prices of a product in one store: the engine's inputs there and what they make now. */
export const StaffStorePricesSchema = v.object({
  store: StaffStoreKeySchema,
  /** The product's own premium and spread in this store, or null (the price policy's rules). */
  own: v.nullable(PriceInputsSchema),
  /** The inputs the engine uses: the own ones, or those of the policy rule that applies. */
  effective: PriceInputsSchema,
  /** Gross price of one unit; null when not sold (or no price computed yet). */
  buy: v.nullable(MoneySchema),
  /** Buy-back price of one unit; null when not bought back. */
  sell: v.nullable(MoneySchema),
});
export type StaffStorePrices = v.InferOutput<typeof StaffStorePricesSchema>;

export const StaffProductAttributesSchema = v.object({
  manufacturer: v.nullable(TextSchema),
  series: v.nullable(TextSchema),
  yearsOfIssue: v.nullable(TextSchema),
  fineness: v.nullable(TextSchema),
  countryOfOrigin: v.nullable(TextSchema),
});
export type StaffProductAttributes = v.InferOutput<typeof StaffProductAttributesSchema>;

/** One of a product's pictures in its order: an uploaded one or the drawing the API makes. */
export const StaffProductImageSchema = v.object({
  id: TextSchema,
  url: TextSchema,
  alt: TranslationMapSchema,
});
export type StaffProductImage = v.InferOutput<typeof StaffProductImageSchema>;

/** GET /staff/products/{sku}: one product as staff edit it. */
export const StaffProductSchema = v.object({
  ...StaffProductSummarySchema.entries,
  slug: TranslationMapSchema,
  description: TranslationMapSchema,
  attributes: StaffProductAttributesSchema,
  fineWeight: v.nullable(v.number()),
  fineWeightUnit: v.nullable(v.picklist(fineWeightUnits)),
  images: v.array(StaffProductImageSchema),
  /** Per store the staff member may see, in the stores' order. */
  prices: v.array(StaffStorePricesSchema),
  /** When the prices shown were computed (null before the first recalculation). */
  pricesAt: v.nullable(TextSchema),
  audit: v.array(AuditEntrySchema),
});
export type StaffProduct = v.InferOutput<typeof StaffProductSchema>;

export const StaffSkuParamsSchema = v.object({
  sku: v.pipe(TextSchema, v.maxLength(64, 'validation.maxLength:64')),
});

const requiredText = (max: number) =>
  v.pipe(
    TextSchema,
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(max, `validation.maxLength:${max}`),
  );
const requiredMultiline = (max: number) =>
  v.pipe(
    MultilineTextSchema,
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(max, `validation.maxLength:${max}`),
  );
const nullableAttribute = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(TextSchema, v.trim(), v.maxLength(max, `validation.maxLength:${max}`))),
      v.transform((s) => (s ? s : null)),
    ),
  );
const quantity = v.pipe(
  v.number('validation.stockQuantity'),
  v.integer('validation.stockQuantity'),
  v.minValue(0, 'validation.stockQuantity'),
  v.maxValue(maxStockQuantity, 'validation.stockQuantity'),
);

/**
 * PUT /staff/products/{sku}: a partial update; what is left out stays. Texts, attributes,
 * categories, stock, availability and publishing hold in every store; `prices` per store.
 */
export const StaffProductUpdateBodySchema = v.pipe(
  v.strictObject({
    name: v.optional(v.object({ de: requiredText(200), en: requiredText(200) })),
    description: v.optional(v.object({ de: requiredMultiline(5000), en: requiredMultiline(5000) })),
    attributes: v.optional(
      v.strictObject({
        manufacturer: nullableAttribute(100),
        series: nullableAttribute(100),
        yearsOfIssue: nullableAttribute(100),
        fineness: nullableAttribute(20),
        countryOfOrigin: nullableAttribute(100),
      }),
    ),
    categories: v.optional(
      v.pipe(
        v.array(CategoryKeySchema),
        v.minLength(1, 'validation.categories'),
        v.maxLength(5, 'validation.categories'),
      ),
    ),
    stock: v.optional(quantity),
    lowStockThreshold: v.optional(quantity),
    availability: v.optional(v.picklist(staffAvailabilities)),
    published: v.optional(v.boolean()),
    prices: v.optional(StorePriceInputsSchema),
  }),
  v.check((body) => Object.keys(body).length > 0, validationMessages.required),
);
export type StaffProductUpdateBody = v.InferInput<typeof StaffProductUpdateBodySchema>;

/** POST /staff/products/{sku}/price-preview: proposed inputs, nothing saved. */
export const StaffPricePreviewBodySchema = v.strictObject({ prices: StorePriceInputsSchema });
export type StaffPricePreviewBody = v.InferInput<typeof StaffPricePreviewBodySchema>;

/** The prices the proposal would make now (the last recalculation's spot), beside today's. */
export const StaffPricePreviewSchema = v.object({
  prices: v.array(
    v.object({
      store: StaffStoreKeySchema,
      effective: PriceInputsSchema,
      buy: v.nullable(MoneySchema),
      sell: v.nullable(MoneySchema),
      current: v.object({ buy: v.nullable(MoneySchema), sell: v.nullable(MoneySchema) }),
    }),
  ),
  /** The spot the preview priced at: the last recalculation's. */
  pricesAt: v.nullable(TextSchema),
});
export type StaffPricePreview = v.InferOutput<typeof StaffPricePreviewSchema>;

/** The picture types staff may upload; the API reads the type from the bytes, not the file name. */
export const productPictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The largest picture staff may upload: sent as base64 (4/3 of the bytes) in JSON, the request
 * stays below the 1 MiB every request is held to (REQUEST_BODY_LIMIT_BYTES, the edge's too).
 */
export const maxProductPictureBytes = 700 * 1024;

const altText = v.pipe(
  TextSchema,
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(200, 'validation.maxLength:200'),
);
const AltTextsSchema = v.strictObject({ de: altText, en: altText });

/** POST /staff/products/{sku}/images: the picture's bytes as base64 and its alt texts. */
export const StaffProductImageUploadBodySchema = v.strictObject({
  data: v.pipe(
    v.string(),
    v.nonEmpty(validationMessages.required),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  ),
  alt: AltTextsSchema,
});
export type StaffProductImageUploadBody = v.InferInput<typeof StaffProductImageUploadBodySchema>;

/** PUT /staff/products/{sku}/images/{imageId}: the alt texts in both languages. */
export const StaffProductImageAltBodySchema = v.strictObject({ alt: AltTextsSchema });
export type StaffProductImageAltBody = v.InferInput<typeof StaffProductImageAltBodySchema>;

const ImageIdSchema = v.pipe(TextSchema, v.uuid('must be a picture id'));

/** PUT /staff/products/{sku}/images/order: every one of the product's pictures, in the new order. */
export const StaffProductImageOrderBodySchema = v.strictObject({
  imageIds: v.pipe(v.array(ImageIdSchema), v.maxLength(100)),
});
export type StaffProductImageOrderBody = v.InferInput<typeof StaffProductImageOrderBodySchema>;

export const StaffProductImageParamsSchema = v.object({
  ...StaffSkuParamsSchema.entries,
  imageId: ImageIdSchema,
});
