import { buildPath, languageOfPath, matchRoute, type RouteParams } from './match';
import { getRoute } from './routes';
import { languages, type Language } from './stores';

/** A language that has no twin of the page: its language switch leads here instead. */
export interface NoTwin {
  readonly noTwin: string;
}

/**
 * The same page in another language. Slugs of products and categories are translated, so a page
 * that knows its twin's slug passes its parameters; a content story's twin may sit at another
 * route, so it passes the whole path, or, where it has none, the place that stands in (NoTwin).
 */
export type AlternateParams = Partial<Record<Language, RouteParams | string | NoTwin>>;

const isNoTwin = (value: AlternateParams[Language]): value is NoTwin =>
  typeof value === 'object' && typeof (value as Partial<NoTwin>).noTwin === 'string';

/** The languages the head names as hreflang twins: all but those marked NoTwin. */
export function twinLanguages(overrides: AlternateParams = {}): Language[] {
  return languages.filter((language) => !isNoTwin(overrides[language]));
}

/** The twin of `pathname` in `target`, or that language's home when the path is no page. */
export function alternatePath(
  pathname: string,
  target: Language,
  overrides: AlternateParams = {},
): string {
  const override = overrides[target];
  if (typeof override === 'string') return override;
  if (isNoTwin(override)) return override.noTwin;
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
