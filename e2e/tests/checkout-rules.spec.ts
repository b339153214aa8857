import { expect, test, type Page } from '../support/test';
import { formatMoney, localeTag, type Currency, type Language, type StoreKey } from '@shop/i18n';
import {
  badge,
  choose,
  consent,
  enterGuestData,
  expectOrderMail,
  placeOrder,
  priceTiers,
  product,
  recalculate,
  shop,
  textsOf,
  unitPrice,
} from '../support/shop';

/*
 * The checkout's rules end to end: a price change between the review and the order (held by the
 * review's quote; without one the CheckoutPriceConfirm modal, the order at the new price), pick-up in a chosen store with cash
 * payment, and the cart page's 500,000 limit and minimum value messages. Every test starts in a
 * fresh browser context as a guest, so its carts are its own.
 *
 * Two tests move every spot price by +5 % through the admin recalculation (as prices.spec does)
 * and move it back afterwards; the tests of this file run one after the other, so they never
 * move prices under each other. Order tests elsewhere confirm changed prices as a customer does
 * (support/shop.ts, placeOrder).
 */

const shock = 0.05;
/** The shock undone: repeated runs on the same database do not drift upwards. */
const undo = 1 / (1 + shock) - 1;
const limitCentAmount = 50_000_000;
const minimumCentAmount = 100;

interface Shop {
  store: StoreKey;
  language: Language;
  country: string;
  currency: Currency;
}

const money = (shop: Shop, centAmount: number) =>
  formatMoney(centAmount, shop.currency, localeTag(shop.store, shop.language));

/** Opens a product page and puts `quantity` pieces into the buy cart. */
async function addCoins(page: Page, at: Shop, slug: string, quantity: number) {
  const { t, path } = textsOf(at.language);
  await page.goto(`${shop(at.store)}${path('product', { slug })}`);
  const actions = page.getByTestId('cart-actions').first();
  await actions.getByLabel(t('catalog.cart.quantity')).first().fill(String(quantity));
  await actions.getByRole('button', { name: t('catalog.cart.add') }).click();
  await expect(badge(page, 'buy')).not.toHaveAccessibleName(/leer|empty/);
}

