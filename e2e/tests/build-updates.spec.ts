import { expect, hydrated, test, type Page } from '../support/test';

// Spec 4: the app checks for a new build every hour and reloads on the next navigation after an
// update or a code-chunk load failure, at most once per 10 seconds per path.

/** Marks the current document; a reload (a new document) loses the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

/** Serves the shell's builds/latest.json (and the meta of the id it names) from the test. */
async function fakeShellBuild(page: Page, baseURL: string) {
  const published = await (await page.request.get(`${baseURL}/builds/latest.json`)).json();
  const build = { id: published.id as string };
  await page.route(`${baseURL}/builds/latest.json`, (route) =>
    route.fulfill({ json: { id: build.id, timestamp: Date.now() } }),
  );
  await page.route(`${baseURL}/builds/meta/*.json`, (route) => {
    const id = new URL(route.request().url()).pathname
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    return id === build.id
      ? route.fulfill({ json: { id, timestamp: Date.now() } })
      : route.fulfill({ status: 404, body: '' });
  });
  return build;
}

test('every app publishes its build id', async ({ request, baseURL }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const apps = [`${baseURL}/`, ...Object.values(remotes)];
  for (const base of apps) {
    const latestUrl = new URL('builds/latest.json', base).href;
    const latest = await request.get(latestUrl);
    expect(latest.ok(), latestUrl).toBe(true);
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id, timestamp } = await latest.json();
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(typeof timestamp).toBe('number');
    const meta = await request.get(new URL(`builds/meta/${id}.json`, base).href);
    expect(meta.ok()).toBe(true);
    expect((await meta.json()).id).toBe(id);
  }
});

test('the shell reads the build id of itself and of every remote when it starts', async ({
  page,
  baseURL,
}) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    string
  >;
  const expected = [`${baseURL}/`, ...Object.values(remotes)].map(
    (base) => new URL('builds/latest.json', base).href,
  );
  const answered = new Map<string, number>();
  page.on('response', (response) => {
    if (expected.includes(response.url())) answered.set(response.url(), response.status());
  });
  await page.goto('/en');
  // Cross-origin remotes answer too (CORS and the edge's connect-src allow them).
  await expect.poll(() => [...answered.keys()].sort()).toEqual([...expected].sort());
  expect([...answered.values()].every((status) => status === 200)).toBe(true);
});

test('a changed latest.json leads to a reload on the next navigation, not before', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const build = await fakeShellBuild(page, baseURL!);
  await page.goto('/en/shop');
  await expect(page.locator('main h1')).toHaveText('Shop');
  await markDocument(page);

  // Without a new build a navigation stays in the page.
  await page.getByRole('banner').getByRole('link', { name: 'Buy cart' }).click();
  await expect(page.locator('main h1')).toHaveText('Cart');
  expect(await sameDocument(page)).toBe(true);

  build.id = 'f'.repeat(20);
  const checked = page.waitForRequest(`${baseURL}/builds/meta/${build.id}.json`);
  await page.clock.fastForward('01:00:00');
  await checked;
  // The check alone does not reload: the customer may be in the middle of something.
  await page.waitForTimeout(300);
  expect(await sameDocument(page)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  // The shell reloaded the page itself: its clicks count once the new document has hydrated.
  await hydrated(page);
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(page.locator('main h1')).toHaveText('Shop');
  expect(await sameDocument(page)).toBe(false);

  // The new page knows the new build: the next navigation stays in the page again.
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Buy cart' }).click();
  await expect(page.locator('main h1')).toHaveText('Cart');
  expect(await sameDocument(page)).toBe(true);
});

test('after a remote fails to load, the next navigation reloads the page once', async ({
  page,
}) => {
  const remotes = await (await page.request.get('/remotes.json')).json();
  const catalog = new URL(remotes.catalog).origin;
  await page.goto('/en/cart');
  await expect(page.locator('main h1')).toHaveText('Cart');
  // A deploy removed what this tab would load: the catalog cannot be fetched.
  await page.route(`${catalog}/**`, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' }),
  ).toBeVisible();
  await page.unroute(`${catalog}/**`);
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  // The shell reloaded the page itself: its clicks count once the new document has hydrated.
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Cart');
  expect(await sameDocument(page)).toBe(false);

  // The reloaded page loads the catalog; its navigations stay in the page.
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page.locator('main h1')).toHaveText('Shop');
  expect(await sameDocument(page)).toBe(true);
});
