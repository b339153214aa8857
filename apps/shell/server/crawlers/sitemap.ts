import type { ContentLink } from '@shop/api-client';
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

/**
 * A page of the shop: the parameters of its path in each language it exists in (both, unless a
 * content story has no twin).
 */
export interface SitemapPage {
  route: RouteId;
  params?: Partial<Record<Language, RouteParams>>;
}

/** What the sitemap lists from the catalog: translated slugs of products and categories. */
export interface CatalogSlugs {
  products: readonly { slug: Record<Language, string> }[];
  categories: readonly { slug: Record<Language, string> }[];
}

/** What the sitemap lists from the content store: each language's pages, and the branches. */
export interface ContentPages {
  links: Record<Language, readonly ContentLink[]>;
  branches: readonly { slug: string }[];
}

/**
 * Pages without parameters: the shop's own and the indexes of the content sections. (The consulate
 * page is a story at its own path, so it comes with the content stories and their paths.)
 */
const fixedRoutes: readonly RouteId[] = [
  'home',
  'shop',
  'search',
  'sellToUs',
  'scrapMetals',
  'contact',
  'blog',
  'news',
  'knowledgeHub',
  'encyclopedia',
  'pressReleases',
  'stores',
];

/** The home page is its own route; every other story's path is its URL below the language. */
const HOME_STORY = 'home';

/**
 * Content stories as pages: a story's path is its URL (blog, news at any depth, knowledge hub,
 * encyclopedia, press, about us, FAQ, legal...), the catch-all route builds it, and the group
 * pairs it with its twin in the other language.
 */
function contentPages(links: ContentPages['links']): SitemapPage[] {
  const [german, english] = [links.de, links.en].map((list) =>
    list.filter((link) => link.path !== HOME_STORY),
  ) as [ContentLink[], ContentLink[]];
  const twins = new Map(english.flatMap((en) => (en.groupId ? [[en.groupId, en] as const] : [])));
  const paired = new Set<ContentLink>();
  const pages: SitemapPage[] = german.map((de) => {
    const en = de.groupId ? twins.get(de.groupId) : undefined;
    if (en) paired.add(en);
    return {
      route: 'contentPage',
      params: { de: { slug: de.path }, ...(en ? { en: { slug: en.path } } : {}) },
    };
  });
  for (const en of english)
    if (!paired.has(en)) pages.push({ route: 'contentPage', params: { en: { slug: en.path } } });
  return pages;
}

const bothLanguages = (
  pick: (language: Language) => RouteParams,
): Record<Language, RouteParams> => ({ de: pick('de'), en: pick('en') });

/**
 * Every public page a crawler should find: fixed pages, categories, products, price lists, the
 * legal pages, every published content story and every branch. Cart, checkout and account pages
 * are personal and left out.
 */
export function sitemapPages(catalog: CatalogSlugs, content: ContentPages): SitemapPage[] {
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
    ...contentPages(content.links),
    ...content.branches.map((b) => ({
      route: 'storeDetail' as const,
      params: bothLanguages(() => ({ slug: b.slug })),
    })),
  ];
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml of one store: each page once per language it exists in, each entry naming its
 * language twins (and x-default, the German page) as hreflang alternates. A URL listed twice (a
 * content story at a fixed route's path, the legal pages) is listed once.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const base = origin.replace(/\/+$/, '');
  const listed = new Set<string>();
  const urls = pages.flatMap((page) => {
    const route = getRoute(page.route);
    const present = languages.filter((l) => !page.params || page.params[l]);
    const href = (language: Language) =>
      escapeXml(`${base}${buildPath(route, language, page.params?.[language])}`);
    const alternates = [
      ...present.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      ...(present.includes('de')
        ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${href('de')}"/>`]
        : []),
    ].join('\n');
    return present.flatMap((l) => {
      const loc = href(l);
      if (listed.has(loc)) return [];
      listed.add(loc);
      return [`  <url>\n    <loc>${loc}</loc>\n${alternates}\n  </url>`];
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
