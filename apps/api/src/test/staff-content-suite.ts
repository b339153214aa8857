import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  RenderVersionsSchema,
  StaffContentPreviewSchema,
  StaffContentTreeSchema,
  StaffStorySchema,
  StorySchema,
  type StoryCreateBody,
} from '@shop/api-client/contract';
import { listAudit } from '../audit/append';
import { stories } from '../content/tables';
import { call, callError, callOk, type CallOptions } from './accounts';
import { createStaffMember, type TestStaffMember } from './staff';

/**
 * The back-office's content editor (issue 26, item 4) on every database: the tree, create,
 * edit, move, delete, publish and unpublish, preview links, each for members with `content` for
 * the story's store only, audited; invalid block content refused in the caller's language with
 * nothing changed.
 */
export function defineStaffContentSuite(getApp: () => FastifyInstance) {
  const app = () => getApp();
  let editor: TestStaffMember;
  let atEditor: TestStaffMember;
  let ordersDesk: TestStaffMember;
  let counter = 0;
  const newPath = () => `redaktion/seite-${process.pid}-${Date.now()}-${(counter += 1)}`;

  const as = (
    member: { token: string },
    method: CallOptions['method'] = 'GET',
    payload?: unknown,
  ): CallOptions => ({
    token: member.token,
    method,
    payload,
    headers: { 'accept-language': 'de' },
  });

  const pageBody = (path: string, title: string, rootFolder = 'at-de'): StoryCreateBody => ({
    rootFolder,
    path,
    name: title,
    content: {
      _uid: 'root',
      component: 'page',
      title,
      body: [{ _uid: 'b1', component: 'title', text: title }],
    },
  });
  const create = (body: StoryCreateBody, member = editor) =>
    callOk(app(), '/staff/content/stories', StaffStorySchema, as(member, 'POST', body), 201);
  const act = (uuid: string, action: 'publish' | 'unpublish', member = editor) =>
    callOk(app(), `/staff/content/stories/${uuid}/${action}`, StaffStorySchema, as(member, 'POST'));
  const shopPage = (rootFolder: string, path: string) =>
    call(app(), `/content/page/${rootFolder}/path/${path}`);
  const auditOf = (entityId: string, action: string) =>
    listAudit(app().db, { entityId, action, page: 1 });

  beforeAll(async () => {
    [editor, atEditor, ordersDesk] = await Promise.all([
      createStaffMember(app(), { permissions: ['content'] }),
      createStaffMember(app(), { permissions: ['content'], stores: ['at'] }),
      createStaffMember(app(), { permissions: ['orders'] }),
    ]);
  }, 60_000);

  it('lists the stories of a root folder by path with their state', async () => {
    const tree = await callOk(
      app(),
      '/staff/content/tree?rootFolder=at-de',
      StaffContentTreeSchema,
      as(editor),
    );
    expect(tree).toMatchObject({ rootFolder: 'at-de', store: 'at', language: 'de' });
    const home = tree.stories.find((story) => story.path === 'home');
    expect(home).toMatchObject({ component: 'page', unpublishedChanges: false });
    expect(home?.publishedAt).not.toBeNull();
    const paths = tree.stories.map((story) => story.path);
    expect(paths).toEqual([...paths].sort());
    expect(tree.stories.some((story) => story.path === 'components/cms-menu')).toBe(true);
  });

  it('reads a story with both versions, its shop path and its twin', async () => {
    const tree = await callOk(
      app(),
      '/staff/content/tree?rootFolder=at-de',
      StaffContentTreeSchema,
      as(editor),
    );
    const home = tree.stories.find((story) => story.path === 'home')!;
    const read = await callOk(
      app(),
      `/staff/content/stories/${home.uuid}`,
      StaffStorySchema,
      as(editor),
    );
    expect(read).toMatchObject({ store: 'at', language: 'de', shopPath: '/' });
    expect(read.story.published).not.toBeNull();
    if (home.groupId) expect(read.twin).toMatchObject({ rootFolder: 'at-en', path: 'home' });
  });

  it('creates, edits and publishes a page, which the shop reads at once, and audits each step', async () => {
    const path = newPath();
    const created = await create(pageBody(path, 'Erste Fassung'));
    expect(created).toMatchObject({ store: 'at', language: 'de', shopPath: `/${path}` });
    expect(created.story.published).toBeNull();
    expect((await shopPage('at-de', path)).status).toBe(404);

    const versionBefore = await callOk(app(), '/versions', RenderVersionsSchema);
    const published = await act(created.story.uuid, 'publish');
    expect(published.story.published?.name).toBe('Erste Fassung');
    const versionAfter = await callOk(app(), '/versions', RenderVersionsSchema);
    expect(versionAfter.content).not.toBe(versionBefore.content);
    const shown = await shopPage('at-de', path);
    expect(shown.status).toBe(200);

    const body = pageBody(path, 'Zweite Fassung');
    const updated = await callOk(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      StaffStorySchema,
      as(editor, 'PUT', { name: body.name, content: body.content }),
    );
    expect(updated.story.draft.name).toBe('Zweite Fassung');
    // The draft does not reach the shop until it is published.
    const stillFirst = await callOk(app(), `/content/page/at-de/path/${path}`, StorySchema);
    expect(stillFirst.name).toBe('Erste Fassung');
    await act(created.story.uuid, 'publish');
    const second = await callOk(app(), `/content/page/at-de/path/${path}`, StorySchema);
    expect(second.name).toBe('Zweite Fassung');

    const audit = await auditOf(created.story.uuid, 'story.updated');
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      staff: { id: editor.id },
      entityType: 'story',
      store: 'at',
      before: { path, draft: { name: 'Erste Fassung' } },
      after: { path, draft: { name: 'Zweite Fassung' } },
    });
    const publishes = await auditOf(created.story.uuid, 'story.published');
    expect(publishes.entries).toHaveLength(2);
    expect(publishes.entries[0]).toMatchObject({
      before: { published: { name: 'Erste Fassung' } },
      after: { published: { name: 'Zweite Fassung' } },
    });
    expect((await auditOf(created.story.uuid, 'story.created')).entries).toHaveLength(1);
    const read = await callOk(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      StaffStorySchema,
      as(editor),
    );
    expect(read.audit.map((entry) => entry.action)).toEqual([
      'story.published',
      'story.updated',
      'story.published',
      'story.created',
    ]);

    const unpublished = await act(created.story.uuid, 'unpublish');
    expect(unpublished.story.published).toBeNull();
    expect((await shopPage('at-de', path)).status).toBe(404);
    expect((await auditOf(created.story.uuid, 'story.unpublished')).entries[0]).toMatchObject({
      before: { published: { name: 'Zweite Fassung' } },
      after: { published: null },
    });
  });

  it('refuses invalid block content in the caller’s language and changes nothing', async () => {
    const path = newPath();
    const created = await create(pageBody(path, 'Gültig'));
    const invalid = {
      name: 'Ungültig',
      content: {
        _uid: 'root',
        component: 'page',
        title: 'Ungültig',
        body: [{ _uid: 'b1', component: 'button', label: '', link: 'javascript:alert(1)' }],
      },
    };
    const refused = await callError(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      400,
      as(editor, 'PUT', invalid),
    );
    expect(refused.code).toBe('invalid_request');
    expect(refused.message).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(refused.details?.some((detail) => detail.path.startsWith('body.content'))).toBe(true);
    const unknownBlock = await callError(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      400,
      as(editor, 'PUT', {
        ...invalid,
        content: { ...invalid.content, body: [{ _uid: 'x', component: 'marquee', text: 'Hi' }] },
      }),
    );
    expect(unknownBlock.code).toBe('invalid_request');
    const [row] = await app().db.select().from(stories).where(eq(stories.uuid, created.story.uuid));
    expect(row?.draft.name).toBe('Gültig');
    expect((await auditOf(created.story.uuid, 'story.updated')).entries).toHaveLength(0);
    // A placeholder nobody defined would show a gap on the page.
    await callError(
      app(),
      '/staff/content/stories',
      400,
      as(editor, 'POST', {
        ...pageBody(newPath(), 'Preis {{gibtEsNicht}}'),
      }),
    );
  });

  it('moves a story to a free path only, and the shop finds it there', async () => {
    const path = newPath();
    const created = await create(pageBody(path, 'Umzug'));
    await act(created.story.uuid, 'publish');
    const other = await create(pageBody(newPath(), 'Besetzt'));
    const taken = await callError(
      app(),
      `/staff/content/stories/${created.story.uuid}/move`,
      409,
      as(editor, 'POST', { path: other.story.path }),
    );
    expect(taken.code).toBe('story_path_taken');
    await callError(
      app(),
      `/staff/content/stories/${created.story.uuid}/move`,
      400,
      as(editor, 'POST', { path: 'Gross/Schreibung' }),
    );
    const target = newPath();
    const moved = await callOk(
      app(),
      `/staff/content/stories/${created.story.uuid}/move`,
      StaffStorySchema,
      as(editor, 'POST', { path: target }),
    );
    expect(moved.story).toMatchObject({ path: target, fullSlug: `at-de/${target}` });
    expect(moved.shopPath).toBe(`/${target}`);
    expect((await shopPage('at-de', path)).status).toBe(404);
    expect((await shopPage('at-de', target)).status).toBe(200);
    expect((await auditOf(created.story.uuid, 'story.moved')).entries[0]).toMatchObject({
      before: { path },
      after: { path: target },
    });
  });

  it('deletes a story only once it is unpublished', async () => {
    const created = await create(pageBody(newPath(), 'Weg damit'));
    await act(created.story.uuid, 'publish');
    const refused = await callError(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      409,
      as(editor, 'DELETE'),
    );
    expect(refused.code).toBe('story_still_published');
    await act(created.story.uuid, 'unpublish');
    const deleted = await call(
      app(),
      `/staff/content/stories/${created.story.uuid}`,
      as(editor, 'DELETE'),
    );
    expect(deleted.status).toBe(204);
    await callError(app(), `/staff/content/stories/${created.story.uuid}`, 404, as(editor));
    expect((await auditOf(created.story.uuid, 'story.deleted')).entries[0]).toMatchObject({
      before: { draft: { name: 'Weg damit' } },
      after: null,
    });
  });

  it('links language twins of one store', async () => {
    const de = await create(pageBody(newPath(), 'Zwilling'));
    const en = await create({ ...pageBody(newPath(), 'Twin', 'at-en'), twinOf: de.story.uuid });
    expect(en.twin).toMatchObject({ uuid: de.story.uuid });
    const reread = await callOk(
      app(),
      `/staff/content/stories/${de.story.uuid}`,
      StaffStorySchema,
      as(editor),
    );
    expect(reread.twin).toMatchObject({ uuid: en.story.uuid, rootFolder: 'at-en' });
    // Another store's story is no twin.
    const ch = await create(pageBody(newPath(), 'Schweiz', 'ch-en'));
    const refused = await callError(
      app(),
      `/staff/content/stories/${ch.story.uuid}`,
      400,
      as(editor, 'PUT', {
        name: 'Schweiz',
        content: ch.story.draft.content,
        twinOf: de.story.uuid,
      }),
    );
    expect(refused.details?.[0]?.path).toBe('body.twinOf');
  });

  it('links existing stories as twins with their saved drafts, and unlinks them', async () => {
    // As the back-office's twin control sends it: the saved draft with the pairing.
    const pair = (story: typeof de, twinOf: string | null) =>
      callOk(
        app(),
        `/staff/content/stories/${story.story.uuid}`,
        StaffStorySchema,
        as(editor, 'PUT', { ...story.story.draft, twinOf }),
      );
    const de = await create(pageBody(newPath(), 'Gegenstück'));
    const en = await create(pageBody(newPath(), 'Counterpart', 'at-en'));
    const linked = await pair(de, en.story.uuid);
    expect(linked.twin).toMatchObject({ uuid: en.story.uuid, rootFolder: 'at-en' });
    expect(linked.story.draft).toEqual(de.story.draft);
    const read = (story: typeof de) =>
      callOk(app(), `/staff/content/stories/${story.story.uuid}`, StaffStorySchema, as(editor));
    expect((await read(en)).twin).toMatchObject({ uuid: de.story.uuid });
    // A second German story cannot take the English one: it has its twin.
    const other = await create(pageBody(newPath(), 'Noch eins'));
    const refused = await callError(
      app(),
      `/staff/content/stories/${other.story.uuid}`,
      400,
      as(editor, 'PUT', { ...other.story.draft, twinOf: en.story.uuid }),
    );
    expect(refused.details?.[0]?.path).toBe('body.twinOf');
    expect((await read(other)).twin).toBeNull();
    const unlinked = await pair(de, null);
    expect(unlinked.twin).toBeNull();
    expect((await read(en)).twin).toBeNull();
    expect((await auditOf(de.story.uuid, 'story.updated')).entries).toHaveLength(2);
  });

  it('gives a preview link that shows that one draft in the shop for a while', async () => {
    const path = newPath();
    const created = await create(pageBody(path, 'Noch geheim'));
    const preview = await callOk(
      app(),
      `/staff/content/stories/${created.story.uuid}/preview`,
      StaffContentPreviewSchema,
      as(editor, 'POST'),
    );
    expect(preview.store).toBe('at');
    expect(preview.url).toMatch(new RegExp(`^/${path}\\?preview=[\\w-]+\\.[\\w-]+$`));
    const token = preview.url.split('preview=')[1]!;
    const draft = await callOk(
      app(),
      `/content/page/at-de/path/${path}?preview=${token}`,
      StorySchema,
    );
    expect(draft.name).toBe('Noch geheim');
    // Not for another page, and not forged.
    const other = await create(pageBody(newPath(), 'Andere'));
    const refused = await callError(
      app(),
      `/content/page/at-de/path/${other.story.path}?preview=${token}`,
      401,
      { headers: { 'accept-language': 'de' } },
    );
    expect(refused.code).toBe('content_preview_invalid');
    expect(refused.message).toBe('Dieser Vorschau-Link ist abgelaufen oder ungültig.');
    const [payload] = token.split('.');
    await callError(app(), `/content/page/at-de/path/${path}?preview=${payload}.AAAA`, 401);
    // A global component has no page to preview.
    const tree = await callOk(
      app(),
      '/staff/content/tree?rootFolder=at-de',
      StaffContentTreeSchema,
      as(editor),
    );
    const menu = tree.stories.find((story) => story.path === 'components/cms-menu')!;
    const noPage = await callError(
      app(),
      `/staff/content/stories/${menu.uuid}/preview`,
      409,
      as(editor, 'POST'),
    );
    expect(noPage.code).toBe('story_not_page');
  });

  it('refuses members without content, and members restricted to other stores', async () => {
    const chStory = await create(pageBody(newPath(), 'Nur Schweiz', 'ch-de'));
    const atStory = await create(pageBody(newPath(), 'Österreich'), atEditor);
    expect(atStory.store).toBe('at');

    const missing = await callError(
      app(),
      '/staff/content/tree?rootFolder=at-de',
      403,
      as(ordersDesk),
    );
    expect(missing.code).toBe('staff_permission_missing');
    await callError(
      app(),
      `/staff/content/stories/${atStory.story.uuid}/publish`,
      403,
      as(ordersDesk, 'POST'),
    );

    const calls: Array<[string, CallOptions['method'], unknown?]> = [
      [`/staff/content/stories/${chStory.story.uuid}`, 'GET'],
      [
        `/staff/content/stories/${chStory.story.uuid}`,
        'PUT',
        { name: 'X', content: chStory.story.draft.content },
      ],
      [`/staff/content/stories/${chStory.story.uuid}/move`, 'POST', { path: newPath() }],
      [`/staff/content/stories/${chStory.story.uuid}/publish`, 'POST'],
      [`/staff/content/stories/${chStory.story.uuid}/unpublish`, 'POST'],
      [`/staff/content/stories/${chStory.story.uuid}/preview`, 'POST'],
      [`/staff/content/stories/${chStory.story.uuid}`, 'DELETE'],
      ['/staff/content/tree?rootFolder=ch-de', 'GET'],
      ['/staff/content/stories', 'POST', pageBody(newPath(), 'Schweiz', 'ch-de')],
    ];
    for (const [url, method, payload] of calls) {
      const refused = await callError(app(), url, 403, as(atEditor, method, payload));
      expect(refused.code).toBe('staff_store_not_allowed');
    }
    const [row] = await app().db.select().from(stories).where(eq(stories.uuid, chStory.story.uuid));
    expect(row).toMatchObject({ path: chStory.story.path, published: null });
    expect(row?.draft.name).toBe('Nur Schweiz');
    // Without a session at all.
    expect((await call(app(), '/staff/content/tree?rootFolder=at-de')).status).toBe(401);
  });
}
