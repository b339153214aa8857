import { expect, test, type Locator, type Page } from '../support/test';
import { legalPages, type Language } from '@shop/i18n';
import {
  badge,
  choose,
  consent,
  enterGuestData,
  expectMail,
  placeOrder,
  product,
  shop,
  textsOf,
} from '../support/shop';

/*
 * Issue 23's walk: a first-time customer's journeys, each in German and in English and on a
 * desktop (1280 px) and a phone (390 px): the first visit with the cookie choice, a price list, a product, a
 * category with a price range, the cart, a guest purchase through every checkout step, a sale of
 * scrap gold to the confirmation with its sending instructions, the terms; and as a new customer:
 * registration with a newsletter topic, activation, an address in the address book, the
 * checkout's address step, the limit-order form. Each stop is photographed (test-results/walk-…;
 * attached to the report) and must fit the screen: no page wider than the viewport, no table
 * whose last column leaves it. What each journey promises in detail is asserted by its own spec;
 * here the layout and the texts that prove the right page are.
 */

// A first visit: neither the cookie choice nor the welcome made yet.
test.use({ storageState: { cookies: [], origins: [] } });

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const languages: Language[] = ['de', 'en'];

/** Photographs the page as `name` and checks it fits the viewport's width. */
async function look(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    tables: [...document.querySelectorAll('main table')]
      .filter((table) => (table as HTMLElement).offsetParent !== null)
      .map((table) => Math.round(table.getBoundingClientRect().right)),
  }));
  expect(overflow.page, `${name}: the page is wider than the screen`).toBeLessThanOrEqual(width);
  for (const right of overflow.tables)
    expect(right, `${name}: a table leaves the screen`).toBeLessThanOrEqual(width);
  const path = test.info().outputPath(`walk-${name}.png`);
  // What the screen shows (a whole-page picture of a long page costs seconds to encode).
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** Whether `locator` lies within the screen's width. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of viewports)
  for (const language of languages)
    test.describe(`walk (${language}, ${viewport.width} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      const { t, path, mail } = textsOf(language);
      /**
       * From the cart to the checkout's step "my data". The router keeps the cart on screen until
       * the checkout's page is ready; once (390 px, de, a loaded machine) it did not come within
       * a minute, so the walk waits for the step's heading and clicks again if it does not come.
       */
      const proceed = (page: Page) =>
        expect(async () => {
          await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();
          await expect(page.getByRole('heading', { name: t('checkout.step.myData') })).toBeVisible({
            timeout: 5_000,
          });
        }).toPass({ timeout: 30_000 });
      const at = (name: string) => `${language}-${viewport.name}-${name}`;
      const legalPath = (key: (typeof legalPages)[number]['key']) =>
        path('contentPage', { slug: legalPages.find((p) => p.key === key)!.slug[language] });

      // Each journey walks once per language and once per width: the guest's on the German
      // phone and the English desktop, the new customer's on the German desktop and the
      // English phone (all four pairs cost CI minutes it does not have).
      const guestWalk = (language === 'de') === (viewport.name === 'phone');
      if (guestWalk)
        test('a guest browses, buys, sells scrap gold and reads the terms', async ({ page }) => {
          test.slow();
          const base = shop('at');
          // First visit: the cookie choice, then the welcome; the page keeps its name.
          await page.goto(`${base}${path('home')}`);
          await page.getByRole('button', { name: t('consent.acceptAll'), exact: true }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: t('content.welcome.start') })
            .click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          // The ticker shows all four metals on the screen.
          for (const metal of ['gold', 'silver', 'platinum', 'palladium'] as const)
            await expectOnScreen(
              page,
              page
                .getByRole('banner')
                .getByText(t(`metal.${metal}`), { exact: true })
                .first(),
            );
          await look(page, at('home'));

          // The price list, from the price bar, every price on the screen (its length at 1280 px:
          // narrow-screens.spec.ts).
          await page
            .getByRole('banner')
            .getByRole('link', { name: t('prices.pricelist.link.standard'), exact: true })
            .first()
            .click();
          await expect(page.getByRole('heading', { level: 1 })).toContainText(
            t('catalog.pricelist.standard'),
          );
          await look(page, at('pricelist'));

          // A product, then the category with a price range: each keeps its own name.
          const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
          await page.goto(`${base}${path('product', { slug: coin.slug[language] })}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(coin.name[language]);
          await expect(page).toHaveTitle(new RegExp(`^${coin.name[language]} \\|`));
          await look(page, at('product'));
          await page
            .getByTestId('cart-actions')
            .first()
            .getByRole('button', { name: t('catalog.cart.add') })
            .click();
          await expect(badge(page, 'buy')).not.toHaveAccessibleName(/leer|empty/);

          // The cart: every column of its table on the screen.
          await badge(page, 'buy').click();
          await expect(page.getByRole('link', { name: t('checkout.cart.proceed') })).toBeVisible();
          await look(page, at('cart'));
          await proceed(page);
          await look(page, at('checkout-my-data'));
          await enterGuestData(page, language, `e2e-walk-${language}-${Date.now()}@example.com`, {
            street: 'Graben',
            zip: '1010',
            city: 'Wien',
          });

          // Delivery and payment: what cannot work for this cart is disabled and says why.
          await expect(
            page.getByRole('heading', { name: t('checkout.step.deliveryPayment') }),
          ).toBeVisible();
          const deposit = page.getByRole('radio', {
            name: new RegExp(t('checkout.shipping.deposit')),
          });
          await expect(deposit).toBeDisabled();
          await expect(deposit).toHaveAccessibleDescription(
            new RegExp(t('checkout.shipping.depositNeedsAccount')),
          );
          const cash = page.getByRole('radio', { name: t('checkout.payment.cashInStore') });
          await expect(cash).toBeDisabled();
          await expect(cash).toHaveAccessibleDescription(
            new RegExp(t('error.cash_purchase_needs_pickup').replace(/[.]/g, '\\.')),
          );
          await look(page, at('checkout-delivery'));
          await choose(page, t('checkout.shipping.insured-shipping'));
          await choose(page, t('checkout.payment.bankTransfer'));
          await page.getByRole('button', { name: t('checkout.continue') }).click();

          // Review: the consents link to the texts they accept.
          await expect(
            page.getByRole('heading', { name: t('checkout.step.review') }),
          ).toBeVisible();
          for (const key of ['privacy', 'terms', 'cancellation'] as const)
            await expect(page.locator(`main a[href="${legalPath(key)}"]`)).toBeVisible();
          await look(page, at('checkout-review'));
          await consent(page, language);
          const orderNumber = await placeOrder(page, language, 'buy');
          await expect(
            page.getByRole('heading', { name: t('checkout.confirmation.bankDetails') }),
          ).toBeVisible();
          await expect(page.getByText(orderNumber).first()).toBeVisible();
          await look(page, at('confirmation-buy'));

          // Selling scrap gold: calculator, sell cart, checkout, where to send it.
          await page.goto(`${base}${path('scrapMetals')}`);
          const item = page.locator('[data-scrap-item="1"]');
          const grade = item.getByLabel(t('catalog.scrap.grade'));
          await grade.selectOption({ index: 1 });
          await item.getByLabel(t('catalog.scrap.weight')).fill('20');
          await expect(item.getByText(t('catalog.scrap.quote'), { exact: false })).toBeVisible();
          await look(page, at('scrap-calculator'));
          await page.getByRole('button', { name: t('catalog.scrap.toCart') }).click();
          await expect(badge(page, 'sell')).not.toHaveAccessibleName(/leer|empty/);
          await badge(page, 'sell').click();
          await expect(page.getByRole('link', { name: t('checkout.cart.proceed') })).toBeVisible();
          await look(page, at('sell-cart'));
          await proceed(page);
          await enterGuestData(
            page,
            language,
            `e2e-walk-sell-${language}-${Date.now()}@example.com`,
            {
              street: 'Graben',
              zip: '1010',
              city: 'Wien',
            },
          );
          await choose(page, t('checkout.shipping.scrapMetalBox'));
          await choose(page, t('checkout.payment.bankTransfer'));
          await page.getByLabel(t('forms.payout.accountOwner')).fill('Anna Gruber');
          // A SEPA payout needs only the IBAN.
          await page.getByLabel(t('forms.payout.iban')).fill('AT611904300234573201');
          await look(page, at('sell-delivery'));
          await page.getByRole('button', { name: t('checkout.continue') }).click();
          await expect(
            page.getByRole('heading', { name: t('checkout.step.review') }),
          ).toBeVisible();
          await look(page, at('sell-review'));
          await consent(page, language);
          const saleNumber = await placeOrder(page, language, 'sell');
          const send = page.getByRole('region', { name: t('checkout.confirmation.sell.title') });
          await expect(
            send.getByText(t('checkout.confirmation.sell.enclose', { orderNumber: saleNumber })),
          ).toBeVisible();
          await expect(
            send.getByRole('link', { name: t('checkout.confirmation.sell.slip') }),
          ).toBeVisible();
          await look(page, at('confirmation-sell'));

          // The terms a customer accepted.
          await page.goto(`${base}${legalPath('terms')}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await look(page, at('terms'));
        });

      if (!guestWalk)
        test('a new customer registers, keeps an address, and meets the address step and the limit-order form', async ({
          page,
        }) => {
          test.slow();
          const base = shop('at');
          const email = `e2e-walk-${language}-${viewport.name}-${Date.now()}@example.com`;
          const password = 'Sicher2025';
          await page.goto(`${base}${path('register')}`);
          await page.getByRole('button', { name: t('consent.rejectAll'), exact: true }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: t('content.welcome.start') })
            .click();
          const main = page.locator('main');
          await main
            .getByLabel(t('account.field.salutation'))
            .selectOption({ label: t('account.salutation.mrs') });
          await main.getByLabel(t('account.field.firstName')).fill('Erika');
          await main.getByLabel(t('account.field.lastName')).fill('Probe');
          await main.getByLabel(t('account.field.email')).fill(email);
          await main
            .getByLabel(t('account.field.password'), { exact: false })
            .first()
            .fill(password);
          await main.getByLabel(t('forms.passwordRepeat')).fill(password);
          await main.getByRole('checkbox', { name: t('account.interest.gold') }).check();
          await look(page, at('register'));
          await main.getByRole('button', { name: t('account.register.submit') }).click();
          await expect(
            main.getByRole('heading', { name: t('account.registered.title') }),
          ).toBeVisible();

          // The topic ticked waits for the newsletter's own confirmation; the account for its link.
          await expectMail(page, email, mail('mail.newsletterConfirm.subject'));
          const activation = await expectMail(page, email, mail('mail.activation.subject'));
          const link = /https?:\/\/\S+\/activate-user\?\S+/.exec(activation)![0];
          await page.goto(`${base}${new URL(link).pathname}${new URL(link).search}`);
          await expect(page.getByText(t('account.activation.done'))).toBeVisible();
          await look(page, at('activated'));

          // Sign in and keep one address.
          await page.goto(`${base}${path('addresses')}`);
          await main.getByLabel(t('account.field.email')).fill(email);
          await main
            .getByLabel(t('account.field.password'), { exact: false })
            .first()
            .fill(password);
          await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
          await expect(main.getByText(t('account.addresses.empty'))).toBeVisible();
          await main.getByRole('button', { name: t('account.addresses.add') }).click();
          const form = main.getByRole('form', { name: t('account.addresses.new') });
          await form.getByLabel(t('account.field.firstName')).fill('Erika');
          await form.getByLabel(t('account.field.lastName')).fill('Probe');
          await form.getByLabel(t('forms.address.streetName')).fill('Graben');
          await form.getByLabel(t('forms.address.streetNumber')).fill('1');
          await form.getByLabel(t('forms.address.zipCode')).fill('1010');
          await form.getByLabel(t('forms.address.city')).fill('Wien');
          await form.getByLabel(t('forms.address.country')).selectOption('AT');
          await look(page, at('address-book-form'));
          await form.getByRole('button', { name: t('account.addresses.save') }).click();
          await expect(main.getByText(t('account.addresses.added'))).toBeVisible();

          // The checkout's address step: the saved address is the choice, no form beside it.
          const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
          await page.goto(`${base}${path('product', { slug: coin.slug[language] })}`);
          await page
            .getByTestId('cart-actions')
            .first()
            .getByRole('button', { name: t('catalog.cart.add') })
            .click();
          await expect(badge(page, 'buy')).not.toHaveAccessibleName(/leer|empty/);
          await badge(page, 'buy').click();
          await proceed(page);
          await expect(page.getByText(t('checkout.account.signedInAs', { email }))).toBeVisible();
          await expect(page.getByRole('radio', { description: /Graben 1/ })).toBeChecked();
          await expect(page.getByRole('radiogroup')).toHaveCount(1);
          await expect(main.getByRole('textbox')).toHaveCount(0);
          await look(page, at('checkout-saved-address'));

          // The limit-order form says at once what it will not take.
          await page.goto(`${base}${path('productLimitOrder', { slug: coin.slug[language] })}`);
          const expiry = main.getByLabel(t('catalog.limitOrder.expiresAt'));
          await expiry.fill('2020-06-01T12:00');
          await expiry.blur();
          await expect(main.getByText(t('validation.limitOrderExpiry'))).toBeVisible();
          // Its breadcrumb names the product above it, not the route.
          await expect(
            page
              .getByRole('navigation', { name: t('nav.breadcrumb') })
              .getByRole('link', { name: coin.name[language] }),
          ).toBeVisible();
          await look(page, at('limit-order'));
        });
    });
