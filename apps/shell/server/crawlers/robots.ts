import { getRoute, languages, type RouteId } from '@shop/i18n';

/** Personal pages: nothing for a search engine, and crawling them only creates sessions. */
const personalRoutes: readonly RouteId[] = ['cart', 'checkout', 'account', 'login', 'register'];

/** Path prefix of a route up to its first parameter. */
function prefixOf(path: string): string {
  const cut = path.search(/[:*]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** robots.txt of one store: everything public may be crawled; the API and personal pages not. */
export function robotsTxt(origin: string): string {
  const disallowed = personalRoutes.flatMap((id) =>
    languages.flatMap((l) => {
      const route = getRoute(id);
      return [route.paths[l], ...(route.aliases?.[l] ?? [])].map(prefixOf);
    }),
  );
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
