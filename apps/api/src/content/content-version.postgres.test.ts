import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EditorStorySchema,
  RenderVersionsSchema,
  StorySchema,
  contentEditorTokenHeader,
} from '@shop/api-client/contract';
import { callOk, type CallOptions } from '../test/accounts';
import { contentTestOptions } from '../test/content-suite';
import { onPostgres } from '../test/postgres-suite';
import { contentChannel } from './content-changes';
import { webhookSignature } from './routes';

const {
  describe: describePostgres,
  app: a,
  second: b,
} = onPostgres({
  database: 'shop_content_version',
  instances: 2,
  // Cached answers live a minute: a change that shows on the other instance sooner came by NOTIFY.
  options: () => ({ prices: { intervalSeconds: 0 }, content: contentTestOptions }),
});

const editor = (options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { [contentEditorTokenHeader]: contentTestOptions.editorToken },
});
const version = async (app: FastifyInstance) =>
  (await callOk(app, '/versions', RenderVersionsSchema)).content;
const pageName = async (app: FastifyInstance, path: string) =>
  (await callOk(app, `/content/page/at-de/path/${path}`, StorySchema)).name;

/** Waits (at most a second, far below the cache's minute) until `read` answers `expected`. */
async function soon<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 1000;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  return last;
}

let counter = 0;
/** A page created and published on `app`, then read on both instances (cached there). */
async function publishedPage(app: FastifyInstance, name: string) {
  const path = `versioned/seite-${process.pid}-${(counter += 1)}`;
  const content = { _uid: 'root', component: 'page', title: name, body: [] };
  const story = await callOk(
    app,
    '/content/editor/stories',
    EditorStorySchema,
    editor({
      method: 'POST',
      payload: {
        rootFolder: 'at-de',
        path,
        name,
        tagList: [],
        content,
      },
    }),
    201,
  );
  const publish = () =>
    callOk(
      app,
      `/content/editor/stories/${story.uuid}/publish`,
      EditorStorySchema,
      editor({ method: 'POST' }),
    );
  const rename = async (to: string) => {
    await callOk(
      app,
      `/content/editor/stories/${story.uuid}`,
      EditorStorySchema,
      editor({ method: 'PUT', payload: { name: to, content } }),
    );
    await publish();
  };
  await publish();
  return { path, rename };
}

/**
 * Two API instances on one PostgreSQL: the content version is one for both (stored, announced
 * with NOTIFY), so a publish through one changes the other's version and answers at once, not
 * when its cached answers expire.
 */
describePostgres('content version across two API instances on PostgreSQL', () => {
  it('is the same on both instances, and a publish on A changes B’s version and answers at once', async () => {
    const page = await publishedPage(a(), 'Alt');
    expect(await pageName(b(), page.path)).toBe('Alt');
    const before = await version(a());
    expect(await soon(() => version(b()), before)).toBe(before);

    await page.rename('Neu');
    const published = await version(a());
    expect(published).not.toBe(before);
    expect(await soon(() => version(b()), published)).toBe(published);
    expect(await pageName(b(), page.path)).toBe('Neu');
  });

  it('a signed webhook on B drops A’s cached answers too', async () => {
    const page = await publishedPage(a(), 'Vorher');
    expect(await pageName(a(), page.path)).toBe('Vorher');
    // Changed in the content space itself, which then calls the webhook on one instance.
    await a().db.execute(
      sql`update stories set published = jsonb_set(published, '{name}', '"Nachher"')
          where full_slug = ${`at-de/${page.path}`}`,
    );
    expect(await pageName(a(), page.path)).toBe('Vorher');
    const body = JSON.stringify({
      text: 'published',
      action: 'published',
      space_id: 1000,
      story_id: 'x',
      full_slug: `at-de/${page.path}`,
    });
    const res = await b().inject({
      method: 'POST',
      url: '/content/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': webhookSignature(contentTestOptions.webhookSecret, body),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await soon(() => version(a()), await version(b()))).toBe(await version(b()));
    expect(await pageName(a(), page.path)).toBe('Nachher');
  });

  it('re-reads the version after a lost LISTEN connection and drops what it cached', async () => {
    const page = await publishedPage(a(), 'Erst');
    expect(await pageName(b(), page.path)).toBe('Erst');
    // Both instances lose their LISTEN connection; the publish commits before they are back.
    const killed = await a().db.execute(
      sql`select pg_terminate_backend(pid, 5000) as killed from pg_stat_activity
          where datname = current_database() and query = ${`listen "${contentChannel}"`}`,
    );
    expect((killed as unknown as { rows: { killed: boolean }[] }).rows).toHaveLength(2);
    await page.rename('Dann');
    const published = await version(a());
    expect(await version(b())).not.toBe(published);
    // Back after a second (db/client.ts): B re-reads the version and drops its cached answers.
    const deadline = Date.now() + 5000;
    while ((await version(b())) !== published && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await version(b())).toBe(published);
    expect(await pageName(b(), page.path)).toBe('Dann');
  });
});
