import { buildPath, languageOfPath, matchRoute, type RouteParams } from './match';
import { getRoute } from './routes';
import type { Language } from './stores';

/**
 * The same page in another language. Slugs of products and categories are translated, so a page
 * that knows its twin's slug passes its parameters; a content story's twin may sit at another
 * route (or be missing, then its section's index stands in), so it passes the whole path.
 */
export type AlternateParams = Partial<Record<Language, RouteParams | string>>;

/** The twin of `pathname` in `target`, or that language's home when the path is no page. */
export function alternatePath(
  pathname: string,
  target: Language,
  overrides: AlternateParams = {},
): string {
  const override = overrides[target];
  if (typeof override === 'string') return override;
  const match = matchRoute(pathname);
  if (!match) return buildPath(getRoute('home'), target);
  const params = { ...match.params, ...(override ?? {}) };
  try {
    return buildPath(match.route, target, params);
  } catch {
    return buildPath(getRoute('home'), target);
  }
}

export { languageOfPath };
