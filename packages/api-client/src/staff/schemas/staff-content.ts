import * as v from 'valibot';
import { languages } from '@shop/i18n';
import { ContentRootFolderSchema, EditorStorySchema, StoryPathSchema } from '../../schemas/content';
import { TextSchema } from '../../schemas/text';
import { AuditEntrySchema, StaffStoreKeySchema } from './staff';

/*
 * The back-office's content editor (issue 26, item 4): the story tree of one root folder (a store
 * and language), a story with both versions, its twin and audit, moving a story to another path
 * and a short-lived preview of its draft in the shop.
 */

const IsoTimestamp = v.pipe(TextSchema, v.isoTimestamp());

/** GET /staff/content/tree: the root folder, `at-de`, `ch-en`, ... */
export const StaffContentTreeQuerySchema = v.strictObject({ rootFolder: ContentRootFolderSchema });

/** One story of the tree: enough to list, find and mark it, not its content. */
export const StaffStorySummarySchema = v.object({
  uuid: TextSchema,
  rootFolder: TextSchema,
  path: TextSchema,
  /** The draft's name. */
  name: TextSchema,
  /** The root component of the draft: page, article or menu. */
  component: TextSchema,
  publishedAt: v.nullable(IsoTimestamp),
  updatedAt: IsoTimestamp,
  /** The draft differs from the published version (or nothing is published). */
  unpublishedChanges: v.boolean(),
  groupId: v.nullable(TextSchema),
});
export type StaffStorySummary = v.InferOutput<typeof StaffStorySummarySchema>;

export const StaffContentTreeSchema = v.object({
  rootFolder: TextSchema,
  store: StaffStoreKeySchema,
  language: v.picklist(languages),
  /** By path, so folders come together. */
  stories: v.array(StaffStorySummarySchema),
});
export type StaffContentTree = v.InferOutput<typeof StaffContentTreeSchema>;

/** A story in the editor: both versions, where it shows in the shop, its twin and its audit. */
export const StaffStorySchema = v.object({
  story: EditorStorySchema,
  store: StaffStoreKeySchema,
  language: v.picklist(languages),
  /** The shop path it is read at (`/`, `/en/blog/x`); null for a global component (the menu). */
  shopPath: v.nullable(TextSchema),
  /** The same page in the store's other language. */
  twin: v.nullable(StaffStorySummarySchema),
  audit: v.array(AuditEntrySchema),
});
export type StaffStory = v.InferOutput<typeof StaffStorySchema>;

/** POST /staff/content/stories/{uuid}/move: a new path in the same root folder. */
export const StaffStoryMoveBodySchema = v.strictObject({ path: StoryPathSchema });
export type StaffStoryMoveBody = v.InferInput<typeof StaffStoryMoveBodySchema>;

/** POST /staff/content/stories/{uuid}/preview */
export const StaffContentPreviewSchema = v.object({
  store: StaffStoreKeySchema,
  /** The shop path with the preview token (`?preview=`), to open on the store's host. */
  url: TextSchema,
  expiresAt: IsoTimestamp,
});
export type StaffContentPreview = v.InferOutput<typeof StaffContentPreviewSchema>;
