import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  contentPreviewParam,
  contentRootFolders,
  endpoints,
  errorCodes,
  type EditorStory,
  type StaffStory,
  type StaffStorySummary,
} from '@shop/api-client/contract';
import { buildPath, getRoute, type Language, type StoreKey } from '@shop/i18n';
import { appendAudit, auditEntriesFor, type AuditValue } from '../audit/append';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { notFound } from '../lib/errors';
import { assertStaffStore } from '../lib/staff-access';
import type { ContentChanges } from './content-changes';
import { assertKnownPlaceholders, invalidateStore, paired, storeFolderOf } from './editing';
import type { PreviewTokens } from './preview-token';
import { componentsFolder, createContentRepository, type ContentRepository } from './repository';

export interface StaffContentRoutesOptions {
  contentChanges: ContentChanges;
  previewTokens: PreviewTokens;
}

/** The home page is its own route; every other page's path is its URL below the language. */
const homeStory = 'home';

/** Where the shop shows a story: null for a global component (the menu, error texts). */
export function shopPathOf(path: string, language: Language): string | null {
  if (path === componentsFolder || path.startsWith(`${componentsFolder}/`)) return null;
  return path === homeStory
    ? buildPath(getRoute('home'), language)
    : buildPath(getRoute('contentPage'), language, { slug: path });
}

export function summaryOf(story: EditorStory): StaffStorySummary {
  return {
    uuid: story.uuid,
    rootFolder: story.rootFolder,
    path: story.path,
    name: story.draft.name,
    component: story.draft.content.component,
    publishedAt: story.publishedAt,
    updatedAt: story.updatedAt,
    // jsonb keeps keys in one order, so equal versions serialize equally.
    unpublishedChanges:
      story.published === null || JSON.stringify(story.draft) !== JSON.stringify(story.published),
    groupId: story.groupId,
  };
}

const storyNotFound = (uuid: string) =>
  notFound(errorCodes.storyNotFound, `Story not found: ${uuid}`);

/** The store and language of a root folder; a story outside the stores' folders is nobody's. */
function folderOf(rootFolder: string) {
  return contentRootFolders.find((folder) => folder.rootFolder === rootFolder) ?? null;
}

/** What an audit entry keeps of a story: where it is and the version that changed. */
const auditValue = (story: EditorStory | null, version: 'draft' | 'published' | 'location') => {
  if (!story) return null;
  const where = { rootFolder: story.rootFolder, path: story.path, groupId: story.groupId };
  if (version === 'location') return where;
  return { ...where, [version]: story[version] } as AuditValue;
};

/**
 * The back-office's content editor (issue 26, item 4): the editor API's capabilities for members
 * with the `content` permission for the store of the story's root folder, each change in one
 * transaction with its audit entry; a change the shop shows drops the store's cached answers.
 */