test.describe('checkout rules', () => {
  // Whole purchases through four steps on a busy machine.
  test.setTimeout(90_000);

  /** A guest's buy cart of one Krugerrand in store ch, up to the review step (its row there). */
  async function reviewOfOneCoin(page: Page, at: Shop) {
    const { t } = textsOf(at.language);
    const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
    await addCoins(page, at, coin.slug.en, 1);
    await badge(page, 'buy').click();
    await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();
    await enterGuestData(page, at.language, `e2e-price-${Date.now()}@example.com`, {
      street: 'Bahnhofstrasse',
      zip: '8001',
      city: 'Zürich',
    });
    await choose(page, t('checkout.shipping.insured-shipping'));
    await choose(page, t('checkout.payment.bankTransfer'));
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(page.getByRole('heading', { name: t('checkout.step.review') })).toBeVisible();
    const line = page.getByRole('row', { name: new RegExp(coin.name.en) });
    await expect(line).toContainText(/CHF/);
    return { coin, line };
  }

  test('English, store ch: a recalculation inside the quote’s window leaves the order at the quoted price', async ({
    page,
  }) => {
    const at: Shop = { store: 'ch', language: 'en', country: 'CH', currency: 'CHF' };
    const { t } = textsOf(at.language);
    const { coin, line } = await reviewOfOneCoin(page, at);
    // The server's quote counts down from its lock window (QUOTE_LOCK_SECONDS, 2 minutes).
    await expect(page.getByRole('timer')).toContainText(/Prices valid for [12]:\d\d/);
    const quoted = (await line.getByRole('cell').nth(1).textContent())!.trim();
    const total = (await page.locator('dd.checkout-summary__total').textContent())!.trim();
    await consent(page, at.language);

    await recalculate(page, shock);
    try {
      const newPrice = money(
        at,
        unitPrice(await priceTiers(page, coin.sku, at.country, at.currency), 'buy', 1),
      );
      expect(newPrice).not.toBe(quoted);
      await page.getByRole('button', { name: t('checkout.order.submit.buy') }).click();
      await expect(
        page.getByRole('heading', { name: t('checkout.confirmation.title.buy') }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Investment gold carries no VAT in ch: the review's total is the bare amount, as here.
      await expect(page.locator('dd.checkout-summary__total')).toHaveText(total);
    } finally {
      await recalculate(page, undo);
    }
  });

  test('English, store ch: without a quote a price change between review and order is confirmed and ordered at the new price', async ({
    page,
  }) => {
    const at: Shop = { store: 'ch', language: 'en', country: 'CH', currency: 'CHF' };
    const { t } = textsOf(at.language);
    // No quote can be had (as when the API could not give one): the order counts today's prices.
    await page.route('**/api/carts/*/quote', (route) => route.abort());
    const { coin, line } = await reviewOfOneCoin(page, at);
    await expect(page.getByText(t('checkout.review.lapsed'))).toBeVisible();
    const quoted = (await line.getByRole('cell').nth(1).textContent())!.trim();
    await consent(page, at.language);

    await recalculate(page, shock);
    try {
      const newPrice = money(
        at,
        unitPrice(await priceTiers(page, coin.sku, at.country, at.currency), 'buy', 1),
      );
      expect(newPrice).not.toBe(quoted);
      // The review keeps the prices it showed (no socket refresh in the checkout): the server decides.
      await expect(line.getByRole('cell').nth(1)).toHaveText(quoted);
      await page.getByRole('button', { name: t('checkout.order.submit.buy') }).click();

      const modal = page.getByRole('dialog', { name: t('checkout.priceConfirm.title') });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(t('checkout.priceConfirm.text'));
      const changed = modal.getByRole('row', { name: new RegExp(coin.name.en) });
      await expect(changed.getByRole('cell').first()).toHaveText(quoted);
      await expect(changed.getByRole('cell').nth(1)).toHaveText(newPrice);
      await expect(changed.locator('del')).toHaveText(quoted);
      // Focus is inside the modal (it is a dialog a keyboard user can act on at once).
      await expect(modal.locator(':focus')).toHaveCount(1);
      const newTotal = (await modal.locator('dd').last().textContent())!.trim();

      await modal.getByRole('button', { name: t('checkout.priceConfirm.confirm.buy') }).click();
      await expect(
        page.getByRole('heading', { name: t('checkout.confirmation.title.buy') }),
      ).toBeVisible();
      await expect(page.locator('dd.checkout-summary__total')).toHaveText(newTotal);
      const orderNumber = (await page.locator('dd').first().textContent())!.trim();
      expect(orderNumber).toMatch(/^\d{4}-\d{6}$/);
    } finally {
      await recalculate(page, undo);
    }
  });

  test('German, store at: the cart page names the 500,000 limit once prices rose above it', async ({
    page,
  }) => {
    const at: Shop = { store: 'at', language: 'de', country: 'AT', currency: 'EUR' };
    const { t } = textsOf(at.language);
    const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
    // As many coins as stay below the limit by at least two coins' price: after +5 % the cart is
    // above it (for any coin under 11,900 EUR), and a price tick in between cannot refuse the add.
    const tiers = await priceTiers(page, coin.sku, at.country, at.currency);
    let quantity = 1;
    while ((quantity + 2) * unitPrice(tiers, 'buy', quantity + 2) <= limitCentAmount) quantity += 1;
    expect(quantity * unitPrice(tiers, 'buy', quantity) * (1 + shock)).toBeGreaterThan(
      limitCentAmount,
    );
    await addCoins(page, at, coin.slug.de, quantity);
    await expect(badge(page, 'buy')).toHaveAccessibleName(`Kaufwarenkorb, ${quantity} Artikel`);

    await recalculate(page, shock);
    try {
      // The cart page re-prices the cart when it opens and says why it cannot go on.
      await badge(page, 'buy').click();
      await expect(page.getByText(t('checkout.cart.message.pricesUpdated'))).toBeVisible();
      await expect(
        page.getByText(
          t('checkout.cart.message.limitExceeded', { limit: money(at, limitCentAmount) }),
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('checkout.cart.proceed') })).toBeDisabled();
      await expect(page.getByRole('link', { name: t('checkout.cart.proceed') })).toHaveCount(0);

      // Removing coins brings the cart below the limit again, and the way on opens.
      const quantityField = page.getByLabel(t('checkout.cart.quantityOf', { name: coin.name.de }));
      await quantityField.fill('1');
      await quantityField.press('Enter');
      await expect(badge(page, 'buy')).toHaveAccessibleName('Kaufwarenkorb, 1 Artikel');
      await expect(
        page.getByText(
          t('checkout.cart.message.limitExceeded', { limit: money(at, limitCentAmount) }),
        ),
      ).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('checkout.cart.proceed') })).toBeVisible();
    } finally {
      await recalculate(page, undo);
    }
  });

  test('English, store ch: a sell cart below the minimum value of 1.00 cannot be checked out', async ({
    page,
  }) => {
    const at: Shop = { store: 'ch', language: 'en', country: 'CH', currency: 'CHF' };
    const { t, path } = textsOf(at.language);
    const grade = 'Silver cutlery 800 (scrap)';
    // One gram of 800 silver is worth less than 1.00 at the seeded silver price.
    const gram = unitPrice(
      await priceTiers(page, 'SCRAP-AG-800', at.country, at.currency),
      'sell',
      1,
    );
    expect(gram).toBeLessThan(minimumCentAmount);

    await page.goto(`${shop(at.store)}${path('scrapMetals')}`);
    const item = page.locator('[data-scrap-item="1"]');
    await item.getByLabel(t('catalog.scrap.grade')).selectOption({ label: grade });
    await item.getByLabel(t('catalog.scrap.weight')).fill('1');
    await expect(item).toContainText(`${t('catalog.scrap.quote')}: CHF`);
    await page.getByRole('button', { name: t('catalog.scrap.toCart') }).click();
    await expect(badge(page, 'sell')).toHaveAccessibleName('Sell cart, 1 item');

    await badge(page, 'sell').click();
    await expect(page.getByLabel(t('checkout.cart.quantityOf', { name: grade }))).toHaveValue('1');
    const message = page.getByText(
      t('checkout.cart.message.belowMinimum', { minimum: money(at, minimumCentAmount) }),
    );
    await expect(message).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout.cart.proceed') })).toBeDisabled();

    // Two more grams reach the minimum: the message goes, the checkout opens.
    const grams = page.getByLabel(t('checkout.cart.quantityOf', { name: grade }));
    await grams.fill('3');
    await grams.press('Enter');
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('checkout.cart.proceed') })).toBeVisible();
  });

  test('German, store de: a guest picks up in a chosen store and pays cash', async ({ page }) => {
    const at: Shop = { store: 'de', language: 'de', country: 'DE', currency: 'EUR' };
    const { t } = textsOf(at.language);
    const email = `e2e-pickup-${Date.now()}@example.com`;
    const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
    await addCoins(page, at, coin.slug.de, 1);
    await badge(page, 'buy').click();
    await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();
    await enterGuestData(page, at.language, email, {
      street: 'Unter den Linden',
      zip: '10117',
      city: 'Berlin',
    });

    await expect(
      page.getByRole('heading', { name: t('checkout.step.deliveryPayment') }),
    ).toBeVisible();
    await choose(page, t('checkout.shipping.pickup'));
    const branch = page.getByRole('combobox', { name: t('checkout.branch.label'), exact: true });
    // The placeholder and the store's branches; the second branch: a choice, not a default.
    await expect(branch.locator('option').nth(2)).toBeAttached();
    const label = (await branch.locator('option').allTextContents())[2]!;
    const branchName = label.split(' – ')[0]!;
    await branch.selectOption({ label });
    await choose(page, t('checkout.payment.cashInStore'));
    // A Krugerrand costs more than the German anti-money-laundering threshold of 2,000 EUR.
    await expect(page.getByText(t('checkout.payment.amlNote'))).toBeVisible();
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    await expect(page.getByRole('heading', { name: t('checkout.step.review') })).toBeVisible();
    await expect(page.getByText(`${t('checkout.review.branch')}: ${branchName}`)).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(t('checkout.payment.amlNote'));
    await consent(page, at.language);
    const orderNumber = await placeOrder(page, at.language, 'buy');
    // The branch's name says 'Filiale' itself: the page names it once (issue 23), with its
    // address after it, so the sentence up to the name is what is looked for.
    const pickup = t('checkout.confirmation.pickup', { branch: branchName }).replace(/\.$/, '');
    await expect(page.getByText(pickup)).toBeVisible();
    await expect(page.getByText(/Filiale Filiale/)).toHaveCount(0);
    await expect(page.getByText(t('checkout.confirmation.bringId'))).toBeVisible();
    await expectOrderMail(page, at.language, 'buy', email, orderNumber);
  });
});
