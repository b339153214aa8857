import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  allArticles,
  contentClientLimits,
  createContentSource,
  createRateLimiter,
  createStoryblokContentSource,
} from './index';
import { createApiClient } from '../client';

/** A story as Storyblok's delivery API answers it. */
const sbStory = (i: number, folder = 'blog') => ({
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Artikel ${i}`,
  slug: `artikel-${i}`,
  full_slug: `at-de/${folder}/artikel-${i}`,
  content: {
    _uid: `u${i}`,
    component: 'article',
    title: `Artikel ${i}`,
    teaser: 'Kurz',
    body: [{ _uid: `t${i}`, component: 'title', text: `Artikel ${i}` }],
  },
  tag_list: i % 2 ? ['Gold'] : ['Silber'],
  published_at: '2026-01-01T10:00:00.000Z',
  first_published_at: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  created_at: '2025-12-01T10:00:00.000Z',
});

const all = Array.from({ length: 60 }, (_, i) => sbStory(i + 1));

/** The fake space: paging with a total header, by_uuids, single stories, 429 on demand. */
function fakeStoryblok() {
  const requests: { url: URL; at: number; authorization?: string }[] = [];
  let throttleNext = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, 'http://fake');
    requests.push({
      url,
      at: Date.now(),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (throttleNext > 0) {
      throttleNext -= 1;
      return send(429, { error: 'Throttled' });
    }
    if (url.searchParams.get('token') !== 'space-token')
      return send(401, { error: 'Unauthorized' });
    if (url.pathname === '/v2/cdn/stories') {
      const uuids = url.searchParams.get('by_uuids')?.split(',');
      const matching = uuids ? all.filter((s) => uuids.includes(s.uuid)) : all;
      const perPage = Number(url.searchParams.get('per_page') ?? 25);
      const page = Number(url.searchParams.get('page') ?? 1);
      return send(
        200,
        { stories: matching.slice((page - 1) * perPage, page * perPage) },
        { total: String(matching.length) },
      );
    }
    const slug = url.pathname.replace('/v2/cdn/stories/', '');
    const story =
      url.searchParams.get('find_by') === 'uuid'
        ? all.find((s) => s.uuid === slug)
        : all.find((s) => s.full_slug === decodeURIComponent(slug));
    return story ? send(200, { story }) : send(404, { error: 'Not found' });
  });
  return {
    requests,
    throttle: (n: number) => {
      throttleNext = n;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/cdn`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Storyblok content source against a local fake of its delivery API', () => {
  const fake = fakeStoryblok();
  let baseUrl: string;
  const sleeps: number[] = [];
  const sleep = (ms: number) => {
    sleeps.push(ms);
    return new Promise<void>((resolve) => setTimeout(resolve, ms));
  };

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
    sleeps.length = 0;
  });

  const source = (extra: { oauthToken?: string; preview?: boolean } = {}) =>
    createStoryblokContentSource(
      {
        token: 'space-token',
        baseUrl,
        sleep,
        ...(extra.oauthToken ? { oauthToken: extra.oauthToken } : {}),
      },
      { preview: extra.preview ?? false },
    );

  it('reads a story by full slug as published content and maps it to the shop story', async () => {
    const story = await source().page('at-de', 'blog/artikel-3');
    expect(story).toMatchObject({
      rootFolder: 'at-de',
      path: 'blog/artikel-3',
      language: 'de',
      tagList: ['Gold'],
    });
    expect(fake.requests[0]!.url.searchParams.get('version')).toBe('published');
    expect(await source().page('at-de', 'blog/gibt-es-nicht')).toBeNull();
  });

  it('asks for drafts only in a preview', async () => {
    await source({ preview: true }).storyByUuid(all[0]!.uuid);
    expect(fake.requests[0]!.url.searchParams.get('version')).toBe('draft');
    expect(fake.requests[0]!.url.searchParams.get('find_by')).toBe('uuid');
  });

  it('pages 25 stories at a time and follows the total header', async () => {
    const stories = await allArticles(source(), 'at-de', { folder: 'blog' });
    expect(stories).toHaveLength(60);
    expect(fake.requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(fake.requests.every((r) => r.url.searchParams.get('per_page') === '25')).toBe(true);
    expect(fake.requests[0]!.url.searchParams.get('starts_with')).toBe('at-de/blog/');
    expect(fake.requests[0]!.url.searchParams.has('excluding_slugs')).toBe(false);
  });

  it('leaves an excluded subfolder out by its slugs', async () => {
    await source().articles('at-de', { folder: 'wissen', excluding: 'wissen/enzyklopaedie' });
    expect(fake.requests[0]!.url.searchParams.get('excluding_slugs')).toBe(
      'at-de/wissen/enzyklopaedie/*',
    );
  });

  it('looks relations up in chunks of 50', async () => {
    const stories = await source().storiesByUuids(all.map((s) => s.uuid));
    expect(stories).toHaveLength(60);
    expect(fake.requests.map((r) => r.url.searchParams.get('by_uuids')!.split(',').length)).toEqual(
      [50, 10],
    );
  });

  it('retries a 429 after 300 ms, up to 10 times', async () => {
    fake.throttle(3);
    expect(await source().page('at-de', 'blog/artikel-1')).not.toBeNull();
    expect(fake.requests).toHaveLength(4);
    expect(sleeps.filter((ms) => ms === contentClientLimits.retryDelayMs)).toHaveLength(3);

    fake.requests.length = 0;
    fake.throttle(11);
    await expect(source().page('at-de', 'blog/artikel-1')).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(fake.requests).toHaveLength(11);
    fake.throttle(0);
  }, 20_000);

  it('starts at most 5 requests a second, 3 with an OAuth token', async () => {
    const perSecond = async (oauthToken?: string) => {
      // Send times at the client: the first request's connection set-up would skew arrival times.
      const sent: number[] = [];
      const s = createStoryblokContentSource({
        token: 'space-token',
        baseUrl,
        sleep,
        fetch: (input, init) => {
          sent.push(Date.now());
          return fetch(input, init);
        },
        ...(oauthToken ? { oauthToken } : {}),
      });
      fake.requests.length = 0;
      await Promise.all(all.slice(0, 7).map((story) => s.storyByUuid(story.uuid)));
      expect(sent).toHaveLength(7);
      return Math.max(...sent.map((t) => sent.filter((u) => u >= t && u < t + 1000).length));
    };
    expect(await perSecond()).toBeLessThanOrEqual(5);
    expect(await perSecond('oauth-token')).toBeLessThanOrEqual(3);
    expect(fake.requests[0]!.authorization).toBe('oauth-token');
  }, 20_000);
});

