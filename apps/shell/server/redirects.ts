import { buildPath, getRoute } from '@shop/i18n';

/** Old paths that only ever existed as redirect sources, so they are not in the route table. */
const legacyPaths: ReadonlyMap<string, string> = new Map([
  ['/news/articles', buildPath(getRoute('news'), 'de')],
  ['/en/news/articles', buildPath(getRoute('news'), 'en')],
]);

/**
 * Everything a URL parser, or a proxy or client that decodes once, could read as a second slash
 * right after the first: slashes, backslashes (browsers read a backslash as a slash) and their
 * percent-encoded forms. Tabs and newlines are dropped by URL parsers, so they could join two
 * slashes too.
 */
const slashLike = /^(?:[/\\]|%2f|%5c)+/i;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * `path` as a Location that cannot leave the site: exactly one leading slash, so it is never
 * protocol-relative (`//evil.example`) however a client reads it.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(controlCharacters, '').replace(slashLike, '')}`;
}

/**
 * The canonical form of a page path, or null when it already is canonical: no trailing slash
 * (root excepted), legacy paths mapped to their successors, in one hop. The leading slashes are
 * made safe as well, because `//evil.example/` or `/\\/evil.example/` minus the trailing slash
 * would be a Location pointing off-site.
 * @param search the query including its `?`, or ''
 */
export function canonicalRedirect(pathname: string, search: string): string | null {
  let path = sameSitePath(pathname);
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  path = legacyPaths.get(path) ?? path;
  return path === pathname ? null : `${path}${search}`;
}
