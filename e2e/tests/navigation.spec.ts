import { expect, test } from '../support/test';

test('the language switch goes to the twin of the current page and remembers the choice', async ({
  page,
  context,
}) => {
  await page.goto('/warenkorb?type=sell');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/cart\?type=sell$/);
  await expect(page.locator('main h1')).toHaveText('Cart');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'DE' })
    .click();
  await expect(page).toHaveURL(/\/warenkorb\?type=sell$/);
});

test('a product page switches language with its translated slug', async ({ page, request }) => {
  const product = (
    await (await request.get('/api/products/search?limit=1&category=silver-coins')).json()
  ).results[0];
  await page.goto(`/produkt/${product.slug.de}`);
  await expect(page.locator('main h1')).toHaveText(product.name.de);
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${product.slug.en}$`));
  await expect(page.locator('main h1')).toHaveText(product.name.en);
});

test('switching the store keeps the page and changes the currency', async ({ page, baseURL }) => {
  const { port } = new URL(baseURL!);
  await page.goto(`http://at.localhost:${port}/en/shop`);
  await expect(page.getByLabel('Shop country').first()).toHaveValue('at');
  await page.getByLabel('Shop country').first().selectOption('ch');
  await expect(page).toHaveURL(`http://ch.localhost:${port}/en/shop`);
  await expect(page.getByLabel('Shop country').first()).toHaveValue('ch');
  await expect(page.getByLabel('Shop country').first().locator('option:checked')).toHaveText(/CHF/);
});

test('browsing a category lists seeded products', async ({ page }) => {
  await page.goto('/en/shop/gold-coins');
  await expect(page.locator('main h1')).toHaveText('Gold coins');
  await expect(page.getByRole('link', { name: /Krugerrand/ }).first()).toBeVisible();
});

test('a remote that cannot be reached shows its fallback while the shell keeps working', async ({
  page,
}) => {
  const remotes = await (await page.request.get('/remotes.json')).json();
  const origin = new URL(remotes.catalog).origin;
  await page.route(`${origin}/**`, (route) => route.abort());
  await page.goto('/en/shop');
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'This part of the page could not be loaded.' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Buy cart' }).click();
  await expect(page.locator('main h1')).toHaveText('Cart');
  await page.goBack();
  await expect(fallback).toBeVisible();
  await page.unroute(`${origin}/**`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
