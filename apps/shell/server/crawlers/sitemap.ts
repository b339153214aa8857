import {
  buildPath,
  getRoute,
  languages,
  legalPages,
  pricelists,
  type Language,
  type RouteId,
  type RouteParams,
} from '@shop/i18n';

/** A page of the shop in both languages: the parameters of its path in each. */
export interface SitemapPage {
  route: RouteId;
  params?: Record<Language, RouteParams>;
}

/** What the sitemap lists from the catalog: translated slugs of products and categories. */
export interface CatalogSlugs {
  products: readonly { slug: Record<Language, string> }[];
  categories: readonly { slug: Record<Language, string> }[];
}

/**
 * Pages without parameters. Of the content routes only the contact page has content of its own;
 * blog, news, encyclopedia, press and the consulate and whistleblower pages show "nothing
 * published" until the content system fills them, and an empty page does not belong in a sitemap.
 */
const fixedRoutes: readonly RouteId[] = [
  'home',
  'shop',
  'search',
  'sellToUs',
  'scrapMetals',
  'contact',
];

const bothLanguages = (
  pick: (language: Language) => RouteParams,
): Record<Language, RouteParams> => ({ de: pick('de'), en: pick('en') });

/**
 * Every public page a crawler should find: fixed pages, categories, products, price lists and
 * the content pages (contact and the legal pages). Cart, checkout and account pages are personal and left out.
 */
export function sitemapPages(catalog: CatalogSlugs): SitemapPage[] {
  return [
    ...fixedRoutes.map((route) => ({ route })),
    ...catalog.categories.map((c) => ({
      route: 'shopCategory' as const,
      params: bothLanguages((l) => ({ slug: c.slug[l] })),
    })),
    ...catalog.products.map((p) => ({
      route: 'product' as const,
      params: bothLanguages((l) => ({ slug: p.slug[l] })),
    })),
    ...pricelists.map((p) => ({
      route: 'pricelist' as const,
      params: bothLanguages((l) => ({ slug: p.slug[l] })),
    })),
    ...legalPages.map((p) => ({
      route: 'contentPage' as const,
      params: bothLanguages((l) => ({ slug: p.slug[l] })),
    })),
  ];
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml of one store: each page once per language, each entry naming both language
 * twins (and x-default, the German page) as hreflang alternates.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = pages.flatMap((page) => {
    const route = getRoute(page.route);
    const href = (language: Language) =>
      escapeXml(`${base}${buildPath(route, language, page.params?.[language])}`);
    const alternates = [
      ...languages.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${href('de')}"/>`,
    ].join('\n');
    return languages.map((l) => `  <url>\n    <loc>${href(l)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
