import { useLocale, usePageMeta } from '@shop/i18n/react';
import { useProductBySlug } from './use-product-by-slug';

/**
 * The product of a product-scoped page (the product itself, its limit order), published to the
 * shell with both slugs so the language switch lands on the translated address; a page below
 * the product names it in the breadcrumb.
 */
export function useProductPage(slug: string, { ownTitle }: { ownTitle: boolean }) {
  const { language } = useLocale();
  const result = useProductBySlug(slug);
  const product = result.product;
  usePageMeta(
    ownTitle ? product?.name[language] : null,
    product ? { de: { slug: product.slug.de }, en: { slug: product.slug.en } } : undefined,
    !ownTitle && product ? { product: product.name[language] } : undefined,
  );
  return result;
}
