import { expect, test, type Page } from '../support/test';
import { messages } from '@shop/i18n/messages';
import { adminWrite, badge, product, shop, textsOf } from '../support/shop';
import { backoffice, demoOwner, signInStaff } from '../support/staff';

/*
 * Coupons in the back-office (issue 26, item 2): the owner creates a coupon for the Austrian
 * store on the coupons page, and a guest redeems it in the shop's cart, where it comes off the
 * total. The code is new each run. A screenshot of the saved coupon at 1280 px goes to the
 * test's output.
 */

const de = messages.de;

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-AT' });

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('staff create a coupon in the back-office and a customer redeems it in the shop', async ({
  page,
  browser,
}) => {
  // Signing in may wait for the authenticator's next time step (support/staff.ts).
  test.setTimeout(90_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await page.goto(backoffice('/'));
  await signInStaff(page, demoOwner);
  await page
    .getByRole('navigation', { name: de['backoffice.nav.label'] })
    .getByRole('link', { name: de['backoffice.nav.coupons'] })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: de['backoffice.coupons.title'] }),
  ).toBeVisible();
  await page.getByRole('link', { name: de['backoffice.coupons.create'] }).click();
  await page.getByLabel(de['backoffice.coupons.field.code']).fill(code.toLowerCase());
  await page.getByLabel(de['backoffice.coupons.field.percent']).fill('10');
  await page.getByRole('checkbox', { name: de['store.at'] }).check();
  await page.getByRole('button', { name: de['backoffice.coupons.save'] }).click();
  await expect(page.getByText(de['backoffice.coupons.saved'])).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  await expect(page.getByText(de['backoffice.coupons.redemptions.empty'])).toBeVisible();
  await screenshot(page, 'coupon-saved-de');

  // The list names it with its terms.
  await page.getByRole('link', { name: de['backoffice.coupons.back'] }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10 % Rabatt');
  await expect(row).toContainText('AT');

  // A guest in the Austrian shop, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await context.newPage();
  const { t, path } = textsOf('de');
  await shopper.goto(shop('at'));
  const gift = await product(shopper, 'gift-items', 'Geschenkbox mit 1 g Goldbarren');
  expect(
    await adminWrite(shopper, 'put', `/admin/products/${gift.sku}/stock`, { quantity: 500 }),
  ).toBe(200);
  await shopper.goto(`${shop('at')}${path('product', { slug: gift.slug.de })}`);
  await shopper
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t('catalog.cart.add') })
    .click();
  await expect(badge(shopper, 'buy')).not.toHaveAccessibleName(/leer|empty/);
  await badge(shopper, 'buy').click();
  const total = shopper.locator('[data-total="total"]');
  await expect(total).toHaveText(/\d/);
  const before = await total.textContent();
  await shopper.getByRole('textbox', { name: t('checkout.coupon.label') }).fill(code.toLowerCase());
  await shopper.getByRole('button', { name: t('checkout.coupon.add') }).click();
  await expect(shopper.getByText(t('checkout.coupon.applied', { code }))).toBeVisible();
  await expect(shopper.locator('[data-total="discount"]')).toHaveText(/[-−]\s?.*\d/);
  await expect(total).not.toHaveText(before!);
  await context.close();
});
