import {
  ContentArticlesQuerySchema,
  ContentComponentParamsSchema,
  ContentLinksSchema,
  ContentPageParamsSchema,
  ContentPageQuerySchema,
  ContentRootParamsSchema,
  ContentTagListSchema,
  ContentTagsQuerySchema,
  ContentVersionQuerySchema,
  ContentWebhookBodySchema,
  ContentWebhookResultSchema,
  EditorStorySchema,
  StoryCreateBodySchema,
  StoryListSchema,
  StorySchema,
  StoryUpdateBodySchema,
  StoryUuidParamsSchema,
} from '../../schemas/content';
import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import { endpoint } from '../endpoint';

const tag = 'Content';
const editorTag = 'Content editor';

const draftPreview =
  '`version=draft` previews unpublished changes and needs the editor token ' +
  '(`x-content-editor-token`); wrong tokens count against the caller’s address.';
/** A read that may be a draft preview: a wrong editor token, or too many of them. */
const previewReasons = {
  401: [errorCodes.contentEditorTokenInvalid],
  429: [errorCodes.tooManyRequests],
} as const;

/**
 * The content store (spec 7): stories of one root folder per store and language, read as
 * Storyblok's delivery API reads them; `de` or `en` as the root folder names that language's
 * folder of the request's store. Texts have their `{{placeholders}}` filled in for readers.
 */
export const contentEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/content/page/{rootFolder}/path/{path}',
    summary: 'Read the page at a path of a root folder',
    description:
      `The path may span segments (\`ueber-uns/team\`). ${draftPreview} ` +
      '`preview` (a token the back-office’s content editor gets for one story, valid for ' +
      'minutes) answers that story’s draft, uncached; a forged or expired one, or one for ' +
      'another story, answers 401 content_preview_invalid.',
    tag,
    access: 'public',
    params: ContentPageParamsSchema,
    wildcard: 'path',
    query: ContentPageQuerySchema,
    answer: { status: 200, schema: StorySchema },
    errors: {
      ...previewReasons,
      401: [...previewReasons[401], errorCodes.contentPreviewInvalid],
      404: [errorCodes.pageNotFound],
    },
  }),
  component: endpoint({
    method: 'GET',
    path: '/content/component/{rootFolder}/slug/{slug}',
    summary: 'Read a global component of a root folder (menu, error texts) by its slug',
    description: draftPreview,
    tag,
    access: 'public',
    params: ContentComponentParamsSchema,
    query: ContentVersionQuerySchema,
    answer: { status: 200, schema: StorySchema },
    errors: { ...previewReasons, 404: [errorCodes.storyNotFound] },
  }),
  storyByUuid: endpoint({
    method: 'GET',
    path: '/content/story/uuid/{uuid}',
    summary: 'Read a story by its id, whatever its root folder',
    description: draftPreview,
    tag,
    access: 'public',
    params: StoryUuidParamsSchema,
    query: ContentVersionQuerySchema,
    answer: { status: 200, schema: StorySchema },
    errors: { ...previewReasons, 404: [errorCodes.storyNotFound] },
  }),
  articles: endpoint({
    method: 'GET',
    path: '/content/articles/{rootFolder}',
    summary: 'List a page of articles of a root folder, newest first',
    description: `Filtered by folder, a folder left out and a tag. ${draftPreview}`,
    tag,
    access: 'public',
    params: ContentRootParamsSchema,
    query: ContentArticlesQuerySchema,
    answer: { status: 200, schema: StoryListSchema },
    errors: previewReasons,
  }),
  links: endpoint({
    method: 'GET',
    path: '/content/links/{rootFolder}',
    summary: 'List every published page of a root folder (for the sitemap)',
    tag,
    access: 'public',
    params: ContentRootParamsSchema,
    query: NoQuerySchema,
    answer: { status: 200, schema: ContentLinksSchema },
  }),
  tags: endpoint({
    method: 'GET',
    path: '/content/tags/{rootFolder}',
    summary: 'List the tags of the published stories of a root folder with their counts',
    description: draftPreview,
    tag,
    access: 'public',
    params: ContentRootParamsSchema,
    query: ContentTagsQuerySchema,
    answer: { status: 200, schema: ContentTagListSchema },
    errors: previewReasons,
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/content/webhook',
    summary: 'Tell the shop that content changed (Storyblok’s webhook)',
    description:
      'Signed with HMAC-SHA1 of the raw body in the `webhook-signature` header (hex). Drops the ' +
      'cached answers of the story’s store, or every cached answer for a change elsewhere.',
    tag,
    access: 'public',
    body: ContentWebhookBodySchema,
    answer: { status: 200, schema: ContentWebhookResultSchema },
    errors: { 401: [errorCodes.webhookSignatureInvalid] },
  }),
  editorGet: endpoint({
    method: 'GET',
    path: '/content/editor/stories/{uuid}',
    summary: 'Read a story with its draft and published versions',
    tag: editorTag,
    access: 'editor',
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: EditorStorySchema },
    errors: { 404: [errorCodes.storyNotFound] },
  }),
  editorCreate: endpoint({
    method: 'POST',
    path: '/content/editor/stories',
    summary: 'Create a story (a draft until it is published)',
    description:
      '`twinOf` names the story in the store’s other language it translates. Texts may name ' +
      'only known `{{placeholders}}`.',
    tag: editorTag,
    access: 'editor',
    body: StoryCreateBodySchema,
    answer: { status: 201, schema: EditorStorySchema },
    errors: { 409: [errorCodes.storyPathTaken] },
  }),
  editorUpdate: endpoint({
    method: 'PUT',
    path: '/content/editor/stories/{uuid}',
    summary: 'Replace the draft of a story (and its pairing with a twin)',
    description: 'The published version stays until the next publish; a pairing shows at once.',
    tag: editorTag,
    access: 'editor',
    params: StoryUuidParamsSchema,
    body: StoryUpdateBodySchema,
    answer: { status: 200, schema: EditorStorySchema },
    errors: { 404: [errorCodes.storyNotFound] },
  }),
  editorPublish: endpoint({
    method: 'POST',
    path: '/content/editor/stories/{uuid}/publish',
    summary: 'Publish the draft of a story',
    tag: editorTag,
    access: 'editor',
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: EditorStorySchema },
    errors: { 404: [errorCodes.storyNotFound] },
  }),
  editorUnpublish: endpoint({
    method: 'POST',
    path: '/content/editor/stories/{uuid}/unpublish',
    summary: 'Take a story off the shop (its draft stays)',
    tag: editorTag,
    access: 'editor',
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: EditorStorySchema },
    errors: { 404: [errorCodes.storyNotFound] },
  }),
};
