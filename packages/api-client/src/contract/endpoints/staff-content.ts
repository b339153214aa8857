import {
  StoryCreateBodySchema,
  StoryUpdateBodySchema,
  StoryUuidParamsSchema,
} from '../../schemas/content';
import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import {
  StaffContentPreviewSchema,
  StaffContentTreeQuerySchema,
  StaffContentTreeSchema,
  StaffStoryMoveBodySchema,
  StaffStorySchema,
} from '../../staff/schemas/staff-content';
import { endpoint } from '../endpoint';

const tag = 'Staff content';
const access = 'staff';
const permission = 'content';

const stores =
  'Only for a root folder of a store where the member holds `content` (403 ' +
  'staff_store_not_allowed otherwise).';
const audited = `${stores} Audited with the values before and after.`;
const shows =
  'The shop shows it at once: the API’s content cache and every edge’s rendered pages of the ' +
  'store are dropped.';
const refusals = {
  403: [errorCodes.staffStoreNotAllowed],
  404: [errorCodes.storyNotFound],
} as const;

/**
 * The back-office's content editor (issue 26, item 4): the editor API's capabilities for staff
 * members with the `content` permission, per store. (The token-protected editor API stays for
 * automation: imports and the e2e suites that publish without a person.)
 */
export const staffContentEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/staff/content/tree',
    summary: 'List the stories of a root folder (a store and language) by path',
    description: stores,
    tag,
    access,
    permission,
    query: StaffContentTreeQuerySchema,
    answer: { status: 200, schema: StaffContentTreeSchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed] },
  }),
  get: endpoint({
    method: 'GET',
    path: '/staff/content/stories/{uuid}',
    summary: 'Read a story with both versions, its twin, its shop path and its audit entries',
    description: stores,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    query: NoQuerySchema,
    answer: { status: 200, schema: StaffStorySchema },
    errors: refusals,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/content/stories',
    summary: 'Create a story (a draft until it is published)',
    description: `Checked with the content blocks’ schemas; \`twinOf\` links the twin in the store’s other language. ${audited}`,
    tag,
    access,
    permission,
    body: StoryCreateBodySchema,
    answer: { status: 201, schema: StaffStorySchema },
    errors: { 403: [errorCodes.staffStoreNotAllowed], 409: [errorCodes.storyPathTaken] },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff/content/stories/{uuid}',
    summary: 'Replace the draft of a story (and its twin link)',
    description: `Invalid block content is refused and changes nothing. The published version stays until the next publish. ${audited}`,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    body: StoryUpdateBodySchema,
    answer: { status: 200, schema: StaffStorySchema },
    errors: refusals,
  }),
  move: endpoint({
    method: 'POST',
    path: '/staff/content/stories/{uuid}/move',
    summary: 'Move a story to another path of its root folder',
    description: `${shows} ${audited}`,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    body: StaffStoryMoveBodySchema,
    answer: { status: 200, schema: StaffStorySchema },
    errors: { ...refusals, 409: [errorCodes.storyPathTaken] },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/staff/content/stories/{uuid}',
    summary: 'Delete a story that is not published',
    description: `A published story is refused (409 story_still_published): unpublish it first. ${audited}`,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    answer: { status: 204, schema: null },
    errors: { ...refusals, 409: [errorCodes.storyStillPublished] },
  }),
  publish: endpoint({
    method: 'POST',
    path: '/staff/content/stories/{uuid}/publish',
    summary: 'Publish the draft of a story',
    description: `${shows} ${audited}`,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: StaffStorySchema },
    errors: refusals,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/staff/content/stories/{uuid}/unpublish',
    summary: 'Take a story off the shop (its draft stays)',
    description: `${shows} ${audited}`,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: StaffStorySchema },
    errors: refusals,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/staff/content/stories/{uuid}/preview',
    summary: 'A short-lived link that shows the draft of a page in the shop',
    description:
      'The shop path with a signed `preview` token (15 minutes, this story only); the shop’s ' +
      'edge renders that page with the draft, uncached, framable by the back-office alone. ' +
      stores,
    tag,
    access,
    permission,
    params: StoryUuidParamsSchema,
    answer: { status: 200, schema: StaffContentPreviewSchema },
    errors: { ...refusals, 409: [errorCodes.storyNotPage] },
  }),
};
