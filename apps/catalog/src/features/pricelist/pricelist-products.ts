import { preciousMetals, type PreciousMetal, type Product } from '@shop/api-client';
import type { PricelistKey } from '@shop/i18n';

/** Which products a price list holds: the regular list everything but scrap, the duty-free list the bonded stock. */
export function belongsToPricelist(product: Product, list: PricelistKey): boolean {
  return list === 'duty-free'
    ? product.dutyFree
    : !product.categories.some((c) => c.key === 'scrap-metals');
}

export interface PricelistGroup {
  /** `null` for items without a precious metal (accessories). */
  metal: PreciousMetal | null;
  products: Product[];
}

/** Products by metal in the shop's metal order; items without metal come last. */
export function groupByMetal(products: readonly Product[]): PricelistGroup[] {
  const order: Array<PreciousMetal | null> = [...preciousMetals, null];
  return order
    .map((metal) => ({
      metal,
      products: products.filter((p) => p.attributeFields.preciousMetal === metal),
    }))
    .filter((group) => group.products.length > 0);
}
