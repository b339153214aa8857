import { buildPath, languageOfPath, matchRoute, type RouteParams } from './match';
import { getRoute } from './routes';
import type { Language } from './stores';

/**
 * Parameters of the same page in another language. Slugs of products and categories are
 * translated, so a page that knows its twin's slug passes it in `overrides`.
 */
export type AlternateParams = Partial<Record<Language, RouteParams>>;

/** The twin of `pathname` in `target`, or that language's home when the path is no page. */
export function alternatePath(
  pathname: string,
  target: Language,
  overrides: AlternateParams = {},
): string {
  const match = matchRoute(pathname);
  if (!match) return buildPath(getRoute('home'), target);
  const params = { ...match.params, ...(overrides[target] ?? {}) };
  try {
    return buildPath(match.route, target, params);
  } catch {
    return buildPath(getRoute('home'), target);
  }
}

export { languageOfPath };
