import * as v from 'valibot';
import { languages } from '@shop/i18n';
import { LanguageTagSchema } from './translation';
import { TextSchema } from './text';

const segment = /[\p{Ll}\p{Lu}\p{N}._~-]+/u.source;

/** A content tree: the shop keeps one per language (`de`, `en`); other folders are allowed for shared content. */
export const ContentRootFolderSchema = v.pipe(
  TextSchema,
  v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase folder name'),
);

/** A page path below the root folder, without leading or trailing slash. */
export const ContentPathSchema = v.pipe(
  TextSchema,
  v.transform((s) => s.replace(/^\/+|\/+$/g, '')),
  v.maxLength(500, 'must be at most 500 characters'),
  v.regex(new RegExp(`^${segment}(/${segment})*$`, 'u'), 'must be a path of non-empty segments'),
  v.check(
    (s) => !s.split('/').some((part) => part === '.' || part === '..'),
    'must not contain . or .. segments',
  ),
);

export const ContentPageParamsSchema = v.strictObject({
  rootFolder: ContentRootFolderSchema,
  '*': ContentPathSchema,
});

export const ContentPageQuerySchema = v.strictObject({
  languageTag: v.optional(LanguageTagSchema),
});

export const ContentPageSchema = v.object({
  id: TextSchema,
  rootFolder: TextSchema,
  path: TextSchema,
  language: v.picklist(languages),
  title: TextSchema,
  /** Block tree as authored in the content system; the content remote renders it. */
  body: v.unknown(),
  updatedAt: v.pipe(TextSchema, v.isoTimestamp()),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;
