import type { Language } from '@shop/i18n';
import { doc, richText } from './markup';

/** A story as the seed files write it: block ids are added, the tree is validated when seeding. */
export interface SeedStory {
  /** Below the root folder. */
  path: string;
  name: string;
  /** First publication (articles are listed by it); the seed's fixed date otherwise. */
  date?: string;
  tags?: string[];
  content: Record<string, unknown>;
  /**
   * Fingerprints of earlier seed texts of this story that a database may still hold; such a
   * story, untouched by editors, gets this text on the next start (revisions.ts).
   */
  supersedes?: readonly string[];
}

export type Bilingual<T> = Record<Language, T>;

export interface ArticleSeed {
  path: string;
  title: string;
  teaser: string;
  date: string;
  tags?: string[];
  /** Markup paragraphs (see markup.ts). */
  body: string[];
  /** Blocks after the text, e.g. a table or a product card. */
  blocks?: Record<string, unknown>[];
}

export const article = ({
  path,
  title,
  teaser,
  date,
  tags,
  body,
  blocks = [],
}: ArticleSeed): SeedStory => ({
  path,
  name: title,
  date,
  ...(tags ? { tags } : {}),
  content: {
    component: 'article',
    title,
    teaser,
    author: 'Redaktion Aurum & Argentum',
    body: [richText(...body), ...blocks],
  },
});

export const page = (
  path: string,
  title: string,
  body: Record<string, unknown>[],
  description?: string,
  supersedes?: readonly string[],
): SeedStory => ({
  path,
  name: title,
  content: { component: 'page', title, ...(description ? { description } : {}), body },
  ...(supersedes ? { supersedes } : {}),
});

/** Both languages of a list of bilingual stories, in seed order. */
export const split = (items: Bilingual<SeedStory>[]): Bilingual<SeedStory[]> => ({
  de: items.map((item) => item.de),
  en: items.map((item) => item.en),
});

export { doc, richText };
