import { expect, test, type Page } from '../support/test';
import type { Language } from '@shop/i18n';
import { adminWrite, badge, shop, textsOf, type ApiProduct } from '../support/shop';

/*
 * A product that sells out while it sits in the cart (issue 23), in German and English: the
 * product page no longer offers it, and the cart names it where the customer can act, before the
 * checkout. Each language takes its own product from the end of the gold bars, away from the
 * products other specs buy, and stocks it again afterwards.
 */

const languages: Language[] = ['de', 'en'];

type Listed = ApiProduct & { availability: string };

async function quietProduct(page: Page, language: Language): Promise<Listed> {
  const response = await page.request.get('/api/products/search?limit=100&category=gold-bars');
  expect(response.ok()).toBeTruthy();
  const available = ((await response.json()).results as Listed[]).filter(
    (p) => p.availability === 'available',
  );
  const found = available.at(language === 'de' ? -1 : -2);
  expect(found, 'an available gold bar').toBeDefined();
  return found!;
}

const setStock = async (page: Page, sku: string, quantity: number) =>
  expect(await adminWrite(page, 'put', `/admin/products/${sku}/stock`, { quantity })).toBe(200);

for (const language of languages) {
  test(`${language}: a product sold out after it went into the cart is named in the cart and cannot be added again`, async ({
    page,
  }) => {
    const { t, path } = textsOf(language);
    const base = shop('at');
    await page.goto(`${base}${path('home')}`);
    const bar = await quietProduct(page, language);
    const productPage = `${base}${path('product', { slug: bar.slug[language] })}`;
    await page.goto(productPage);
    const actions = page.getByTestId('cart-actions').first();
    await actions.getByRole('button', { name: t('catalog.cart.add') }).click();
    await expect(badge(page, 'buy')).not.toHaveAccessibleName(/leer|empty/);

    try {
      await setStock(page, bar.sku, 0);

      // The product page says so and offers no way into the cart.
      await page.goto(productPage);
      await expect(
        page
          .getByText(t('catalog.cart.soldOut'))
          .or(page.getByText(t('catalog.cart.soldOutAlert')))
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByTestId('cart-actions')
          .first()
          .getByRole('button', { name: t('catalog.cart.add') }),
      ).toBeDisabled();

      // The cart names the product on its line and above the lines, before the checkout.
      await badge(page, 'buy').click();
      await expect(
        page.getByText(t('checkout.cart.stock.soldOut', { name: bar.name[language] })),
      ).toBeVisible();
      await expect(
        page.getByText(t('checkout.cart.message.outOfStock', { names: bar.name[language] })),
      ).toBeVisible();
    } finally {
      await setStock(page, bar.sku, 100);
    }
  });
}