const staffContentRoutes: FastifyPluginAsync<StaffContentRoutesOptions> = async (
  fastify,
  { contentChanges, previewTokens },
) => {
  guardScope(fastify, 'staff', fastify.staffAuth.guard);
  const declared = endpoints.staffContent;
  const { db } = fastify;
  const repository = createContentRepository(db);

  /** The store of a root folder the member may edit (403 otherwise; 404 for nobody's). */
  const allowedFolder = (request: FastifyRequest, rootFolder: string, uuid?: string) => {
    const folder = folderOf(rootFolder);
    if (!folder) throw uuid ? storyNotFound(uuid) : storyNotFound(rootFolder);
    assertStaffStore(request, 'content', folder.store);
    return folder;
  };

  /** A story the member may edit, read in `tx`; 404 or 403 otherwise. */
  const editable = async (
    request: FastifyRequest,
    repo: ContentRepository,
    uuid: string,
  ): Promise<EditorStory & { store: StoreKey }> => {
    const story = await repo.editorGet(uuid);
    if (!story) throw storyNotFound(uuid);
    return { ...story, store: allowedFolder(request, story.rootFolder, uuid).store };
  };

  async function answer(story: EditorStory): Promise<StaffStory> {
    const folder = folderOf(story.rootFolder)!;
    const [group, audit] = await Promise.all([
      story.groupId ? repository.group(story.rootFolder, story.groupId) : Promise.resolve([]),
      auditEntriesFor(db, { entityType: 'story', entityId: story.uuid }),
    ]);
    const twin = group.find((other) => other.uuid !== story.uuid);
    return {
      story,
      store: folder.store,
      language: folder.language,
      shopPath: shopPathOf(story.path, folder.language),
      twin: twin ? summaryOf(twin) : null,
      audit,
    };
  }

  /**
   * One change: `change` runs in a transaction with the story as it was (null for a new one)
   * and answers it as it is; the audit entry goes in the same transaction.
   */
  async function audited(
    request: FastifyRequest,
    action: string,
    change: (
      repo: ContentRepository,
      tx: Database,
    ) => Promise<{
      before: EditorStory | null;
      after: EditorStory | null;
      store: StoreKey;
      values: (story: EditorStory | null) => AuditValue;
    }>,
  ) {
    return db.transaction(async (tx) => {
      const result = await change(createContentRepository(tx), tx);
      const subject = result.after ?? result.before!;
      await appendAudit(tx, {
        staffId: request.staff!.id,
        action: `story.${action}`,
        entityType: 'story',
        entityId: subject.uuid,
        store: result.store,
        before: result.values(result.before),
        after: result.values(result.after),
      });
      return result;
    });
  }

  endpointRoute(fastify, declared.tree, async ({ query: { rootFolder } }, request) => {
    const folder = allowedFolder(request, rootFolder);
    const stories = await repository.tree(rootFolder);
    return { ...folder, stories: stories.map(summaryOf) };
  });

  endpointRoute(fastify, declared.get, async ({ params: { uuid } }, request) =>
    answer(await editable(request, repository, uuid)),
  );

  endpointRoute(fastify, declared.create, async ({ body }, request) => {
    assertKnownPlaceholders(body);
    const folder = storeFolderOf(body.rootFolder);
    assertStaffStore(request, 'content', folder.store);
    const { after } = await audited(request, 'created', async (repo) => {
      const story = paired(
        await repo.create(
          { rootFolder: body.rootFolder, language: folder.language, path: body.path },
          { name: body.name, content: body.content, tagList: body.tagList },
          body.twinOf,
        ),
      );
      if (!story) throw businessError(errorCodes.storyPathTaken, 409);
      return {
        before: null,
        after: story,
        store: folder.store,
        values: (s) => auditValue(s, 'draft'),
      };
    });
    // A new story is a draft, but pairing may have given its twin a group.
    if (body.twinOf) await invalidateStore(contentChanges, body.rootFolder);
    return answer(after!);
  });

  endpointRoute(fastify, declared.update, async ({ params: { uuid }, body }, request) => {
    const { twinOf, ...draft } = body;
    assertKnownPlaceholders(draft);
    const { after } = await audited(request, 'updated', async (repo) => {
      const before = await editable(request, repo, uuid);
      if (twinOf !== undefined) paired((await repo.pair(uuid, twinOf))!);
      const after = (await repo.updateDraft(uuid, draft))!;
      return { before, after, store: before.store, values: (s) => auditValue(s, 'draft') };
    });
    // The pairing, unlike the draft, shows at once: the twins link each other.
    if (twinOf !== undefined) await invalidateStore(contentChanges, after!.rootFolder);
    return answer(after!);
  });

  endpointRoute(fastify, declared.move, async ({ params: { uuid }, body }, request) => {
    const { after } = await audited(request, 'moved', async (repo) => {
      const before = await editable(request, repo, uuid);
      const moved = await repo.move(uuid, body.path);
      if (moved === 'taken') throw businessError(errorCodes.storyPathTaken, 409);
      return {
        before,
        after: moved,
        store: before.store,
        values: (s) => auditValue(s, 'location'),
      };
    });
    await invalidateStore(contentChanges, after!.rootFolder);
    return answer(after!);
  });

  endpointRoute(fastify, declared.remove, async ({ params: { uuid } }, request) => {
    const { before } = await audited(request, 'deleted', async (repo) => {
      const before = await editable(request, repo, uuid);
      if (before.published) throw businessError(errorCodes.storyStillPublished, 409);
      await repo.remove(uuid);
      return { before, after: null, store: before.store, values: (s) => auditValue(s, 'draft') };
    });
    // Its twin no longer links it.
    if (before!.groupId) await invalidateStore(contentChanges, before!.rootFolder);
  });

  for (const [action, route] of [
    ['published', declared.publish],
    ['unpublished', declared.unpublish],
  ] as const) {
    endpointRoute(fastify, route, async ({ params: { uuid } }, request) => {
      const { after } = await audited(request, action, async (repo) => {
        const before = await editable(request, repo, uuid);
        const after =
          action === 'published' ? await repo.publish(uuid) : await repo.unpublish(uuid);
        return { before, after, store: before.store, values: (s) => auditValue(s, 'published') };
      });
      await invalidateStore(contentChanges, after!.rootFolder);
      return answer(after!);
    });
  }

  endpointRoute(fastify, declared.preview, async ({ params: { uuid } }, request) => {
    const story = await editable(request, repository, uuid);
    const path = shopPathOf(story.path, folderOf(story.rootFolder)!.language);
    if (path === null) throw businessError(errorCodes.storyNotPage, 409);
    const { token, expiresAt } = previewTokens.sign(uuid);
    return {
      store: story.store,
      url: `${path}?${contentPreviewParam}=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  });
};

export default staffContentRoutes;
