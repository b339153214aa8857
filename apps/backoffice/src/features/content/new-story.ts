import type { StoryContent } from '@shop/api-client';
import { defaultOf, rootSchemas } from './schema-form';

/** The kinds of story the content model has (spec 2): page, article, menu. */
export type StoryKind = StoryContent['component'];
export const storyKinds = Object.keys(rootSchemas) as StoryKind[];

/** Where the shop reads its main navigation (the content remote's CmsMenu). */
export const menuPath = 'components/cms-menu';

/**
 * The content of a new story of a kind, named `name`: the kind's emptiest content with the name
 * as what readers see first, so the API accepts it as it is. A menu must have an entry: its
 * first leads home until the editor changes it.
 */
export function newStoryContent(kind: StoryKind, name: string): StoryContent {
  const content = defaultOf(rootSchemas[kind]!) as Record<string, unknown>;
  if (kind === 'menu') {
    const [first, ...rest] = content.items as Record<string, unknown>[];
    return { ...content, items: [{ ...first, label: name, link: '/' }, ...rest] } as StoryContent;
  }
  return {
    ...content,
    title: name,
    ...('teaser' in content ? { teaser: name } : {}),
  } as StoryContent;
}
