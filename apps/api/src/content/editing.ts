import { contentRootFolders } from '@shop/api-client/contract';
import { validationError } from '../lib/errors';
import type { ContentChanges } from './content-changes';
import { unknownPlaceholders } from './placeholders';
import { storeFolders, type TwinError } from './repository';

/*
 * The checks and the cache rule every way of changing content shares: the token-protected editor
 * API (automation) and the back-office's content editor (staff).
 */

/** The root folder of a store's language a new story goes to; refused when it is no store's. */
export function storeFolderOf(rootFolder: string) {
  const folder = contentRootFolders.find((f) => f.rootFolder === rootFolder);
  if (!folder)
    throw validationError([
      { path: 'body.rootFolder', message: 'must be a root folder of a store' },
    ]);
  return folder;
}

/** A story naming a placeholder that does not exist would show a gap to readers. */
export function assertKnownPlaceholders(draft: { name?: string; content?: unknown }): void {
  const unknown = unknownPlaceholders([draft.name, draft.content]);
  if (unknown.length > 0)
    throw validationError([
      {
        path: 'body.content',
        message: `names unknown placeholders: ${unknown.map((n) => `{{${n}}}`).join(', ')}`,
      },
    ]);
}

const twinMessages: Record<TwinError, string> = {
  twin_not_found: "must be a story of the same store's other language",
  twin_same_language: 'must be a story in the other language',
  twin_taken: 'already has a twin in this language',
};

/** The story of a pairing, or the refusal at `body.twinOf`. */
export function paired<T>(result: { story: T } | { error: TwinError }): T {
  if ('error' in result)
    throw validationError([{ path: 'body.twinOf', message: twinMessages[result.error] }]);
  return result.story;
}

/**
 * Any published change may show in that folder's lists, menus and pages, and in its twin's page
 * in the store's other folder, which names this story's path: drops the store's cached answers
 * and the uuid lookups on every instance (which every edge notices through the content version).
 */
export function invalidateStore(changes: ContentChanges, rootFolder: string): Promise<number> {
  return changes.changed(storePrefixes(rootFolder));
}

/** The cache keys of a store's answers (both its folders) and of the uuid lookups. */
export const storePrefixes = (rootFolder: string) => [
  ...storeFolders(rootFolder).map((f) => `${f}|`),
  '*|',
];
