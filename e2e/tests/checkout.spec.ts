import { expect, test, type Page } from '../support/test';
import type { Language } from '@shop/i18n';
import {
  badge,
  choose,
  consent,
  enterGuestData,
  expectOrderMail,
  placeOrder,
  product,
  shop,
  textsOf,
} from '../support/shop';

/** A guest buys one coin with bank transfer and insured shipping, to an order number and a mail. */
async function guestBuy(
  page: Page,
  store: string,
  language: Language,
  address: { street: string; zip: string; city: string },
) {
  const { t, path } = textsOf(language);
  const email = `e2e-checkout-${store}-${Date.now()}@example.com`;
  const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
  await page.goto(`${shop(store)}${path('product', { slug: coin.slug[language] })}`);
  await page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t('catalog.cart.add') })
    .click();
  await badge(page, 'buy').click();
  await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();

  await enterGuestData(page, language, email, address);

  await choose(page, t('checkout.shipping.insured-shipping'));
  await choose(page, t('checkout.payment.bankTransfer'));
  await page.getByRole('button', { name: t('checkout.continue') }).click();

  await consent(page, language);
  const orderNumber = await placeOrder(page, language, 'buy');
  await expectOrderMail(page, language, 'buy', email, orderNumber);
  // The ordered cart is gone from the shared cart state: the header badge says empty.
  await page.getByRole('link', { name: t('checkout.confirmation.toShop') }).click();
  await expect(badge(page, 'buy')).toHaveAccessibleName(
    language === 'de' ? 'Kaufwarenkorb, leer' : 'Buy cart, empty',
  );
}

test.describe('checkout', () => {
  // Whole purchases through four steps on a busy machine.
  test.setTimeout(90_000);

  test('German, store at: a guest buys with bank transfer and insured shipping', async ({
    page,
  }) => {
    await guestBuy(page, 'at', 'de', { street: 'Graben', zip: '1010', city: 'Wien' });
  });

  test('English, store de: a guest buys with bank transfer and insured shipping', async ({
    page,
  }) => {
    await guestBuy(page, 'de', 'en', { street: 'Unter den Linden', zip: '10117', city: 'Berlin' });
  });
});
