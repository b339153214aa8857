import {
  availabilityOf,
  unitsLeftOf,
  type CategoryRef,
  type Product,
  type TranslationMap,
} from '@shop/api-client/contract';
import type { categories, productImages, products } from './tables';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

const pair = (de: string | null, en: string | null): TranslationMap | null =>
  de !== null && en !== null ? { de, en } : null;

/** The units the shop may sell: none while staff have marked the product sold out. */
export const saleableStock = (row: Pick<ProductRow, 'stock' | 'markedSoldOut'>): number =>
  row.markedSoldOut ? 0 : row.stock;

export function toCategoryRef(row: CategoryRow): CategoryRef {
  return {
    id: row.id,
    key: row.key,
    name: { de: row.nameDe, en: row.nameEn },
    slug: { de: row.slugDe, en: row.slugEn },
  };
}

export function toProduct(
  row: ProductRow,
  productCategories: CategoryRow[],
  images: ImageRow[],
  publicApiPrefix: string,
): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: { de: row.nameDe, en: row.nameEn },
    slug: { de: row.slugDe, en: row.slugEn },
    description: { de: row.descriptionDe, en: row.descriptionEn },
    categories: productCategories.map(toCategoryRef),
    attributeFields: {
      manufacturer: row.manufacturer,
      preciousMetal: row.preciousMetal,
      series: row.series,
      yearsOfIssue: row.yearsOfIssue,
      fineWeight: row.fineWeight,
      fineWeightUnit: row.fineWeightUnit,
    },
    fineness: row.fineness,
    countryOfOrigin: row.countryOfOrigin,
    thicknessMm: row.thicknessMm,
    diameterMm: row.diameterMm,
    grossWeightG: row.grossWeightG,
    grade: pair(row.gradeDe, row.gradeEn),
    edition: pair(row.editionDe, row.editionEn),
    certificate: pair(row.certificateDe, row.certificateEn),
    packaging: pair(row.packagingDe, row.packagingEn),
    availability: availabilityOf(saleableStock(row), row.lowStockThreshold),
    unitsLeft: unitsLeftOf(saleableStock(row), row.lowStockThreshold),
    dutyFree: row.dutyFree,
    images: images.map((image) => ({
      url: `${publicApiPrefix}${image.path}`,
      alt: { de: image.altDe, en: image.altEn },
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
