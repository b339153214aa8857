import {
  alternatePath,
  formatMoney,
  languageOfPath,
  localeTag,
  storyPathOf,
  twinLanguages,
  type AlternateParams,
  type Language,
  type RouteMatch,
  type StoreKey,
} from '@shop/i18n';
import { categoryDefinitions, PREVIEW_IMAGE_SIZE, previewImageUrl } from '@shop/api-client';
import { commonMessages } from '@shop/i18n/messages';
import { productStructuredData, type ProductFacts } from './product-head';

export interface PageHeadInput {
  /** Scheme and host the page was asked at. */
  origin: string;
  pathname: string;
  store: StoreKey;
  match: RouteMatch | null;
  status: number;
  /** The page's twins where slugs are translated (categories, content stories). */
  alternates?: AlternateParams;
  /** On a product page: the product and its current price, when the API gave them in time. */
  product?: ProductFacts | null;
}

/** Link previews cut descriptions at about this length. */
const DESCRIPTION_MAX = 160;

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

const escapeHtml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const translatedSlugRoutes: ReadonlySet<string> = new Set([
  'product',
  'productLimitOrder',
  'shopCategory',
]);

/** The twin slugs of a category page: the nine categories and their slugs are fixed. */
export function categoryAlternates(match: RouteMatch | null): AlternateParams | undefined {
  if (match?.kind !== 'page' || match.route.id !== 'shopCategory') return undefined;
  const category = categoryDefinitions.find((c) => c.slug[match.language] === match.params.slug);
  return category && { de: { slug: category.slug.de }, en: { slug: category.slug.en } };
}

/**
 * The product picture for link previews. Open Graph readers and messengers show no SVG: the PNG
 * the API draws of the same picture comes first, the picture itself after it for those that do.
 */
function imageTags(url: string, alt: string): string[] {
  const png = previewImageUrl(url);
  return [
    ...(png
      ? [
          `<meta property="og:image" content="${escapeHtml(png)}" />`,
          '<meta property="og:image:type" content="image/png" />',
          `<meta property="og:image:width" content="${PREVIEW_IMAGE_SIZE}" />`,
          `<meta property="og:image:height" content="${PREVIEW_IMAGE_SIZE}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(alt)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(png)}" />`,
          `<meta name="twitter:image:alt" content="${escapeHtml(alt)}" />`,
        ]
      : []),
    `<meta property="og:image" content="${escapeHtml(url)}" />`,
  ];
}

/** Same attribute the browser's DocumentHead uses: it replaces these links on navigation. */
const MANAGED = 'data-shell-head';

/** The title the browser's DocumentHead gives the page, so the first paint shows it already. */
export function pageTitle(match: RouteMatch | null, language: Language, status = 200): string {
  const messages = commonMessages[language];
  const appName = messages['app.name'] ?? '';
  if (status !== 200 || match?.kind !== 'page' || match.route.id === 'home') return appName;
  const title = messages[`route.${match.route.id}`];
  return title ? `${title} | ${appName}` : appName;
}

/**
 * `<head>` entries of a page for crawlers and link previews: title, description, canonical
 * URL, hreflang twins, Open Graph and Twitter tags. Nothing personal goes in: the same URL gives
 * every visitor the same head.
 */
export function pageHead(input: PageHeadInput): { language: Language; html: string } {
  const { origin, pathname, match, store } = input;
  const language = match?.language ?? languageOfPath(pathname);
  const messages = commonMessages[language];
  const product = input.product?.product;
  const appName = messages['app.name'] ?? '';
  const title = product
    ? `${product.name[language]} | ${appName}`
    : pageTitle(match, language, input.status);
  const price = input.product?.price;
  // Link previews show the title, the description and the picture: the price goes first here.
  const description = product
    ? shorten(
        (price
          ? `${messages['app.priceLabel']}: ${formatMoney(price.centAmount, price.currency, localeTag(store, language))} · `
          : '') + product.description[language],
      )
    : (messages['app.tagline'] ?? '');
  const alternates: AlternateParams | undefined = product
    ? { de: { slug: product.slug.de }, en: { slug: product.slug.en } }
    : input.alternates;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (input.status === 200 && match?.kind === 'page') {
    const url = `${origin}${pathname}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" ${MANAGED} />`);
    // A twin path built from this page's own slug would be wrong where slugs are translated, as
    // they are for products, categories and content stories.
    if (alternates || !(translatedSlugRoutes.has(match.route.id) || storyPathOf(match))) {
      const twin = (target: Language) =>
        escapeHtml(origin + alternatePath(pathname, target, alternates));
      // A content story exists only in the languages its group has (as in the sitemap).
      const present = twinLanguages(alternates);
      for (const target of present)
        tags.push(
          `<link rel="alternate" hreflang="${target}" href="${twin(target)}" ${MANAGED} />`,
        );
      if (present.includes('de'))
        tags.push(`<link rel="alternate" hreflang="x-default" href="${twin('de')}" ${MANAGED} />`);
    }
    tags.push(
      `<meta property="og:type" content="${match.route.id === 'product' ? 'product' : 'website'}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
    const facts = input.product;
    if (facts) {
      const image = facts.product.images[0];
      if (image) tags.push(...imageTags(new URL(image.url, origin).href, image.alt[language]));
      if (facts.price)
        tags.push(
          `<meta property="product:price:amount" content="${(facts.price.centAmount / 100).toFixed(2)}" />`,
          `<meta property="product:price:currency" content="${facts.price.currency}" />`,
        );
      tags.push(productStructuredData(facts, { origin, language }));
    }
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  tags.push(
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(appName)}" />`,
    `<meta property="og:locale" content="${localeTag(store, language).replace('-', '_')}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  );
  return { language, html: tags.join('\n    ') };
}

/** A lang attribute as a minifier may leave it: quoted or not. */
const lang = /\slang=("[^"]*"|'[^']*'|[^\s>]+)/;

/** index.html with the page's language and head entries in place of the build's title. */
export function withPageHead(
  indexHtml: string,
  head: { language: Language; html: string },
): string {
  return indexHtml
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      lang.test(tag)
        ? tag.replace(lang, ` lang="${head.language}"`)
        : tag.replace('<html', `<html lang="${head.language}"`),
    )
    .replace(/<title>[^<]*<\/title>/, () => head.html);
}
