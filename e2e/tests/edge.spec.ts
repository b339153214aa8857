import { expect, test } from '../support/test';
import { shopRemoteNames } from '@shop/i18n';

test.describe('edge redirects', () => {
  test('removes a trailing slash and keeps the query', async ({ request }) => {
    const response = await request.get('/en/shop/?sort=name', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/shop?sort=name');
  });

  test('sends /news/articles to the news page', async ({ request }) => {
    const cases: Array<[string, string]> = [
      ['/news/articles', '/news'],
      ['/en/news/articles', '/en/news'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });

  test('sends the Austrian root to English when the visitor prefers it', async ({
    playwright,
    baseURL,
  }) => {
    // A fresh client each time: the ?lang answer stores a lang cookie.
    const visit = async (path: string, headers: Record<string, string> = {}) => {
      const client = await playwright.request.newContext({ baseURL });
      const response = await client.get(path, { maxRedirects: 0, headers });
      const result = {
        status: response.status(),
        location: response.headers().location,
        cookie: response.headers()['set-cookie'],
        vary: response.headers().vary ?? '',
      };
      await client.dispose();
      return result;
    };
    const byQuery = await visit('/?lang=en');
    expect(byQuery.status).toBe(302);
    expect(byQuery.location).toBe('/en');
    expect(byQuery.cookie).toMatch(/lang=en; Max-Age=31536000; Path=\/; Secure; SameSite=Lax/i);
    expect((await visit('/', { 'accept-language': 'en-US,en;q=0.9,de;q=0.8' })).status).toBe(302);
    expect((await visit('/', { cookie: 'lang=en', 'accept-language': 'de' })).status).toBe(302);
    const german = await visit('/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.status).toBe(200);
    // The server-rendered German page says what it depended on, for shared caches.
    expect(german.vary).toMatch(/Accept-Language/);
    expect(german.vary).toMatch(/Cookie/);
  });

  test('does not redirect the root of other stores', async ({ request, baseURL }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { host: `de.localhost:${new URL(baseURL!).port}`, 'accept-language': 'en-US' },
    });
    expect(response.status()).toBe(200);
  });

  test('sends security and caching headers', async ({ request }) => {
    const response = await request.get('/en');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain('frame-ancestors');
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('no-cache');
    const remotes = await request.get('/remotes.json');
    expect(remotes.headers()['cache-control']).toContain('no-cache');
    expect(Object.keys(await remotes.json()).sort()).toEqual([...shopRemoteNames].sort());
  });
});

test.describe('API reference', () => {
  test('/api/docs shows the published contract, served by the shop itself', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) outside.push(url);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      // A failed load is named with its address above.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        failures.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto('/api/docs');
    // The viewer resolves the whole document (some 400 KB) before it draws: seconds on a busy runner.
    await expect(page.getByRole('heading', { name: /Aurum & Argentum shop API/ })).toBeVisible({
      timeout: 20_000,
    });
    // The list is virtual: the first group of operations is drawn, the others when scrolled to
    // (the next test).
    const document = (await (await page.request.get('/api/openapi.json')).json()) as {
      tags: { name: string }[];
    };
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${document.tags[0]!.name}\\b`) }),
    ).toBeVisible();
    expect(outside).toEqual([]);
    expect(failures).toEqual([]);
  });

  // Swagger UI draws only the operations near the viewport (a virtual list, once the document
  // has this many): one far down shows once scrolled to, as a reader scrolls. It resolves the
  // whole document first: many seconds on a runner busy with two browsers.
  test('/api/docs shows an operation far down its list when scrolled to', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Aurum & Argentum shop API/ })).toBeVisible({
      timeout: 45_000,
    });
    const operation = page.locator('[data-path="/staff/orders/{id}/transitions"]').first();
    await expect(async () => {
      await page.mouse.wheel(0, 1_500);
      await expect(operation).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 40_000 });
  });
});
