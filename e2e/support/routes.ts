import { buildPath, routes, type Language, type RouteDef } from '@shop/i18n';

/** Parameters that make every route of the table a real page of the seeded shop. */
export const sampleParams: Record<string, Record<Language, Record<string, string>>> = {
  shopCategory: { de: { slug: 'goldbarren' }, en: { slug: 'gold-bars' } },
  pricelist: { de: { slug: 'standard' }, en: { slug: 'standard' } },
  storeDetail: { de: { slug: 'graz' }, en: { slug: 'graz' } },
  blogArticle: { de: { slug: 'gold-oder-silber' }, en: { slug: 'gold-oder-silber' } },
  // Article routes answer 404 without their story, so their samples are seeded stories too.
  newsArticle: {
    de: { slug: 'markt/2025/gold-ueber-3000-dollar' },
    en: { slug: 'markt/2025/gold-ueber-3000-dollar' },
  },
  knowledgeHubArticle: {
    de: { slug: 'was-ist-anlagegold' },
    en: { slug: 'what-is-investment-gold' },
  },
  encyclopediaEntry: { de: { slug: 'kruegerrand' }, en: { slug: 'krugerrand' } },
  pressRelease: { de: { slug: 'rekordjahr-2024' }, en: { slug: 'rekordjahr-2024' } },
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

/** Pages a search engine reads: everything of the catalog and the content system. */
export const publicRoutes = pageRoutes.filter(
  (route) =>
    (route.remote === 'catalog' || route.remote === 'content') &&
    !['wishlist', 'productLimitOrder', 'maintenance'].includes(route.id),
);

/** Pages whose hydration is checked for console errors: the public ones and a limit order. */
export const hydratedRouteIds: ReadonlySet<string> = new Set([
  ...publicRoutes.map((route) => route.id),
  'productLimitOrder',
]);
