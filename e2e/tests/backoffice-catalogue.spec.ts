import { expect, test, type Page } from '../support/test';
import { adminWrite, shop, textsOf, type ApiProduct } from '../support/shop';
import { backoffice, demoOwner, signInStaff } from '../support/staff';

/*
 * The catalogue in the back-office (issue 26, item 1): the owner finds a product in the
 * catalogue, raises its premium in Austria by five percentage points, previews the price the
 * engine makes of it and saves; after the next recalculation the Austrian shop's product page
 * shows the new price. The product is an available palladium one, which no other spec buys or
 * prices; the premium goes back to the price policy's afterwards. Screenshots at 1280 px go to
 * the test's output.
 */

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-AT' });

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

type Listed = ApiProduct & { availability: string };

async function quietPalladium(page: Page): Promise<Listed> {
  const response = await page.request.get(
    '/api/products/search?limit=100&category=platinum-palladium&metal=palladium',
  );
  expect(response.ok()).toBeTruthy();
  const found = ((await response.json()).results as Listed[])
    .filter((p) => p.availability === 'available')
    .at(-1);
  expect(found, 'an available palladium product').toBeDefined();
  return found!;
}

/** The Austrian shop's buy price of one unit, from its price API (the default host is at's). */
async function austrianPrice(page: Page, sku: string): Promise<number> {
  const response = await page.request.get(
    `/api/prices/products?country=AT&currency=EUR&skus=${sku}`,
  );
  expect(response.ok()).toBeTruthy();
  const [found] = (await response.json()).products as {
    prices: { type: string; minQuantity: number; centAmount: number }[];
  }[];
  return found!.prices.find((p) => p.type === 'buy' && p.minQuantity === 1)!.centAmount;
}

const recalculate = async (page: Page) =>
  expect(await adminWrite(page, 'post', '/admin/prices/recalculate', { shock: 0 })).toBe(200);

/** Saves the prices section; answers the API's answer to it. */
async function savePrices(page: Page) {
  const { t } = textsOf('de');
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname.startsWith('/api/staff/products/'),
    ),
    page.getByRole('button', { name: t('backoffice.product.prices.save') }).click(),
  ]);
  return answer;
}

/** A German percent as the page shows it ("3,5") as a number. */
const percent = (text: string) => Number(text.replace(',', '.'));

test('staff raise a product’s premium in Austria, preview it, and the shop shows the new price after the recalculation', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { t, path } = textsOf('de');
  await page.goto(`${shop('at')}/`);
  const product = await quietPalladium(page);
  const before = await austrianPrice(page, product.sku);
  const austria = t('store.at');

  await page.goto(backoffice('/'));
  await signInStaff(page, demoOwner);
  await page
    .getByRole('navigation', { name: t('backoffice.nav.label') })
    .getByRole('link', { name: t('backoffice.nav.catalogue') })
    .click();
  await page.getByRole('searchbox', { name: t('backoffice.catalogue.filter.q') }).fill(product.sku);
  await page.getByRole('button', { name: t('backoffice.catalogue.filter.apply') }).click();
  const table = page.getByRole('table', { name: t('backoffice.catalogue.table') });
  await expect(table.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'catalogue-de');
  await table.getByRole('link', { name: product.sku }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name.de })).toBeVisible();

  const own = page.getByRole('checkbox', {
    name: t('backoffice.product.prices.ownIn', { store: austria }),
  });
  const premium = page.getByRole('textbox', {
    name: t('backoffice.product.prices.premiumIn', { store: austria }),
  });
  const prices = page.getByRole('table', { name: t('backoffice.product.prices.table') });
  const austrianRow = prices.getByRole('row', {
    name: new RegExp(austria.replace(/[()]/g, '\\$&')),
  });
  try {
    await own.check();
    const policy = percent(await premium.inputValue());
    const raised = String(policy + 5).replace('.', ',');
    await premium.fill(raised);
    await page.getByRole('button', { name: t('backoffice.product.prices.preview') }).click();
    // The preview column fills with the engine's price of the proposal.
    await expect(austrianRow.locator('td').nth(4)).toContainText('€');
    const previewed = Number(
      (await austrianRow.locator('td').nth(4).innerText()).split('/')[0]!.replace(/\D/g, ''),
    );
    expect(previewed).toBeGreaterThan(before * 1.03);
    const saved = await savePrices(page);
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(page.getByText(t('backoffice.product.saved'))).toBeVisible();
    await screenshot(page, 'product-prices-de');

    await recalculate(page);
    const after = await austrianPrice(page, product.sku);
    expect(after).toBeGreaterThan(before * 1.03);
    await page.goto(`${shop('at')}${path('product', { slug: product.slug.de })}`);
    const shown = page.getByTestId('product-buy-price');
    await expect(shown).not.toHaveAttribute('aria-busy', 'true');
    await expect
      .poll(async () => Number((await shown.textContent())!.replace(/\D/g, '')), {
        timeout: 15_000,
      })
      .toBe(after);
  } finally {
    // Back to the price policy's premium.
    await page.goto(backoffice(`/catalogue/${encodeURIComponent(product.sku)}`));
    await page
      .getByRole('checkbox', { name: t('backoffice.product.prices.ownIn', { store: austria }) })
      .uncheck();
    expect((await savePrices(page)).status()).toBe(200);
    await recalculate(page);
  }
});
