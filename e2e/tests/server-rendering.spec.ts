import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildPath, getRoute, languages, remotes, type Language } from '@shop/i18n';
import { watchPageProblems } from '../support/page-problems';
import { publicRoutes, samplePath } from '../support/routes';

// The edge renders public pages: their HTML, fetched without any script, already holds what a
// reader, a crawler and a link preview need; the browser takes it over without a second fetch.

let productSlug: Record<Language, string>;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/products/search?limit=1&category=gold-coins');
  expect(response.ok()).toBeTruthy();
  productSlug = (await response.json()).results[0].slug;
});

/** The page's main element as text, without tags and React's markers. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function heading(html: string): string | null {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  return h1 === undefined ? null : h1.replace(/<[^>]+>/g, '').trim();
}

async function serverHtml(request: APIRequestContext, path: string, host?: string) {
  const response = await request.get(path, host ? { headers: { host } } : {});
  return { status: response.status(), html: await response.text() };
}

for (const route of publicRoutes) {
  for (const language of languages) {
    test(`${route.id} (${language}) arrives rendered: heading and main content`, async ({
      request,
    }) => {
      const path = samplePath(route, language, productSlug);
      const { status, html } = await serverHtml(request, path);
      expect(status, path).toBe(200);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(heading(html), path).toBeTruthy();
      // The region is the remote's page, not the skeleton it shows while loading.
      expect(html).not.toContain('shell-page-skeleton');
      expect(mainText(html).length, path).toBeGreaterThan(heading(html)!.length + 40);
    });
  }
}

test('content pages and the 404 page arrive rendered in both languages', async ({ request }) => {
  const imprint = await serverHtml(request, '/impressum');
  expect(heading(imprint.html)).toBe('Impressum');
  const english = await serverHtml(request, '/en/imprint');
  expect(heading(english.html)).toBe('Imprint');
  const missing = await serverHtml(request, '/gibt-es-nicht');
  expect(missing.status).toBe(404);
  // The content editors wrote for 404, rendered on the server.
  expect(heading(missing.html)).toBe('Seite nicht gefunden');
  expect(mainText(missing.html)).toContain('Diese Seite gibt es nicht (mehr).');
  const missingEn = await serverHtml(request, '/en/does/not/exist');
  expect(missingEn.status).toBe(404);
  expect(heading(missingEn.html)).toBe('Page not found');
  expect(mainText(missingEn.html)).toContain('This page does not exist (any more).');
});

test('the product page HTML holds the name, the current price and JSON-LD', async ({ request }) => {
  const product = await (
    await request.get(`/api/products/search?slug=${productSlug.en}&limit=1`)
  ).json();
  const { sku, name } = product.results[0];
  const prices = await (
    await request.get(`/api/prices/products?country=AT&currency=EUR&skus=${sku}`)
  ).json();
  const buy = prices.products[0].prices.find(
    (p: { type: string; minQuantity: number }) => p.type === 'buy' && p.minQuantity === 1,
  );
  const { html } = await serverHtml(request, `/en/product/${productSlug.en}`);
  expect(heading(html)).toBe(name.en);
  const euros = (buy.centAmount / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });
  expect(mainText(html)).toContain(`€${euros}`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!),
  );
  const offer = ld.find((entry) => entry['@type'] === 'Product')?.offers;
  expect(offer).toMatchObject({ price: (buy.centAmount / 100).toFixed(2), priceCurrency: 'EUR' });
  const german = await serverHtml(request, `/produkt/${productSlug.de}`);
  expect(heading(german.html)).toBe(name.de);
});

for (const path of ['/en', '/shop', '/en/search?q=krugerrand', '/impressum', 'product']) {
  test(`${path} hydrates without mismatch and without fetching its data again`, async ({
    page,
  }) => {
    const url = path === 'product' ? `/en/product/${productSlug.en}` : path;
    const problems = watchPageProblems(page);
    const refetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(products\/search|prices\/products|content\/page)/.test(pathname))
        refetched.push(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(problems).toEqual([]);
    expect(refetched).toEqual([]);
  });
}

// Every public page hydrating without a console error: routes.spec.ts, with its render check.

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a form that finds products', async ({ page }) => {
    await page.goto('/en/shop');
    const box = page.getByRole('searchbox', { name: 'Search the shop' });
    await expect(box).toBeEnabled();
    await box.fill('krugerrand');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=krugerrand$/);
    await expect(page.locator('main h1')).toHaveText('Search');
    await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue('krugerrand');
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /Krugerrand/ })
        .first(),
    ).toBeVisible();
  });

  test('controls that need their script are disabled; pages are links', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('.shell-store-switch select').first()).toBeDisabled();
    for (const select of await page.locator('.catalog-controls select').all())
      await expect(select).toBeDisabled();
    await expect(page.locator('.catalog-price-filter button[type="submit"]')).toBeDisabled();
    await page
      .getByRole('navigation', { name: 'Seitennavigation' })
      .locator('a[href*="page=2"]')
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
  });
});

test('the page is interactive after hydration: the search box navigates', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/en/shop', { waitUntil: 'networkidle' });
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('krugerrand');
  await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=krugerrand/);
  await expect(page.locator('main h1')).toHaveText('Search');
  expect(problems).toEqual([]);
});

test('concurrent requests for different stores and languages never mix', async ({
  request,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const asks = [
    { store: 'us', path: `/en/product/${productSlug.en}`, lang: 'en', sign: '$' },
    { store: 'ch', path: `/produkt/${productSlug.de}`, lang: 'de', sign: 'CHF' },
    { store: 'de', path: `/en/product/${productSlug.en}`, lang: 'en', sign: '€' },
    { store: 'at', path: `/produkt/${productSlug.de}`, lang: 'de', sign: '€' },
  ];
  const rounds = await Promise.all(
    [0, 1, 2].flatMap(() =>
      asks.map((ask) => serverHtml(request, ask.path, `${ask.store}.localhost:${port}`)),
    ),
  );
  rounds.forEach(({ html }, index) => {
    const ask = asks[index % asks.length]!;
    expect(html).toContain(`<html lang="${ask.lang}"`);
    const state = JSON.parse(
      /<script id="shop-server-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
        html,
      )![1]!,
    );
    expect(state.store).toBe(ask.store);
    const price = /class="ui-price__amount">([^<]*)</.exec(html)?.[1] ?? '';
    expect(price).toContain(ask.sign);
  });
});

test.describe('a remote whose server build cannot be reached', () => {
  // A second edge whose catalog is reached through a proxy that refuses the server build
  // (dist/server) but serves the browser build: the edge renders the frame, the browser the rest.
  let proxy: Server;
  let edge: ChildProcess;
  const edgePort = 3800 + Math.floor(Math.random() * 90);
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(async ({ baseURL }) => {
    const shopPort = Number(new URL(baseURL!).port);
    const catalogPort = shopPort + remotes.catalog.port - 3000;
    proxy = createServer((req, res) => {
      if (req.url?.startsWith('/server/')) {
        res.writeHead(503).end();
        return;
      }
      const upstream = httpRequest(
        {
          port: catalogPort,
          host: '127.0.0.1',
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as AddressInfo).port;
    const remoteManifests = Object.fromEntries(
      Object.entries(remotes).map(([name, { env, port: remotePort }]) => [
        env,
        name === 'catalog'
          ? `http://localhost:${proxyPort}/mf-manifest.json`
          : `http://localhost:${shopPort + remotePort - 3000}/mf-manifest.json`,
      ]),
    );
    edge = spawn(process.execPath, [join(__dirname, '../../apps/shell/dist-server/index.js')], {
      env: {
        ...process.env,
        PORT: String(edgePort),
        API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4000}`,
        SHOP_ORIGINS: `http://localhost:${edgePort}`,
        ...remoteManifests,
        LOG_LEVEL: 'error',
      },
      stdio: 'inherit',
    });
    // The edge loads React's server renderer and the federation runtime at start: on a busy
    // machine that takes a few seconds.
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`http://localhost:${edgePort}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('second edge did not start');
  });

  test.afterAll(() => {
    edge.kill();
    proxy.close();
  });

  test('still gives a working page: the frame from the server, the region from the browser', async ({
    page,
    request,
  }) => {
    const url = `http://localhost:${edgePort}/en/shop`;
    const { status, html } = await serverHtml(request, url);
    expect(status).toBe(200);
    expect(heading(html)).toBe('Shop');
    expect(html).toContain('shell-page-skeleton');
    const problems = watchPageProblems(page);
    await page.goto(url);
    await expect(page.locator('.catalog-card__title').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/ })).toHaveCount(0);
    // This second edge does not list its own origin for the price socket, which it refuses; the
    // page's hydration is what this test is about.
    expect(problems.filter((problem) => !problem.includes('/api/prices/socket'))).toEqual([]);
  });
});

test('the cart page renders its frame on the server and its body in the browser', async ({
  page,
  request,
}) => {
  const path = buildPath(getRoute('cart'), 'en');
  const { status, html } = await serverHtml(request, path);
  expect(status).toBe(200);
  expect(html).toContain('<main id="main"');
  expect(html).toContain('shell-page-skeleton');
  const problems = watchPageProblems(page);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(problems).toEqual([]);
});
