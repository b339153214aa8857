import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  contentEditorTokenHeader,
  contentRootFolder,
  contentRootFolders,
  contentWebhookSignatureHeader,
  endpoints,
  errorCodes,
  type ContentVersion,
  type Story,
} from '@shop/api-client/contract';
import { isLanguage } from '@shop/i18n';
import { rulesOf } from '../checkout/reference-data';
import type { AttemptLimit } from '../config';
import { businessError } from '../lib/business-errors';
import { endpointRoute, guardScope } from '../lib/endpoint-route';
import { notFound } from '../lib/errors';
import { tokenMatcher } from '../lib/token-matcher';
import type { Limit } from '../plugins/rate-limits/rate-limits';
import type { ContentCache } from './cache';
import type { ContentChanges } from './content-changes';
import {
  assertKnownPlaceholders,
  invalidateStore,
  paired,
  storeFolderOf,
  storePrefixes,
} from './editing';
import { resolvePlaceholders, rootFolderLocation, type ContentFacts } from './placeholders';
import type { PreviewTokens } from './preview-token';
import type { ContentRepository } from './repository';

export interface ContentRoutesOptions {
  repository: ContentRepository;
  cache: ContentCache;
  /** The shared content version: every change of published content goes through it. */
  contentChanges: ContentChanges;
  /** Staff credential of the editor API and draft previews; unset: neither is available. */
  editorToken?: string | undefined;
  /** Shared secret of the webhook's HMAC signature; unset: the webhook refuses every call. */
  webhookSecret?: string | undefined;
  /** Failed editor-token attempts a client address may make per window before it gets 429. */
  attempts: AttemptLimit;
  /** The configuration that `{{placeholders}}` in texts name (content/placeholders.ts). */
  facts: ContentFacts;
  /** The back-office's preview links: a page's draft for a few minutes. */
  previewTokens: PreviewTokens;
}

/** Storyblok signs a webhook with HMAC-SHA1 of the raw body, hex encoded. */
export function webhookSignature(secret: string, body: string | Buffer): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

function signatureMatches(secret: string, body: Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{40}$/i.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(webhookSignature(secret, body), 'hex'),
    Buffer.from(given.toLowerCase(), 'hex'),
  );
}

const storyNotFound = (what: string) =>
  notFound(errorCodes.storyNotFound, `Story not found: ${what}`);