describe('createRateLimiter', () => {
  it('lets the sixth call of a second wait for the window', async () => {
    let clock = 0;
    const waits: number[] = [];
    const limiter = createRateLimiter(5, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const started: number[] = [];
    await Promise.all(Array.from({ length: 6 }, () => limiter(async () => started.push(clock))));
    expect(started).toEqual([0, 0, 0, 0, 0, 1000]);
    expect(waits).toEqual([1000]);
  });
});

describe('createContentSource', () => {
  it('reads the shop content store unless a Storyblok space is configured', async () => {
    const calls: string[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      storeKey: 'at',
      fetch: async (input) => {
        calls.push(String(input));
        return new Response(JSON.stringify({ stories: [], total: 0, page: 1, perPage: 25 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const store = createContentSource({ api });
    await store.articles('at-de', { folder: 'blog' });
    expect(calls[0]).toBe('/api/content/articles/at-de?version=published&perPage=25&folder=blog');
    const space: string[] = [];
    const storyblok = createContentSource({
      api,
      storyblok: {
        token: 'space-token',
        fetch: async (input) => {
          space.push(String(input));
          return new Response(JSON.stringify({ stories: [] }), {
            status: 200,
            headers: { total: '0' },
          });
        },
      },
    });
    await storyblok.articles('at-de', { folder: 'blog' });
    expect(calls).toHaveLength(1);
    expect(space[0]).toMatch(
      /^https:\/\/api\.storyblok\.com\/v2\/cdn\/stories\?token=space-token&version=published&starts_with=at-de%2Fblog%2F/,
    );
  });
});
