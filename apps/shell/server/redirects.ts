import { buildPath, getRoute } from '@shop/i18n';

/** Old paths that only ever existed as redirect sources, so they are not in the route table. */
const legacyPaths: ReadonlyMap<string, string> = new Map([
  ['/news/articles', buildPath(getRoute('news'), 'de')],
  ['/en/news/articles', buildPath(getRoute('news'), 'en')],
]);

/**
 * The canonical form of a page path, or null when it already is canonical: no trailing slash
 * (root excepted), legacy paths mapped to their successors, in one hop. Leading slashes are
 * collapsed as well, because `//evil.example/` minus its trailing slash would turn into a
 * protocol-relative Location header pointing off-site.
 * @param search the query including its `?`, or ''
 */
export function canonicalRedirect(pathname: string, search: string): string | null {
  let path = pathname.replace(/^\/{2,}/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  path = legacyPaths.get(path) ?? path;
  return path === pathname ? null : `${path}${search}`;
}