const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  fastify,
  { repository, cache, contentChanges, editorToken, webhookSecret, attempts, facts, previewTokens },
) => {
  const matches = editorToken ? tokenMatcher(editorToken) : undefined;
  const rule = {
    name: 'content-editor-token:address',
    limit: attempts.maxFailures,
    windowSeconds: attempts.windowSeconds,
  };

  /** The editor API and previews: a wrong token counts against the caller's address. */
  async function assertEditor(request: FastifyRequest): Promise<void> {
    const limits: Limit[] = [[rule, request.ip]];
    await fastify.rateLimits.assertOpen(limits);
    const given = request.headers[contentEditorTokenHeader];
    if (!matches || typeof given !== 'string' || !matches(given)) {
      await fastify.rateLimits.fail(limits);
      throw businessError(errorCodes.contentEditorTokenInvalid, 401);
    }
  }

  /** `de`/`en` alone name that language's folder of the request's store. */
  const rootFolderOf = (request: FastifyRequest, rootFolder: string) =>
    isLanguage(rootFolder) ? contentRootFolder(request.storeKey, rootFolder) : rootFolder;

  /**
   * Published answers come from the cache; a draft preview always reads the database and needs
   * the editor token. Keys start with the root folder so a webhook drops only that folder's.
   */
  async function read<T>(
    request: FastifyRequest,
    version: ContentVersion,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (version === 'draft') {
      await assertEditor(request);
      return load();
    }
    return cache.get(key, load);
  }

  /**
   * A story as readers get it: its placeholders replaced for its store and language. Done inside
   * the cached load, so a cached answer holds the replaced text. An unknown placeholder is left
   * out and logged (the editor API refuses new ones; seeded ones are checked in tests).
   */
  async function resolved<T extends Story | null>(story: T, request: FastifyRequest): Promise<T> {
    if (!story) return story;
    const location = rootFolderLocation(story.rootFolder);
    const store = location?.store ?? request.storeKey;
    const rules = await rulesOf(fastify.db, store);
    const { value, unknown } = resolvePlaceholders(
      { name: story.name, content: story.content },
      { facts, store, language: story.language, rules },
    );
    if (unknown.length > 0)
      request.log.error(
        { fullSlug: story.fullSlug, placeholders: unknown },
        'Story names unknown placeholders; they were left out',
      );
    return { ...story, ...value };
  }

  const found = (story: Story | null, what: string, code: 'page' | 'story' = 'story') => {
    if (story) return story;
    throw code === 'page'
      ? notFound(errorCodes.pageNotFound, `Page not found: ${what}`)
      : storyNotFound(what);
  };

  const declared = endpoints.content;

  endpointRoute(fastify, declared.page, async ({ params, query }, request) => {
    const rootFolder = rootFolderOf(request, params.rootFolder);
    const { path } = params;
    if (query.preview !== undefined) {
      // The back-office's preview: this one story's draft, never from or into the cache.
      const uuid = previewTokens.storyOf(query.preview);
      const story = uuid ? await repository.page(rootFolder, path, 'draft') : null;
      if (!story || story.uuid !== uuid) throw businessError(errorCodes.contentPreviewInvalid, 401);
      return resolved(story, request);
    }
    const story = await read(request, query.version, `${rootFolder}|page|${path}`, async () =>
      resolved(await repository.page(rootFolder, path, query.version), request),
    );
    return found(story, `${rootFolder}/${path}`, 'page');
  });

  endpointRoute(fastify, declared.component, async ({ params, query }, request) => {
    const rootFolder = rootFolderOf(request, params.rootFolder);
    const key = `${rootFolder}|component|${params.slug}`;
    const story = await read(request, query.version, key, async () =>
      resolved(await repository.component(rootFolder, params.slug, query.version), request),
    );
    return found(story, `${rootFolder}/components/${params.slug}`);
  });

  endpointRoute(fastify, declared.storyByUuid, async ({ params: { uuid }, query }, request) => {
    // Not tied to a root folder: every invalidation drops these (prefix `*`).
    const story = await read(request, query.version, `*|uuid|${uuid}`, async () =>
      resolved(await repository.byUuid(uuid, query.version), request),
    );
    return found(story, uuid);
  });

  endpointRoute(fastify, declared.articles, async ({ params, query }, request) => {
    const { version, ...filter } = query;
    const rootFolder = rootFolderOf(request, params.rootFolder);
    return read(request, version, `${rootFolder}|articles|${JSON.stringify(filter)}`, async () => {
      const list = await repository.articles(rootFolder, filter, version);
      return {
        ...list,
        stories: await Promise.all(list.stories.map((story) => resolved(story, request))),
      };
    });
  });

  endpointRoute(fastify, declared.links, async ({ params }, request) => {
    const rootFolder = rootFolderOf(request, params.rootFolder);
    const links = await cache.get(`${rootFolder}|links`, () => repository.links(rootFolder));
    return { links };
  });

  endpointRoute(fastify, declared.tags, async ({ params, query: { version, folder } }, request) => {
    const rootFolder = rootFolderOf(request, params.rootFolder);
    const tags = await read(request, version, `${rootFolder}|tags|${folder ?? ''}`, () =>
      repository.tags(rootFolder, folder, version),
    );
    return { tags };
  });

  /**
   * Storyblok (or any publisher) tells the shop that content changed. The signature covers the
   * raw body, so the route reads JSON as bytes and parses it only after checking them.
   */
  endpointRoute(
    fastify,
    declared.webhook,
    async ({ body }, request) => {
      const rootFolder = body.full_slug?.split('/')[0];
      const known = contentRootFolders.some((folder) => folder.rootFolder === rootFolder);
      // A story of a known root folder changes its store's answers (its twin names it) and any
      // uuid lookup; anything else (a release, a space-wide change) drops the whole cache.
      const invalidated = await contentChanges.changed(
        known && rootFolder ? storePrefixes(rootFolder) : undefined,
      );
      request.log.info(
        { action: body.action, fullSlug: body.full_slug, invalidated },
        'content webhook',
      );
      return { invalidated };
    },
    {
      checkRawBody: (raw, request) => {
        if (
          !webhookSecret ||
          !signatureMatches(webhookSecret, raw, request.headers[contentWebhookSignatureHeader])
        )
          throw businessError(errorCodes.webhookSignatureInvalid, 401);
      },
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Editor API

  await fastify.register(async (editor) => {
    guardScope(editor, 'editor', async (request) => assertEditor(request));

    const existing = <T>(story: T | null, uuid: string): T => {
      if (!story) throw storyNotFound(uuid);
      return story;
    };
    const changed = async <T extends { rootFolder: string }>(story: T): Promise<T> => {
      await invalidateStore(contentChanges, story.rootFolder);
      return story;
    };

    endpointRoute(editor, declared.editorGet, async ({ params: { uuid } }) =>
      existing(await repository.editorGet(uuid), uuid),
    );

    endpointRoute(editor, declared.editorCreate, async ({ body }) => {
      assertKnownPlaceholders(body);
      const folder = storeFolderOf(body.rootFolder);
      const story = paired(
        await repository.create(
          { rootFolder: body.rootFolder, language: folder.language, path: body.path },
          { name: body.name, content: body.content, tagList: body.tagList },
          body.twinOf,
        ),
      );
      if (!story) throw businessError(errorCodes.storyPathTaken, 409);
      // A new story is a draft, but pairing may have given its twin a group.
      return body.twinOf ? changed(story) : story;
    });

    endpointRoute(editor, declared.editorUpdate, async ({ params: { uuid }, body }) => {
      const { twinOf, ...draft } = body;
      assertKnownPlaceholders(draft);
      if (twinOf !== undefined) {
        // The pairing, unlike the draft, shows at once: the twins link each other.
        await changed(paired(existing(await repository.pair(uuid, twinOf), uuid)));
      }
      // A draft change is invisible to the shop: only previews, which bypass the cache, show it.
      return existing(await repository.updateDraft(uuid, draft), uuid);
    });

    endpointRoute(editor, declared.editorPublish, async ({ params: { uuid } }) =>
      changed(existing(await repository.publish(uuid), uuid)),
    );

    endpointRoute(editor, declared.editorUnpublish, async ({ params: { uuid } }) =>
      changed(existing(await repository.unpublish(uuid), uuid)),
    );
  });
};

export default contentRoutes;
