import { expect, test, type Page } from '../support/test';
import type { Language, MessageId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';

/*
 * A page's own name (a product, a store, a category, an article) stays its H1, the breadcrumb's
 * last item and the tab title through a first visitor's cookie choice, the welcome that follows
 * it, and a price range on a category (issue 23).
 */

const t = (language: Language, id: MessageId) => messages[language][id];

// A first visit: no consent cookie, not welcomed yet (the other suites start with both).
test.use({ storageState: { cookies: [], origins: [] } });

const pages: { language: Language; path: string; name: string; route: MessageId }[] = [
  {
    language: 'de',
    path: '/produkt/goldbarren-1-g-heraeus',
    name: 'Goldbarren 1 g',
    route: 'route.product',
  },
  {
    language: 'en',
    path: '/en/product/gold-bar-1-g-heraeus',
    name: 'Gold bar 1 g',
    route: 'route.product',
  },
  { language: 'de', path: '/filialen/vaduz', name: 'Filiale Vaduz', route: 'route.storeDetail' },
  { language: 'en', path: '/en/stores/vaduz', name: 'Vaduz', route: 'route.storeDetail' },
  { language: 'de', path: '/shop/goldbarren', name: 'Goldbarren', route: 'route.shopCategory' },
  { language: 'en', path: '/en/shop/gold-bars', name: 'Gold bars', route: 'route.shopCategory' },
  {
    language: 'de',
    path: '/blog/gold-vererben',
    name: 'Gold',
    route: 'route.blogArticle',
  },
  {
    language: 'en',
    path: '/en/blog/gold-vererben',
    name: 'gold',
    route: 'route.blogArticle',
  },
];

/** The page's own name in its heading, breadcrumb and tab; the route's generic name nowhere. */
async function expectOwnName(page: Page, language: Language, own: string, route: MessageId) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(own);
  await expect(
    page
      .getByRole('navigation', { name: t(language, 'nav.breadcrumb') })
      .locator('[aria-current="page"]'),
  ).toHaveText(own);
  await expect(page).toHaveTitle(`${own} | ${t(language, 'app.name')}`);
  expect(own).not.toBe(t(language, route));
}

for (const [index, { language, path, name, route }] of pages.entries()) {
  // Half the pages take the banner's "accept all", the other half "only necessary".
  const button: MessageId = index % 2 === 0 ? 'consent.acceptAll' : 'consent.rejectAll';
  test(`${language} ${path}: the page keeps its name after "${t(language, button)}" and the welcome`, async ({
    page,
  }) => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(name);
    const own = (await heading.textContent())!;
    await expectOwnName(page, language, own, route);

    await page.getByRole('button', { name: t(language, button), exact: true }).click();
    const welcome = page.getByRole('dialog');
    await expect(welcome).toBeVisible();
    await expectOwnName(page, language, own, route);
    await welcome.getByRole('button', { name: t(language, 'content.welcome.start') }).click();
    await expect(welcome).toBeHidden();
    await expectOwnName(page, language, own, route);
  });
}

for (const { language, path, name } of pages.filter((p) => p.route === 'route.shopCategory')) {
  test(`${language} ${path}: a price range from 500 to 1000 keeps the category's name`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole('button', { name: t(language, 'consent.rejectAll'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(language, 'content.welcome.start') })
      .click();
    await page.getByRole('textbox', { name: t(language, 'prices.filter.priceMin') }).fill('500');
    await page.getByRole('textbox', { name: t(language, 'prices.filter.priceMax') }).fill('1000');
    await page.getByRole('button', { name: t(language, 'prices.filter.apply') }).click();
    await expect(page).toHaveURL(/\?priceMin=500&priceMax=1000$/);
    await expectOwnName(page, language, name, 'route.shopCategory');
  });
}
