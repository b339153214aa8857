import { expect, test } from '../support/test';
import { languages } from '@shop/i18n';
import { pageRoutes, samplePath } from '../support/routes';

let productSlug: { de: string; en: string };

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/products/search?limit=1&category=gold-coins');
  expect(response.ok()).toBeTruthy();
  productSlug = (await response.json()).results[0].slug;
});

for (const route of pageRoutes) {
  for (const language of languages) {
    test(`${route.id} (${language}) renders its page`, async ({ page }) => {
      const path = samplePath(route, language, productSlug);
      const response = await page.goto(path);
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
    });
  }
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
  await expect(page.getByText(/FAGG/)).toBeVisible();
});
