import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { buildPath, getRoute, type Language, type MessageId, type RouteId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';

/*
 * The wishlist end to end, in German and English: the heart on a product page saves the product
 * for the guest, the wishlist page lists and removes it, and a guest's wishlist joins the
 * customer's on sign-in. Each language works on its own products, so the two can run at once.
 */

const languages: Language[] = ['de', 'en'];
/** The seeded individual demo customer (README, Accounts). */
const demo = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };

interface ProductRef {
  name: Record<Language, string>;
  slug: Record<Language, string>;
}

function textsOf(language: Language) {
  const t = (id: MessageId, values: Record<string, string> = {}) => {
    const text = messages[language][id];
    if (text === undefined) throw new Error(`no text ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
  const path = (routeId: RouteId, params?: Record<string, string>) =>
    buildPath(getRoute(routeId), language, params);
  return { t, path };
}

async function productOf(
  request: APIRequestContext,
  category: string,
  index: number,
): Promise<ProductRef> {
  const response = await request.get(`/api/products/search?limit=2&category=${category}`);
  expect(response.status()).toBe(200);
  const product = ((await response.json()) as { results: ProductRef[] }).results[index];
  if (!product) throw new Error(`no product ${index} in ${category}`);
  return product;
}

/** Saves the product with the heart on its page; the heart then reads as pressed. */
async function saveFromProductPage(page: Page, language: Language, product: ProductRef) {
  const { t, path } = textsOf(language);
  await page.goto(path('product', { slug: product.slug[language] }));
  await expect(page.locator('main h1')).toHaveText(product.name[language]);
  const heart = page
    .locator('main')
    .getByRole('button', { name: t('catalog.wishlist.toggle', { name: product.name[language] }) })
    .first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

for (const [index, language] of languages.entries()) {
  test.describe(`wishlist (${language})`, () => {
    test('a product saved on its page shows on the wishlist page and can be removed', async ({
      page,
      request,
    }) => {
      const { t, path } = textsOf(language);
      const product = await productOf(request, 'silver-coins', index);
      await saveFromProductPage(page, language, product);

      await page.goto(path('wishlist'));
      const main = page.locator('main');
      const item = main.getByRole('article').filter({
        has: page.getByRole('link', { name: product.name[language], exact: true }),
      });
      await expect(item).toBeVisible();
      await expect(item.locator('img')).toHaveCount(1);
      await expect(item.getByText(/\d/).first()).toBeVisible();
      await item
        .getByRole('button', {
          name: t('catalog.wishlist.remove', { name: product.name[language] }),
        })
        .click();
      await expect(main.getByText(t('catalog.wishlist.empty.title'))).toBeVisible();
      await page.reload();
      await expect(main.getByText(t('catalog.wishlist.empty.title'))).toBeVisible();
    });

    test('a guest’s wishlist joins the customer’s on sign-in', async ({ page, request }) => {
      const { t, path } = textsOf(language);
      const product = await productOf(request, 'gold-coins', index);
      await saveFromProductPage(page, language, product);

      await page.goto(`${path('login')}?returnTo=${encodeURIComponent(path('wishlist'))}`);
      const main = page.locator('main');
      await main.getByLabel(t('account.field.email')).fill(demo.email);
      await main
        .getByLabel(t('account.field.password'), { exact: false })
        .first()
        .fill(demo.password);
      await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path('wishlist')}$`));

      const remove = main.getByRole('button', {
        name: t('catalog.wishlist.remove', { name: product.name[language] }),
      });
      await expect(remove).toBeVisible();
      // The demo customer keeps no product of this test, so the next run starts alike.
      await remove.click();
      await expect(remove).toHaveCount(0);
    });
  });
}
