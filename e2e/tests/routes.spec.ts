import { expect, test } from '../support/test';
import { languages } from '@shop/i18n';
import { watchPageProblems } from '../support/page-problems';
import { hydratedRouteIds, pageRoutes, samplePath } from '../support/routes';

let productSlug: { de: string; en: string };

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/products/search?limit=1&category=gold-coins');
  expect(response.ok()).toBeTruthy();
  productSlug = (await response.json()).results[0].slug;
});

for (const route of pageRoutes) {
  // Every public page (and a limit order) also hydrates without a console error or a hydration
  // warning; the store switch (a control that needs its script) is enabled once it has. One
  // visit checks both, and one page visits both languages, the second with the scripts cached.
  const hydrated = hydratedRouteIds.has(route.id);
  test(`${route.id} renders its page in German and English${hydrated ? ' and hydrates without console errors' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchPageProblems(page);
    for (const language of languages) {
      const path = samplePath(route, language, productSlug);
      problems.length = 0;
      const response = await page.goto(path, hydrated ? { waitUntil: 'networkidle' } : {});
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByText(/Page not found|Seite nicht gefunden/)).toHaveCount(0);
      // A message id shown instead of its text means a bundle lacks a message.
      await expect(page.locator('body')).not.toContainText(
        /\b(catalog|checkout|account|content|prices|header|footer|route)\.[a-z][a-zA-Z]*/,
      );
      await expect(
        page.getByRole('alert').filter({ hasText: /could not be loaded|konnte nicht geladen/ }),
      ).toHaveCount(0);
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${language === 'de' ? 'en' : 'de'}"]`),
      ).toHaveCount(1);
      if (!hydrated) continue;
      // Pages with the compact frame (whistleblower, consulate) have no store switch.
      const storeSwitch = page.locator('.shell-store-switch select').first();
      if ((await storeSwitch.count()) > 0)
        await expect(storeSwitch).toBeEnabled({ timeout: 20_000 });
      expect(problems, path).toEqual([]);
    }
  });
}

test('an unknown path is the 404 page with status 404, with what editors wrote for it', async ({
  page,
}) => {
  // The error-404 stories of apps/api/src/db/seed/content/about.ts.
  const main = page.locator('main');
  const response = await page.goto('/en/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByText(/This page does not exist \(any more\)/)).toBeVisible();
  const german = await page.goto('/gibt-es-nicht');
  expect(german?.status()).toBe(404);
  await expect(main.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await main.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a route whose parameter fails validation is a 404', async ({ page }) => {
  const response = await page.goto('/en/checkout/rent');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /en/checkout/rent')).toBeVisible();
});

test('the legal pages are content pages linked from every footer', async ({ page }) => {
  await page.goto('/en/cart');
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Imprint' })
    .click();
  await expect(page).toHaveURL(/\/en\/imprint$/);
  await expect(page.locator('main h1')).toHaveText('Imprint');
  const response = await page.goto('/widerrufsbelehrung');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('Widerrufsbelehrung');
  await expect(page.getByText(/FAGG/).first()).toBeVisible();
});
