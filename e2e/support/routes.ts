import { buildPath, routes, type Language, type RouteDef } from '@shop/i18n';

/** Parameters that make every route of the table a real page of the seeded shop. */
export const sampleParams: Record<string, Record<Language, Record<string, string>>> = {
  shopCategory: { de: { slug: 'goldbarren' }, en: { slug: 'gold-bars' } },
  pricelist: { de: { slug: 'standard' }, en: { slug: 'standard' } },
  storeDetail: { de: { slug: 'graz' }, en: { slug: 'graz' } },
  blogArticle: { de: { slug: 'gold-oder-silber' }, en: { slug: 'gold-oder-silber' } },
  checkout: { de: { transactionType: 'buy' }, en: { transactionType: 'sell' } },
  checkoutConfirmation: { de: { transactionType: 'sell' }, en: { transactionType: 'buy' } },
};

const fallbackParams = { slug: 'beispiel', transactionType: 'buy' };

export function samplePath(
  route: RouteDef,
  language: Language,
  productSlug?: Record<Language, string>,
): string {
  const params =
    (route.id === 'product' || route.id === 'productLimitOrder') && productSlug
      ? { slug: productSlug[language] }
      : (sampleParams[route.id]?.[language] ?? fallbackParams);
  return buildPath(route, language, params);
}

/** Every page route except the content catch-all (which has a page only where content exists). */
export const pageRoutes = routes.filter((r) => r.id !== 'contentPage');
