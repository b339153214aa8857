import { expect, test, type APIRequestContext } from '../support/test';
import { apiURL, contentEditorToken } from '../playwright.config';
import { recalculate, signIn, textsOf } from '../support/shop';

// The edge keeps rendered public pages for anonymous visitors: a second visitor of the same page
// gets the stored HTML, a signed-in customer never does, and a price recalculation ends it.

const demo = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };
const { path } = textsOf('de');

/** A price list URL no other test asks for, so its first request is this test's. */
const freshPricelist = () => `${path('pricelist', { slug: 'standard' })}?e2e=${Date.now()}`;

async function get(request: APIRequestContext, url: string, cookie?: string, host?: string) {
  const response = await request.get(url, {
    headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
  });
  expect(response.status(), url).toBe(200);
  return {
    cache: response.headers()['x-render-cache'],
    cacheControl: response.headers()['cache-control'],
    vary: response.headers().vary ?? '',
    html: await response.text(),
  };
}

/**
 * Asks until the answer comes from the cache: a publish of another test (content-pages, say)
 * empties the cache meanwhile, as it should. Returns the hit and the answer before it.
 */
async function untilHit(request: APIRequestContext, url: string, cookie?: string, host?: string) {
  let before = await get(request, url, cookie, host);
  let hit = before;
  await expect
    .poll(
      async () => {
        before = hit;
        hit = await get(request, url, cookie, host);
        return hit.cache;
      },
      { timeout: 10_000 },
    )
    .toBe('hit');
  return { before, hit };
}

test('a second anonymous request is served from the cache, with the same page', async ({
  request,
}) => {
  const url = freshPricelist();
  expect((await get(request, url)).cache).toBe('miss');
  const { before, hit: second } = await untilHit(request, url);
  expect(second.html).toBe(before.html);
  // Browsers and shared caches ask again, and keep one copy per cookie (consent) at most.
  expect(second.cacheControl).toBe('no-cache');
  expect(second.vary).toMatch(/Cookie/);
});

test('each consent choice has its own entry', async ({ request }) => {
  const url = freshPricelist();
  // The test browser has decided already; another choice is another entry.
  const cookie = `shopConsent=${encodeURIComponent(
    'C0001:1,C0002:1,C0003:0,C0004:0,C0005:0|2026-11-23T08:00:00.000Z',
  )}`;
  expect((await get(request, url)).cache).toBe('miss');
  const decided = await get(request, url, cookie);
  expect(decided.cache).toBe('miss');
  expect(decided.html).not.toContain('ui-consent-banner');
  expect((await untilHit(request, url, cookie)).hit.html).not.toContain('ui-consent-banner');
});

test('a price recalculation makes the next request render again', async ({ page, request }) => {
  const url = freshPricelist();
  await untilHit(request, url);
  await page.goto('/');
  await recalculate(page, 0);
  // The edge learns the new sheet within two seconds, well before the entry's 10 s are up.
  await expect.poll(async () => (await get(request, url)).cache, { timeout: 5000 }).toBe('miss');
});

test("an editor's publish reaches a page the cache holds, before its entry would expire", async ({
  request,
}) => {
  const editor = async (method: 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`${apiURL}/content/editor${path}`, {
      headers: { 'x-content-editor-token': contentEditorToken },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return response;
  };
  const article = (title: string) => ({
    name: title,
    tagList: ['E2E'],
    content: { _uid: 'root', component: 'article', title, teaser: `${title}: teaser`, body: [] },
  });
  const slug = `e2e-cache-${Date.now()}`;
  const created = await editor('post', '/stories', {
    rootFolder: 'at-de',
    path: `blog/${slug}`,
    ...article('Zwischengespeichert'),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  await editor('post', `/stories/${uuid}/publish`);
  const url = `${path('blog')}/${slug}`;
  await untilHit(request, url);
  const cachedAt = Date.now();
  expect((await get(request, url)).html).toContain('Zwischengespeichert');

  await editor('put', `/stories/${uuid}`, article('Neu veröffentlicht'));
  await editor('post', `/stories/${uuid}/publish`);
  // The edge learns the content version within two seconds; the entry would live ten.
  await expect
    .poll(async () => (await get(request, url)).html, { timeout: 5_000 })
    .toContain('Neu veröffentlicht');
  expect(Date.now() - cachedAt).toBeLessThan(8_000);
  await editor('post', `/stories/${uuid}/unpublish`);
});

test('a signed-in customer is never served from the cache, nor fills it', async ({
  page,
  request,
}) => {
  const url = freshPricelist();
  await signIn(page, 'at', 'de', demo, path('shop'));
  // Asked by the signed-in browser itself, with its session cookies.
  const asCustomer = () =>
    page.evaluate(async (target) => {
      const response = await fetch(target);
      return {
        cache: response.headers.get('x-render-cache'),
        cacheControl: response.headers.get('cache-control'),
      };
    }, url);
  for (let i = 0; i < 2; i += 1)
    expect(await asCustomer()).toEqual({ cache: 'bypass', cacheControl: 'private, no-store' });
  // The customer's requests filled nothing: an anonymous visitor of the same host renders the
  // page anew, and the next one has it from the cache.
  const host = new URL(page.url()).host;
  expect((await get(request, url, undefined, host)).cache).toBe('miss');
  await untilHit(request, url, undefined, host);
});
