import { expect, test, type Page } from '@playwright/test';
import { mailDe, mailEn, messages } from '@shop/i18n/messages';

type Language = 'de' | 'en';

const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').port;
/** The shop of a store, reached through its host name as a customer would. */
const shop = (store: string) => `http://${store}.localhost:${port()}`;
const badge = (page: Page) => page.locator('header a[data-cart="buy"]');

async function coinSlug(page: Page, language: Language): Promise<string> {
  const response = await page.request.get(
    '/api/products/search?limit=1&category=gold-coins&text=Krugerrand%201%20oz',
  );
  expect(response.ok()).toBeTruthy();
  const [coin] = (await response.json()).results as { slug: Record<Language, string> }[];
  return coin!.slug[language];
}

/** Ticks a radio or checkbox by its label, as a customer clicks it. */
const choose = (page: Page, label: string) =>
  page.locator('label', { hasText: label }).first().click();

/** Mails to `to` with `subject`, read from the dev outbox (see account.spec.ts). */
async function expectMail(page: Page, to: string, subject: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages: sent } = (await response.json()) as { messages: { subject: string }[] };
        return sent.map((message) => message.subject);
      },
      { timeout: 10_000 },
    )
    .toContain(subject);
}

/** A guest buys one coin with bank transfer and insured shipping, to an order number and a mail. */
async function guestBuy(
  page: Page,
  store: string,
  language: Language,
  address: Record<string, string>,
) {
  const t = messages[language];
  const email = `e2e-checkout-${store}-${Date.now()}@example.com`;
  const prefix = language === 'en' ? '/en' : '';
  const productPath = language === 'en' ? 'product' : 'produkt';
  await page.goto(`${shop(store)}${prefix}/${productPath}/${await coinSlug(page, language)}`);
  await page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t['catalog.cart.add'] })
    .click();
  await badge(page).click();
  await page.getByRole('link', { name: t['checkout.cart.proceed'] }).click();

  await choose(page, t['checkout.account.guest']);
  await page.getByLabel(t['checkout.account.email'], { exact: false }).first().fill(email);
  await page.getByLabel(t['checkout.address.firstName']).first().fill('Anna');
  await page.getByLabel(t['checkout.address.lastName']).first().fill('Gruber');
  await page.getByLabel(t['checkout.address.streetName']).first().fill(address.street!);
  await page.getByLabel(t['checkout.address.streetNumber']).first().fill('1');
  await page.getByLabel(t['checkout.address.zipCode']).first().fill(address.zip!);
  await page
    .getByLabel(new RegExp(`^${t['checkout.address.city']}`))
    .first()
    .fill(address.city!);
  await page.getByRole('button', { name: t['checkout.continue'] }).click();

  await choose(page, t['checkout.shipping.insured-shipping']);
  await choose(page, t['checkout.payment.bankTransfer']);
  await page.getByRole('button', { name: t['checkout.continue'] }).click();

  await choose(page, t['checkout.review.privacy']);
  await choose(page, t['checkout.review.terms']);
  await page.getByRole('button', { name: t['checkout.order.submit.buy'] }).click();

  await expect(page).toHaveURL(/\/(bestaetigung|confirmation)\?order=/);
  await expect(
    page.getByRole('heading', { name: t['checkout.confirmation.title.buy'] }),
  ).toBeVisible();
  const orderNumber = (await page.locator('dd').first().textContent())!.trim();
  expect(orderNumber).toMatch(/^\d{4}-\d{6}$/);
  await expectMail(
    page,
    email,
    (language === 'de' ? mailDe : mailEn)['mail.orderConfirmation.subject']!.replace(
      '{orderNumber}',
      orderNumber,
    ),
  );
  // The ordered cart is gone from the shared cart state: the header badge says empty.
  await page.getByRole('link', { name: t['checkout.confirmation.toShop'] }).click();
  await expect(badge(page)).toHaveAccessibleName(
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
