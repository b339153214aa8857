import { preciousMetals, type PreciousMetal, type Product } from '@shop/api-client';
import type { PricelistKey } from '@shop/i18n';

/** Which products a price list holds: the regular list everything but scrap, the duty-free list the bonded stock. */
export function belongsToPricelist(product: Product, list: PricelistKey): boolean {
  return list === 'duty-free'
    ? product.dutyFree
    : !product.categories.some((c) => c.key === 'scrap-metals');
}

/**
 * What one row of a price list shows. The list is fetched whole and the server hands it to the
 * browser inside the page, so every field more is page weight for each of ~180 products.
 */
export type PricelistProduct = Pick<
  Product,
  'id' | 'sku' | 'name' | 'slug' | 'fineness' | 'availability' | 'unitsLeft'
> & {
  attributeFields: Pick<
    Product['attributeFields'],
    'preciousMetal' | 'fineWeight' | 'fineWeightUnit'
  >;
};

export function toPricelistProduct(product: Product): PricelistProduct {
  const { id, sku, name, slug, fineness, availability, unitsLeft, attributeFields } = product;
  const { preciousMetal, fineWeight, fineWeightUnit } = attributeFields;
  return {
    id,
    sku,
    name,
    slug,
    fineness,
    availability,
    unitsLeft,
    attributeFields: { preciousMetal, fineWeight, fineWeightUnit },
  };
}

export interface PricelistGroup {
  /** `null` for items without a precious metal (accessories). */
  metal: PreciousMetal | null;
  products: PricelistProduct[];
}

/** Products by metal in the shop's metal order; items without metal come last. */
export function groupByMetal(products: readonly PricelistProduct[]): PricelistGroup[] {
  const order: Array<PreciousMetal | null> = [...preciousMetals, null];
  return order
    .map((metal) => ({
      metal,
      products: products.filter((p) => p.attributeFields.preciousMetal === metal),
    }))
    .filter((group) => group.products.length > 0);
}
