import * as v from 'valibot';
import { TranslationMapSchema, type TranslationMap } from './translation';
import { TextSchema } from './text';

export interface CategoryDefinition {
  key: string;
  name: TranslationMap;
  slug: TranslationMap;
}

/**
 * The nine categories of spec section 3, in display order. English slugs are the keys; German
 * slugs are the words the German shop URLs use (/shop/goldbarren).
 */
export const categoryDefinitions = [
  {
    key: 'gold-bars',
    name: { de: 'Goldbarren', en: 'Gold bars' },
    slug: { de: 'goldbarren', en: 'gold-bars' },
  },
  {
    key: 'gold-coins',
    name: { de: 'Goldmünzen', en: 'Gold coins' },
    slug: { de: 'goldmuenzen', en: 'gold-coins' },
  },
  {
    key: 'silver-bars',
    name: { de: 'Silberbarren', en: 'Silver bars' },
    slug: { de: 'silberbarren', en: 'silver-bars' },
  },
  {
    key: 'silver-coins',
    name: { de: 'Silbermünzen', en: 'Silver coins' },
    slug: { de: 'silbermuenzen', en: 'silver-coins' },
  },
  {
    key: 'platinum-palladium',
    name: { de: 'Platin und Palladium', en: 'Platinum and Palladium' },
    slug: { de: 'platin-palladium', en: 'platinum-palladium' },
  },
  {
    key: 'numismatics',
    name: { de: 'Numismatik', en: 'Numismatics' },
    slug: { de: 'numismatik', en: 'numismatics' },
  },
  {
    key: 'accessories',
    name: { de: 'Zubehör', en: 'Accessories' },
    slug: { de: 'zubehoer', en: 'accessories' },
  },
  {
    key: 'gift-items',
    name: { de: 'Geschenkartikel', en: 'Gift Items' },
    slug: { de: 'geschenkartikel', en: 'gift-items' },
  },
  {
    key: 'scrap-metals',
    name: { de: 'Altgold und Altmetalle', en: 'Scrap metals' },
    slug: { de: 'altgold', en: 'scrap-metals' },
  },
] as const satisfies readonly CategoryDefinition[];

export type CategoryKey = (typeof categoryDefinitions)[number]['key'];
export const categoryKeys = categoryDefinitions.map((c) => c.key) as [
  CategoryKey,
  ...CategoryKey[],
];

export const CategoryKeySchema = v.picklist(categoryKeys);

export const CategoryRefSchema = v.object({
  id: TextSchema,
  key: CategoryKeySchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
});
export type CategoryRef = v.InferOutput<typeof CategoryRefSchema>;

export const CategorySchema = v.object({
  ...CategoryRefSchema.entries,
  productCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const CategoryListSchema = v.array(CategorySchema);
