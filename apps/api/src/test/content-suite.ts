import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ContentLinksSchema,
  ContentTagListSchema,
  EditorStorySchema,
  RenderVersionsSchema,
  StoryListSchema,
  StorySchema,
  contentEditorTokenHeader,
  type StoryCreateBody,
} from '@shop/api-client/contract';
import { stories } from '../content/tables';
import { seedContent } from '../seed/content';
import { webhookSignature } from '../content/routes';
import { call, callError, callOk, clientAddress, type CallOptions } from './accounts';

export const contentTestOptions = {
  editorToken: 'editor-token-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
  cacheSeconds: 60,
};

/**
 * The content store on every database: the delivery calls of spec 7 on the seeded stories, draft
 * versus published, the editor API behind its token, and the signed webhook that drops cached
 * answers. The app must be built with `contentTestOptions`.
 */
export function defineContentSuite(getApp: () => FastifyInstance) {
  const editor = (options: CallOptions = {}): CallOptions => ({
    ...options,
    headers: { [contentEditorTokenHeader]: contentTestOptions.editorToken, ...options.headers },
  });
  const story = (url: string, options?: CallOptions) => callOk(getApp(), url, StorySchema, options);
  const articles = (query: string, options?: CallOptions) =>
    callOk(getApp(), `/content/articles/at-de?${query}`, StoryListSchema, options);
  let pathCounter = 0;
  const newPath = () => `suite/seite-${process.pid}-${(pathCounter += 1)}`;
  const pageBody = (path: string, title: string): StoryCreateBody => ({
    rootFolder: 'at-de',
    path,
    name: title,
    tagList: ['Suite'],
    content: {
      _uid: 'root',
      component: 'page',
      title,
      body: [{ _uid: 'b1', component: 'title', text: title }],
    },
  });
  const create = (body: StoryCreateBody, status = 201) =>
    callOk(
      getApp(),
      '/content/editor/stories',
      EditorStorySchema,
      editor({ method: 'POST', payload: body }),
      status,
    );
  const act = (uuid: string, action: 'publish' | 'unpublish') =>
    callOk(
      getApp(),
      `/content/editor/stories/${uuid}/${action}`,
      EditorStorySchema,
      editor({ method: 'POST' }),
    );
  const webhook = (payload: string, signature?: string) =>
    getApp().inject({
      method: 'POST',
      url: '/content/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined ? { 'webhook-signature': signature } : {}),
      },
    });

  const contentVersion = async () =>
    (await callOk(getApp(), '/versions', RenderVersionsSchema)).content;

  describe('delivery', () => {
    it('serves the seeded legal pages of each store and language', async () => {
      const imprint = await story('/content/page/at-de/path/impressum');
      expect(imprint).toMatchObject({
        rootFolder: 'at-de',
        path: 'impressum',
        fullSlug: 'at-de/impressum',
        slug: 'impressum',
        language: 'de',
        content: { component: 'page', title: 'Impressum' },
      });
      const cancellation = await story('/content/page/ch-en/path/cancellation-policy');
      expect(JSON.stringify(cancellation.content)).toContain('FAGG');
    });

    it('serves the consulate page in both languages, as twins at the page’s own path', async () => {
      const german = await story('/content/page/at-de/path/oe-konsulat-sg');
      expect(german.content).toMatchObject({
        component: 'page',
        title: 'Österreichisches Honorarkonsulat St. Gallen',
      });
      expect(german.twins).toEqual({ de: 'oe-konsulat-sg', en: 'oe-konsulat-sg' });
      const english = await story('/content/page/ch-en/path/oe-konsulat-sg');
      expect(english.content).toMatchObject({
        component: 'page',
        title: 'Austrian Honorary Consulate St. Gallen',
      });
      expect(JSON.stringify(english.content)).toContain('"component":"contact-data"');
    });

    it('reads a language-named root folder in the store of the x-store-key header', async () => {
      const page = await story('/content/page/en/path/about-us', {
        headers: { 'x-store-key': 'li' },
      });
      expect(page.rootFolder).toBe('li-en');
      expect(page.content.component).toBe('page');
    });

    it('answers ResourceNotFoundError for a page, component or story that is not there', async () => {
      const page = await callError(getApp(), '/content/page/at-de/path/gibt/es/nicht', 404);
      expect(page).toMatchObject({ name: 'ResourceNotFoundError', code: 'page_not_found' });
      const component = await callError(getApp(), '/content/component/at-de/slug/nope', 404);
      expect(component.code).toBe('story_not_found');
      const uuid = await callError(
        getApp(),
        '/content/story/uuid/00000000-0000-4000-8000-000000000000',
        404,
      );
      expect(uuid.code).toBe('story_not_found');
    });

    it('refuses malformed parameters with a validation error', async () => {
      for (const url of [
        '/content/story/uuid/not-a-uuid',
        '/content/page/AT/path/impressum',
        '/content/articles/at-de?perPage=101',
        '/content/articles/at-de?page=0',
        '/content/articles/at-de?version=latest',
        '/content/tags/at-de?folder=../x',
      ]) {
        const error = await callError(getApp(), url, 400);
        expect(error.reason).toBe('validation');
      }
    });

    it('serves global components by slug and stories by uuid', async () => {
      const menu = await story('/content/component/at-en/slug/cms-menu');
      expect(menu.content.component).toBe('menu');
      const again = await story(`/content/story/uuid/${menu.uuid}`);
      expect(again).toEqual(menu);
      const error = await story('/content/component/de-de/slug/error-404');
      expect(error.content).toMatchObject({ component: 'page', title: 'Seite nicht gefunden' });
    });

    it('serves the maintenance notice and the new-shop welcome in both languages', async () => {
      for (const [rootFolder, maintenance, welcome] of [
        [
          'at-de',
          'Wartungsarbeiten: Wir sind gleich wieder für Sie da',
          'Willkommen in unserem neuen Shop',
        ],
        ['at-en', 'Maintenance: we will be back shortly', 'Welcome to our new shop'],
      ] as const) {
        const notice = await story(`/content/component/${rootFolder}/slug/maintenance`);
        expect(notice.content).toMatchObject({ component: 'page', title: maintenance });
        const greeting = await story(`/content/component/${rootFolder}/slug/new-shop-welcome`);
        expect(greeting.content).toMatchObject({ component: 'page', title: welcome });
      }
    });

    it('lists articles of a folder newest first, 25 to a page, with the total', async () => {
      const blog = await articles('folder=blog');
      expect(blog).toMatchObject({ total: 12, page: 1, perPage: 25 });
      expect(blog.stories).toHaveLength(12);
      const dates = blog.stories.map((s) => s.firstPublishedAt!);
      expect([...dates].sort().reverse()).toEqual(dates);
      const third = await articles('folder=blog&perPage=5&page=3');
      expect(third.stories.map((s) => s.uuid)).toEqual(blog.stories.slice(10).map((s) => s.uuid));
      const beyond = await articles('folder=blog&perPage=5&page=4');
      expect(beyond).toMatchObject({ total: 12, stories: [] });
    });

    it('filters articles by tag and reaches news three folders deep', async () => {
      const tax = await articles('folder=blog&tag=Steuern');
      expect(tax.total).toBe(3);
      expect(tax.stories.every((s) => s.tagList.includes('Steuern'))).toBe(true);
      expect((await articles('folder=news')).total).toBe(12);
      const deep = await articles('folder=news/markt/2025');
      expect(deep.total).toBe(3);
      const item = await story(`/content/page/at-de/path/${deep.stories[0]!.path}`);
      expect(item.path.split('/')).toHaveLength(4);
      expect((await articles('folder=wissen/enzyklopaedie')).total).toBe(30);
      expect(
        (
          await callOk(
            getApp(),
            '/content/articles/at-en?folder=knowledge-hub/encyclopedia',
            StoryListSchema,
          )
        ).total,
      ).toBe(30);
    });

    it('leaves out the articles of an excluded subfolder', async () => {
      const hub = await articles('folder=wissen&excluding=wissen/enzyklopaedie');
      expect(hub.total).toBe(10);
      expect(hub.stories.some((s) => s.path.startsWith('wissen/enzyklopaedie/'))).toBe(false);
      expect((await articles('folder=wissen')).total).toBe(40);
    });

    it('counts the tags of a folder', async () => {
      const { tags } = await callOk(
        getApp(),
        '/content/tags/at-de?folder=blog',
        ContentTagListSchema,
      );
      expect(tags).toContainEqual({ name: 'Steuern', taggingsCount: 3 });
      expect(tags.map((t) => t.taggingsCount)).toEqual(
        [...tags.map((t) => t.taggingsCount)].sort((a, b) => b - a),
      );
      const news = await callOk(getApp(), '/content/tags/at-en?folder=news', ContentTagListSchema);
      expect(news.tags.map((t) => t.name)).toContain('Market');
      expect(news.tags.map((t) => t.name)).not.toContain('Tax');
    });
  });

  describe('editor API and drafts', () => {
    it('refuses every editor call and draft preview without the right token', async () => {
      const ip = clientAddress();
      const missing = await callError(getApp(), '/content/editor/stories', 401, {
        method: 'POST',
        payload: pageBody(newPath(), 'Ohne Token'),
        ip,
      });
      expect(missing.code).toBe('content_editor_token_invalid');
      const wrong = await callError(
        getApp(),
        '/content/page/at-de/path/impressum?version=draft',
        401,
        {
          ip,
          headers: { [contentEditorTokenHeader]: 'wrong' },
        },
      );
      expect(wrong.code).toBe('content_editor_token_invalid');
    });

    it('keeps a new story a draft until it is published, then shows it without a deploy', async () => {
      const path = newPath();
      // Asked for before it exists: the not-found answer is cached like any other.
      await callError(getApp(), `/content/page/at-de/path/${path}`, 404);
      const created = await create(pageBody(path, 'Entwurf'));
      expect(created).toMatchObject({
        fullSlug: `at-de/${path}`,
        published: null,
        publishedAt: null,
      });
      await callError(getApp(), `/content/page/at-de/path/${path}`, 404);
      const preview = await story(`/content/page/at-de/path/${path}?version=draft`, editor());
      expect(preview.content).toMatchObject({ title: 'Entwurf' });

      const published = await act(created.uuid, 'publish');
      expect(published.published).toEqual(published.draft);
      expect(published.firstPublishedAt).toBe(published.publishedAt);
      const live = await story(`/content/page/at-de/path/${path}`);
      expect(live).toMatchObject({ uuid: created.uuid, name: 'Entwurf', tagList: ['Suite'] });
    });

    it('changes only the draft on update; the shop sees the change after the next publish', async () => {
      const path = newPath();
      const created = await create(pageBody(path, 'Version 1'));
      const first = await act(created.uuid, 'publish');
      const update = pageBody(path, 'Version 2');
      await callOk(
        getApp(),
        `/content/editor/stories/${created.uuid}`,
        EditorStorySchema,
        editor({ method: 'PUT', payload: { name: update.name, content: update.content } }),
      );
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Version 1');
      expect(
        (await story(`/content/story/uuid/${created.uuid}?version=draft`, editor())).name,
      ).toBe('Version 2');
      const second = await act(created.uuid, 'publish');
      expect(second.firstPublishedAt).toBe(first.firstPublishedAt);
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Version 2');

      await act(created.uuid, 'unpublish');
      await callError(getApp(), `/content/page/at-de/path/${path}`, 404);
      expect((await story(`/content/page/at-de/path/${path}?version=draft`, editor())).name).toBe(
        'Version 2',
      );
    });

    it('refuses a tree that breaks a block schema, a taken path and an unknown folder, changing nothing', async () => {
      const path = newPath();
      const bad = pageBody(path, 'Kaputt');
      const table = {
        _uid: 't',
        component: 'table',
        caption: 'Preise',
        head: ['Metall', 'Preis'],
        rows: [['Gold']],
      };
      for (const content of [
        { ...bad.content, body: [table] },
        { ...bad.content, body: [{ _uid: 'x', component: 'marquee', text: 'Hallo' }] },
        {
          ...bad.content,
          body: [{ _uid: 'v', component: 'video', provider: 'youtube', title: 'Ohne Id' }],
        },
      ]) {
        const error = await callError(getApp(), '/content/editor/stories', 400, {
          ...editor({ method: 'POST', payload: { ...bad, content } }),
        });
        expect(error.reason).toBe('validation');
      }
      const folder = await callError(
        getApp(),
        '/content/editor/stories',
        400,
        editor({ method: 'POST', payload: { ...bad, rootFolder: 'xx-de' } }),
      );
      expect(folder.details?.[0]?.path).toBe('body.rootFolder');
      const rows = await getApp().db.select().from(stories).where(eq(stories.path, path));
      expect(rows).toHaveLength(0);

      await create(bad);
      const taken = await callError(
        getApp(),
        '/content/editor/stories',
        409,
        editor({ method: 'POST', payload: bad }),
      );
      expect(taken.code).toBe('story_path_taken');
      const unknown = await callError(
        getApp(),
        '/content/editor/stories/00000000-0000-4000-8000-000000000000/publish',
        404,
        editor({ method: 'POST' }),
      );
      expect(unknown.code).toBe('story_not_found');
    });
  });

  describe('twins', () => {
    const update = (uuid: string, body: object, status = 200) =>
      callOk(
        getApp(),
        `/content/editor/stories/${uuid}`,
        EditorStorySchema,
        editor({ method: 'PUT', payload: body }),
        status,
      );
    const draftOf = (body: StoryCreateBody) => ({
      name: body.name,
      content: body.content,
      tagList: body.tagList,
    });

    it('names the twin of a seeded page by language, its translated path included', async () => {
      const entry = await story('/content/page/at-de/path/wissen/enzyklopaedie/kruegerrand');
      expect(entry.twins).toEqual({
        de: 'wissen/enzyklopaedie/kruegerrand',
        en: 'knowledge-hub/encyclopedia/krugerrand',
      });
      const english = await story('/content/page/at-en/path/knowledge-hub/encyclopedia/krugerrand');
      expect(english.twins.de).toBe('wissen/enzyklopaedie/kruegerrand');
    });

    it('pairs a new story with its twin on create, shows the twin once published, and unpairs on update', async () => {
      const german = await create(pageBody(newPath(), 'Zwilling'));
      expect(german.groupId).toBeNull();
      const englishPath = newPath();
      const english = await create({
        ...pageBody(englishPath, 'Twin'),
        rootFolder: 'at-en',
        twinOf: german.uuid,
      });
      expect(english.groupId).toBe(german.uuid);
      await act(german.uuid, 'publish');
      const page = `/content/page/at-de/path/${german.path}`;
      // The twin is a draft yet: the shop does not link it.
      expect((await story(page)).twins).toEqual({ de: german.path });
      await act(english.uuid, 'publish');
      expect((await story(page)).twins).toEqual({ de: german.path, en: englishPath });

      const unpaired = await update(english.uuid, {
        ...draftOf(pageBody(englishPath, 'Twin')),
        twinOf: null,
      });
      expect(unpaired.groupId).toBeNull();
      expect((await story(page)).twins).toEqual({ de: german.path });
      // Paired again on update; the German story keeps the group it got.
      expect(
        (
          await update(english.uuid, {
            ...draftOf(pageBody(englishPath, 'Twin')),
            twinOf: german.uuid,
          })
        ).groupId,
      ).toBe(german.uuid);
      expect((await story(page)).twins).toEqual({ de: german.path, en: englishPath });
    });

    it('refuses a twin that is missing, of the same language, of another store or already paired', async () => {
      const german = await create(pageBody(newPath(), 'Original'));
      const english = await create({
        ...pageBody(newPath(), 'Original'),
        rootFolder: 'at-en',
        twinOf: german.uuid,
      });
      const refused = async (body: object, url = '/content/editor/stories', method = 'POST') => {
        const error = await callError(getApp(), url, 400, editor({ method, payload: body }));
        expect(error.details?.[0]?.path).toBe('body.twinOf');
        return error.details?.[0]?.message;
      };
      const path = newPath();
      expect(
        await refused({ ...pageBody(path, 'X'), twinOf: '00000000-0000-4000-8000-000000000000' }),
      ).toBe("must be a story of the same store's other language");
      expect(await refused({ ...pageBody(path, 'X'), twinOf: german.uuid })).toBe(
        'must be a story in the other language',
      );
      expect(
        await refused({ ...pageBody(path, 'X'), rootFolder: 'ch-en', twinOf: german.uuid }),
      ).toBe("must be a story of the same store's other language");
      expect(
        await refused({ ...pageBody(path, 'X'), rootFolder: 'at-en', twinOf: german.uuid }),
      ).toBe('already has a twin in this language');
      expect(await refused({ ...pageBody(path, 'X'), twinOf: 'kein-uuid' })).toBe(
        'must be a story id',
      );
      // Nothing was created, and the pair stands.
      expect(await getApp().db.select().from(stories).where(eq(stories.path, path))).toHaveLength(
        0,
      );
      const other = await create(pageBody(newPath(), 'Andere'));
      expect(
        await refused(
          { ...draftOf(pageBody(other.path, 'Andere')), twinOf: english.uuid },
          `/content/editor/stories/${other.uuid}`,
          'PUT',
        ),
      ).toBe('already has a twin in this language');
      const [row] = await getApp().db.select().from(stories).where(eq(stories.uuid, other.uuid));
      expect(row?.groupId).toBeNull();
    });
  });

  describe('links', () => {
    const links = async (rootFolder: string) =>
      (await callOk(getApp(), `/content/links/${rootFolder}`, ContentLinksSchema)).links;

    it('lists the published pages of a folder, each paired with its twin by group', async () => {
      const [german, english] = await Promise.all([links('at-de'), links('at-en')]);
      const twin = (path: string) => {
        const groupId = german.find((link) => link.path === path)?.groupId;
        return english.find((link) => link.groupId === groupId)?.path;
      };
      expect(twin('impressum')).toBe('imprint');
      expect(twin('wissen/enzyklopaedie/kruegerrand')).toBe(
        'knowledge-hub/encyclopedia/krugerrand',
      );
      expect(twin('news/markt/2025/gold-ueber-3000-dollar')).toBe(
        'news/markt/2025/gold-ueber-3000-dollar',
      );
      // Global components are not pages.
      expect(german.some((link) => link.path.startsWith('components/'))).toBe(false);
    });

    it('shows a page once it is published, and no longer once unpublished', async () => {
      const path = newPath();
      const created = await create(pageBody(path, 'Verlinkt'));
      // Answered before the publish, so the cache holds the list without it.
      expect((await links('at-de')).some((link) => link.path === path)).toBe(false);
      await act(created.uuid, 'publish');
      expect((await links('de')).find((link) => link.path === path)).toMatchObject({
        uuid: created.uuid,
        groupId: null,
      });
      await act(created.uuid, 'unpublish');
      expect((await links('at-de')).some((link) => link.path === path)).toBe(false);
    });

    it('refuses a query', async () => {
      await callError(getApp(), '/content/links/at-de?page=2', 400);
    });
  });

  describe('versions the edge keys rendered pages on', () => {
    it('changes the content version on publish and unpublish, not on a draft edit or a read', async () => {
      const versions = await callOk(getApp(), '/versions', RenderVersionsSchema);
      expect(versions.prices).toEqual(expect.any(String));
      const path = newPath();
      const draft = pageBody(path, 'Versioniert');
      const created = await create(draft);
      const beforePublish = await contentVersion();
      await act(created.uuid, 'publish');
      const published = await contentVersion();
      expect(published).not.toBe(beforePublish);
      await story(`/content/story/uuid/${created.uuid}`);
      await callOk(
        getApp(),
        `/content/editor/stories/${created.uuid}`,
        EditorStorySchema,
        editor({ method: 'PUT', payload: { name: 'Nur Entwurf', content: draft.content } }),
      );
      // Only previews show a draft, and they never come from a cache.
      expect(await contentVersion()).toBe(published);
      await act(created.uuid, 'unpublish');
      expect(await contentVersion()).not.toBe(published);
    });

    it('refuses a query', async () => {
      await callError(getApp(), '/versions?x=1', 400);
    });
  });

  describe('webhook', () => {
    it('drops cached answers when Storyblok signs the body with the shared secret', async () => {
      const path = newPath();
      const created = await create(pageBody(path, 'Alt'));
      await act(created.uuid, 'publish');
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Alt');
      // A change that bypasses this instance (another instance, the content space itself).
      const [row] = await getApp().db.select().from(stories).where(eq(stories.uuid, created.uuid));
      await getApp()
        .db.update(stories)
        .set({ published: { ...row!.published!, name: 'Neu' } })
        .where(eq(stories.uuid, created.uuid));
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Alt');

      const body = JSON.stringify({
        text: 'The user published the story Neu',
        action: 'published',
        space_id: 1000,
        story_id: created.uuid,
        full_slug: `at-de/${path}`,
      });
      const unsigned = await webhook(body);
      expect(unsigned.statusCode).toBe(401);
      const forged = await webhook(body, webhookSignature('other-secret', body));
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 'webhook_signature_invalid' });
      // Signed, but the body was changed on the way.
      const tampered = await webhook(
        body.replace('published', 'deleted'),
        webhookSignature(contentTestOptions.webhookSecret, body),
      );
      expect(tampered.statusCode).toBe(401);
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Alt');

      const before = await contentVersion();
      const signed = await webhook(body, webhookSignature(contentTestOptions.webhookSecret, body));
      expect(signed.statusCode).toBe(200);
      expect(await contentVersion()).not.toBe(before);
      expect(signed.json<{ invalidated: number }>().invalidated).toBeGreaterThan(0);
      expect((await story(`/content/page/at-de/path/${path}`)).name).toBe('Neu');
    });

    it('refuses a signed body that is not a webhook payload', async () => {
      const body = JSON.stringify({ action: 'exploded' });
      const answer = await webhook(body, webhookSignature(contentTestOptions.webhookSecret, body));
      expect(answer.statusCode).toBe(400);
    });
  });

  describe('seeding', () => {
    it('adds nothing twice and keeps what editors changed', async () => {
      const imprint = await story('/content/page/de-de/path/impressum');
      await getApp()
        .db.update(stories)
        .set({
          draft: {
            ...imprint,
            content: imprint.content,
            name: 'Impressum (geändert)',
            tagList: [],
          },
        })
        .where(eq(stories.uuid, imprint.uuid));
      expect(await seedContent(getApp().db)).toBe(0);
      const [row] = await getApp().db.select().from(stories).where(eq(stories.uuid, imprint.uuid));
      expect(row?.draft.name).toBe('Impressum (geändert)');
    });

    it('gives a story seeded before groups existed the group of its twin', async () => {
      const imprint = await story('/content/page/ch-en/path/imprint');
      await getApp()
        .db.update(stories)
        .set({ groupId: null })
        .where(eq(stories.uuid, imprint.uuid));
      expect(await seedContent(getApp().db)).toBe(0);
      const [row] = await getApp().db.select().from(stories).where(eq(stories.uuid, imprint.uuid));
      expect(row?.groupId).toBe('impressum');
    });
  });

  it('seeds the press releases into every store, the US store too', async () => {
    const answer = await call(
      getApp(),
      '/content/articles/us-en?folder=ueber-uns/presse/presseaussendungen',
    );
    expect(answer.status).toBe(200);
    expect((answer.json as { total: number }).total).toBe(5);
  });
}
