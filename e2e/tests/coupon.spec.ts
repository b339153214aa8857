import { expect, test, type Page } from '../support/test';
import type { Language } from '@shop/i18n';
import { adminWrite, badge, product, shop, textsOf } from '../support/shop';

/*
 * Issue 22, item 6: a guest redeems a demo coupon in the buy cart and removes it again. The cart
 * holds a gift item, which coupons apply to (investment bullion they leave out).
 */

async function couponInCart(page: Page, store: string, language: Language) {
  const { t, path } = textsOf(language);
  const gift = await product(page, 'gift-items', 'Geschenkbox mit 1 g Goldbarren');
  await page.goto(`${shop(store)}${path('product', { slug: gift.slug[language] })}`);
  // Stock of earlier runs' orders is no concern of this test.
  expect(
    await adminWrite(page, 'put', `/admin/products/${gift.sku}/stock`, { quantity: 500 }),
  ).toBe(200);
  await page.reload();
  await page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t('catalog.cart.add') })
    .click();
  await expect(badge(page, 'buy')).not.toHaveAccessibleName(/leer|empty/);
  await badge(page, 'buy').click();

  const total = page.locator('[data-total="total"]');
  await expect(total).toHaveText(/\d/);
  const before = await total.textContent();
  const field = page.getByRole('textbox', { name: t('checkout.coupon.label') });
  const redeem = page.getByRole('button', { name: t('checkout.coupon.add') });

  await redeem.click();
  await expect(field).toHaveAccessibleDescription(t('error.coupon_empty'));

  await field.fill('NOSUCHCODE');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(t('error.coupon_not_found'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('willkommen5');
  await redeem.click();
  await expect(page.getByText(t('checkout.coupon.applied', { code: 'WILLKOMMEN5' }))).toBeVisible();
  await expect(
    page.getByText(t('checkout.review.discount', { code: 'WILLKOMMEN5' }), { exact: true }),
  ).toBeVisible();
  await expect(page.locator('[data-total="discount"]')).toHaveText(/[-−]\s?.*\d/);
  await expect(total).not.toHaveText(before!);
  await expect(field).toHaveCount(0);

  await page.getByRole('button', { name: t('checkout.coupon.remove') }).click();
  await expect(field).toBeVisible();
  await expect(page.locator('[data-total="discount"]')).toHaveCount(0);
  await expect(total).toHaveText(before!);
}

test.describe('coupon', () => {
  test('German, store at: a wrong code is named, WILLKOMMEN5 comes off the total and goes again', async ({
    page,
  }) => {
    await couponInCart(page, 'at', 'de');
  });

  test('English, store de: a wrong code is named, WILLKOMMEN5 comes off the total and goes again', async ({
    page,
  }) => {
    await couponInCart(page, 'de', 'en');
  });
});
