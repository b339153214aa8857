import { expect, test, type Page } from '../support/test';
import { messages } from '@shop/i18n/messages';

interface ApiProduct {
  sku: string;
  name: Record<'de' | 'en', string>;
  slug: Record<'de' | 'en', string>;
}

const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').port;
/** The shop of a store, reached through its host name as a customer would. */
const shop = (store: string) => `http://${store}.localhost:${port()}`;

/** Products and slugs are the same in every store; the default host answers for all. */
async function product(page: Page, text: string): Promise<ApiProduct> {
  const response = await page.request.get(
    `/api/products/search?limit=1&category=gold-coins&text=${encodeURIComponent(text)}`,
  );
  expect(response.ok()).toBeTruthy();
  return (await response.json()).results[0] as ApiProduct;
}

const badge = (page: Page, type: 'buy' | 'sell') => page.locator(`header a[data-cart="${type}"]`);

test.describe('cart', () => {
  test('German, store at: product page and listing add to the buy cart, cart page changes it', async ({
    page,
  }) => {
    const de = messages.de;
    const coin = await product(page, 'Krugerrand 1 oz');
    await page.goto(`${shop('at')}/produkt/${coin.slug.de}`);
    await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, leer');
    const actions = page.getByTestId('cart-actions').first();
    await actions.getByLabel(de['catalog.cart.quantity']).first().fill('2');
    await actions.getByRole('button', { name: de['catalog.cart.add'] }).click();
    await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, 2 Artikel');

    await page.goto(`${shop('at')}/shop`);
    const card = page
      .locator('article')
      .filter({ has: page.getByTestId('cart-actions') })
      .nth(1);
    await card.getByRole('button', { name: de['catalog.cart.add'] }).click();
    await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, 3 Artikel');

    await badge(page, 'buy').click();
    await expect(page).toHaveURL(/\/warenkorb\?type=buy$/);
    const quantity = page.getByLabel(`Menge von ${coin.name.de}`);
    await expect(quantity).toHaveValue('2');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, 4 Artikel');
    await page.getByRole('button', { name: `${coin.name.de} entfernen` }).click();
    await expect(page.getByText(`${coin.name.de} wurde aus dem Warenkorb entfernt.`)).toBeVisible();
    await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, 1 Artikel');
    await expect(page.getByRole('link', { name: de['checkout.cart.proceed'] })).toBeVisible();
  });

  test('English, store ch: the 500,000 limit is refused with its message', async ({ page }) => {
    const en = messages.en;
    const coin = await product(page, 'Krugerrand 1 oz');
    await page.goto(`${shop('ch')}/en/product/${coin.slug.en}`);
    const actions = page.getByTestId('cart-actions').first();
    await actions.getByLabel(en['catalog.cart.quantity']).first().fill('1000');
    await actions.getByRole('button', { name: en['catalog.cart.add'] }).click();
    await expect(page.getByText(en['error.cart_limit_exceeded'])).toBeVisible();
    await expect(badge(page, 'buy')).toHaveAccessibleName('Buy cart, empty');
  });

  test('English, store de: a scrap quote goes into the sell cart', async ({ page }) => {
    const en = messages.en;
    await page.goto(`${shop('de')}/en/shop/scrap-metals`);
    const grade = page.getByLabel(en['catalog.scrap.grade']).first();
    await expect(grade.locator('option', { hasText: '585' })).toHaveCount(1);
    await grade.selectOption({ label: 'Scrap gold 585 (14 carat)' });
    await page.getByLabel(en['catalog.scrap.weight']).first().fill('10');
    await expect(page.locator('[data-scrap-item="1"]')).toContainText(/We pay: €[\d,.]+/);
    await page.getByRole('button', { name: en['catalog.scrap.toCart'] }).click();
    await expect(badge(page, 'sell')).toHaveAccessibleName('Sell cart, 1 item');
    await badge(page, 'sell').click();
    await expect(page.getByLabel('Quantity of Scrap gold 585 (14 carat)')).toHaveValue('10');
  });
});
