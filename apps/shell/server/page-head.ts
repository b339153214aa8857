import {
  alternatePath,
  languageOfPath,
  languages,
  localeTag,
  type AlternateParams,
  type Language,
  type RouteMatch,
  type StoreKey,
} from '@shop/i18n';
import { commonMessages } from '@shop/i18n/messages';

export interface PageHeadInput {
  /** Scheme and host the page was asked at. */
  origin: string;
  pathname: string;
  store: StoreKey;
  match: RouteMatch | null;
  status: number;
  /** Slugs of the page's twin where they are translated (products, categories). */
  alternates?: AlternateParams;
}

const escapeHtml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const translatedSlugRoutes: ReadonlySet<string> = new Set([
  'product',
  'productLimitOrder',
  'shopCategory',
]);

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
  const title = pageTitle(match, language, input.status);
  const description = messages['app.tagline'] ?? '';
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (input.status === 200 && match?.kind === 'page') {
    const url = `${origin}${pathname}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" ${MANAGED} />`);
    // A twin path built from this page's own slug would be wrong where slugs are translated.
    if (input.alternates || !translatedSlugRoutes.has(match.route.id)) {
      const twin = (target: Language) =>
        escapeHtml(origin + alternatePath(pathname, target, input.alternates));
      for (const target of languages)
        tags.push(
          `<link rel="alternate" hreflang="${target}" href="${twin(target)}" ${MANAGED} />`,
        );
      tags.push(`<link rel="alternate" hreflang="x-default" href="${twin('de')}" ${MANAGED} />`);
    }
    tags.push(
      `<meta property="og:type" content="${match.route.id === 'product' ? 'product' : 'website'}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  tags.push(
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(messages['app.name'] ?? '')}" />`,
    `<meta property="og:locale" content="${localeTag(store, language).replace('-', '_')}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
  );
  return { language, html: tags.join('\n    ') };
}

/** index.html with the page's language and head entries in place of the build's title. */
export function withPageHead(
  indexHtml: string,
  head: { language: Language; html: string },
): string {
  return indexHtml
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang="[^"]*"/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${head.language}"`)
        : tag.replace('<html', `<html lang="${head.language}"`),
    )
    .replace(/<title>[^<]*<\/title>/, () => head.html);
}
