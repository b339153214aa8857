import type { AlternateParams } from './alternates';
import { buildPath, type RouteMatch } from './match';
import { getRoute, routeTrail, type RouteId } from './routes';
import { languages } from './stores';
import type { Language } from './stores';

/**
 * The content-system folders of the article sections, per language (below the root folder). The
 * pages read their stories there and the edge checks the same path, so page and status agree.
 */
export const contentFolders = {
  blog: { de: 'blog', en: 'blog' },
  news: { de: 'news', en: 'news' },
  knowledgeHub: { de: 'wissen', en: 'knowledge-hub' },
  encyclopedia: { de: 'wissen/enzyklopaedie', en: 'knowledge-hub/encyclopedia' },
  pressReleases: {
    de: 'ueber-uns/presse/presseaussendungen',
    en: 'ueber-uns/presse/presseaussendungen',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ContentSection = keyof typeof contentFolders;

/**
 * The consulate page's story, at the page's own path in each language's root folder (the path is
 * the same in both languages), so editors find it where visitors do.
 */
export const consulateStoryPath = getRoute('consulate').paths.de.slice(1);

/** The section whose stories each article route shows. */
const articleRoutes: Partial<Record<RouteId, ContentSection>> = {
  blogArticle: 'blog',
  newsArticle: 'news',
  knowledgeHubArticle: 'knowledgeHub',
  encyclopediaEntry: 'encyclopedia',
  pressRelease: 'pressReleases',
};

export function contentFolder(section: ContentSection, language: Language): string {
  return contentFolders[section][language];
}

/**
 * The story path (below the root folder) a page shows: the catch-all's path, or an article
 * route's `{folder}/{slug}`; null for pages that do not show one story.
 */
export function storyPathOf(match: RouteMatch): string | null {
  if (match.kind !== 'page') return null;
  const slug = match.params.slug ?? '';
  if (match.route.id === 'contentPage') return slug;
  const section = articleRoutes[match.route.id as RouteId];
  return section ? `${contentFolder(section, match.language)}/${slug}` : null;
}

/** The route slug of a story of a section: its path below the section's folder (any depth). */
export function sectionSlugOf(section: ContentSection, language: Language, path: string): string {
  const prefix = `${contentFolder(section, language)}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** The URLs of a story's group (`twins`: story paths by language, as the API answers them). */
export function storyTwinPaths(twins: Partial<Record<Language, string>>): AlternateParams {
  return Object.fromEntries(
    languages.flatMap((language) => {
      const path = twins[language];
      return path ? [[language, buildPath(getRoute('contentPage'), language, { slug: path })]] : [];
    }),
  );
}

/**
 * Where a story page's language switch leads: the story of each language (storyTwinPaths); where a
 * language has none, that language's index of the section (home for a page of the catch-all),
 * never a path that does not exist, marked NoTwin so the head names no hreflang twin there.
 */
export function storyAlternates(
  match: RouteMatch,
  twins: Partial<Record<Language, string>>,
): AlternateParams {
  const index = match.route.id === 'contentPage' ? undefined : routeTrail(match.route.id).at(-2);
  return {
    ...Object.fromEntries(
      languages.map((language) => [
        language,
        { noTwin: buildPath(index ?? getRoute('home'), language) },
      ]),
    ),
    ...storyTwinPaths(twins),
  };
}
