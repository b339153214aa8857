import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { contentRootFolder } from '@shop/api-client/contract';
import { legalPages, type Language, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { stories } from './tables';

/** The published versions of the texts a customer accepts with an order. */
export interface AcceptedTexts {
  terms: string | null;
  privacy: string | null;
}

/**
 * A story's published version: its id and when it was published. Publishing copies the draft
 * over and sets publishedAt again, so the pair names exactly the text the shop showed; the story
 * keeps no older versions, so the order has to keep this reference itself.
 */
const versionOf = (row: { uuid: string; publishedAt: Date | null }) =>
  `${row.uuid}@${row.publishedAt!.toISOString()}`;

/**
 * The versions of the terms and the privacy policy the store shows in `language` now (read in the
 * order's transaction, so a publish in between is either before or after the order). Null for a
 * text that is not published: the order still records when the customer accepted.
 */
export async function acceptedTexts(
  db: Database,
  store: StoreKey,
  language: Language,
): Promise<AcceptedTexts> {
  const pathOf = (key: 'terms' | 'privacy') =>
    legalPages.find((page) => page.key === key)!.slug[language];
  const rows = await db
    .select({ uuid: stories.uuid, path: stories.path, publishedAt: stories.publishedAt })
    .from(stories)
    .where(
      and(
        eq(stories.rootFolder, contentRootFolder(store, language)),
        inArray(stories.path, [pathOf('terms'), pathOf('privacy')]),
        isNotNull(stories.published),
      ),
    );
  const version = (key: 'terms' | 'privacy') => {
    const row = rows.find((r) => r.path === pathOf(key));
    return row ? versionOf(row) : null;
  };
  return { terms: version('terms'), privacy: version('privacy') };
}
