import { expect, test, type Page } from '../support/test';
import { formatMoney, localeTag, type Currency, type Language, type StoreKey } from '@shop/i18n';
import {
  badge,
  choose,
  consent,
  emptyCarts,
  expectOrderMail,
  placeOrder,
  priceTiers,
  shop,
  signIn,
  textsOf,
  unitPrice,
} from '../support/shop';

/*
 * Selling scrap gold as a signed-in customer: the scrap calculator's live quote (grade, that is
 * metal and fineness, and grams), the sell cart, the checkout with the scrap metal box and a
 * payout to IBAN and BIC, to an order number, where to send the goods with the accompanying slip
 * (PDF), and the confirmation mail. Each test signs in a
 * demo customer of its own, so the two can run beside any other spec.
 */

interface Seller {
  store: StoreKey;
  language: Language;
  country: string;
  currency: Currency;
  account: { email: string; password: string };
  grade: string;
  payout: { accountOwner: string; iban: string; bic: string };
  /** The store's receiving address (the API's demo addresses): street line and town line. */
  receivingAddress: [string, string];
}

const sellers: Seller[] = [
  {
    store: 'at',
    language: 'de',
    country: 'AT',
    currency: 'EUR',
    account: { email: 'anna.muster@example.com', password: 'DemoKunde2025' },
    grade: 'Altgold 585 (14 Karat)',
    payout: { accountOwner: 'Anna Muster', iban: 'AT611904300234573201', bic: 'BKAUATWW' },
    receivingAddress: ['Kärntner Straße 21', '1010 Wien'],
  },
  {
    store: 'de',
    language: 'en',
    country: 'DE',
    currency: 'EUR',
    account: { email: 'einkauf@beispiel-edelmetall.example.com', password: 'DemoFirma2025' },
    grade: 'Scrap gold 750 (18 carat)',
    payout: {
      accountOwner: 'Beispiel Edelmetall GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
    receivingAddress: ['Maximilianstraße 12', '80539 München'],
  },
];

const sellBadge = (language: Language, count: number) =>
  language === 'de'
    ? `Verkaufswarenkorb, ${count === 0 ? 'leer' : `${count} Artikel`}`
    : `Sell cart, ${count === 0 ? 'empty' : `${count} item${count === 1 ? '' : 's'}`}`;

/**
 * Grade and grams (as typed in the page's language: 12,5 or 12.5) into the calculator; its quote
 * is the API's sell price per gram x tenths of a gram / 10, rounded once half-up, as the cart's.
 */
async function quote(page: Page, seller: Seller, sku: string, grams: string) {
  const { t } = textsOf(seller.language);
  const item = page.locator('[data-scrap-item="1"]');
  await item.getByLabel(t('catalog.scrap.grade')).selectOption({ label: seller.grade });
  await item.getByLabel(t('catalog.scrap.weight')).fill(grams);
  const tenths = Math.round(Number(grams.replace(',', '.')) * 10);
  // A recalculation may land between reading the API and the page showing it: read both again.
  await expect(async () => {
    const tiers = await priceTiers(page, sku, seller.country, seller.currency);
    const expected = formatMoney(
      Math.floor((2 * unitPrice(tiers, 'sell', tenths / 10) * tenths + 10) / 20),
      seller.currency,
      localeTag(seller.store, seller.language),
    );
    await expect(item).toContainText(`${t('catalog.scrap.quote')}: ${expected}`, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
}

for (const seller of sellers) {
  test(`${seller.language === 'de' ? 'German' : 'English'}, store ${seller.store}: a signed-in customer sells scrap gold with an IBAN payout`, async ({
    page,
  }) => {
    // Sign-in, calculator, cart and three checkout steps on a busy machine.
    test.setTimeout(90_000);
    const { t, path } = textsOf(seller.language);
    const { store, language, payout } = seller;
    await signIn(page, store, language, seller.account, path('scrapMetals'));
    await emptyCarts(page);
    // The carts the page read before are gone: a fresh page reads them again.
    await page.reload();
    await expect(badge(page, 'sell')).toHaveAccessibleName(sellBadge(language, 0));

    const sku = seller.grade.includes('585') ? 'SCRAP-AU-585' : 'SCRAP-AU-750';
    // Old gold is weighed to a tenth of a gram (issue 23).
    const grams = language === 'de' ? '12,5' : '12.5';
    await quote(page, seller, sku, grams);
    await page.getByRole('button', { name: t('catalog.scrap.toCart') }).click();
    await expect(badge(page, 'sell')).toHaveAccessibleName(sellBadge(language, 1));

    await badge(page, 'sell').click();
    await expect(page).toHaveURL(/\?type=sell$/);
    await expect(
      page.getByLabel(t('checkout.cart.quantityOf', { name: seller.grade })),
    ).toHaveValue(grams);
    await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();

    // My data: signed in, the saved address is taken as it is.
    await expect(
      page.getByText(t('checkout.account.signedInAs', { email: seller.account.email })),
    ).toBeVisible();
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    await expect(
      page.getByRole('heading', { name: t('checkout.step.deliveryPayment') }),
    ).toBeVisible();
    await choose(page, t('checkout.shipping.scrapMetalBox'));
    await choose(page, t('checkout.payment.bankTransfer'));
    await page.getByLabel(t('forms.payout.accountOwner')).fill(payout.accountOwner);
    // A wrong check digit is refused in the customer's language before anything is saved.
    await page
      .getByLabel(t('forms.payout.iban'))
      .fill(`${payout.iban.slice(0, 2)}00${payout.iban.slice(4)}`);
    await page.getByLabel(t('forms.payout.bic')).fill(payout.bic);
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(page.getByLabel(t('forms.payout.iban'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t('forms.payout.iban')).fill(payout.iban);
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    await expect(page.getByRole('heading', { name: t('checkout.step.review') })).toBeVisible();
    await expect(
      page.getByText(
        t('checkout.review.payoutTo', { owner: payout.accountOwner, account: payout.iban }),
      ),
    ).toBeVisible();
    await consent(page, language);
    const orderNumber = await placeOrder(page, language, 'sell');
    await expect(
      page.getByText(
        t('checkout.confirmation.sellPayout', { owner: payout.accountOwner, account: payout.iban }),
      ),
    ).toBeVisible();

    // Where and how to send the goods: the store's receiving address, the order number to
    // enclose, and the accompanying slip as a PDF through the shop with this session.
    const send = page.getByRole('region', { name: t('checkout.confirmation.sell.title') });
    for (const line of seller.receivingAddress) await expect(send.getByText(line)).toBeVisible();
    await expect(
      send.getByText(t('checkout.confirmation.sell.enclose', { orderNumber })),
    ).toBeVisible();
    const slip = send.getByRole('link', { name: t('checkout.confirmation.sell.slip') });
    await expect(slip).toBeVisible();
    const href = (await slip.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/orders\/[0-9a-f-]{36}\/slip\.pdf\?languageTag=/);
    // Fetched in the page, as the link opens it: the browser resolves the store's host and sends
    // the session cookies, which the edge turns into the API's token.
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
        size: bytes.length,
      };
    }, href);
    expect(pdf).toMatchObject({
      status: 200,
      type: 'application/pdf',
      disposition: `inline; filename="${orderNumber}-slip.pdf"`,
      head: '%PDF-',
    });
    expect(pdf.size).toBeGreaterThan(1_000);

    const mail = await expectOrderMail(page, language, 'sell', seller.account.email, orderNumber);
    expect(mail).toContain(payout.accountOwner);
    expect(mail).toContain(`IBAN ${payout.iban}`);
    expect(mail).toContain(`BIC ${payout.bic}`);
    expect(mail).toContain(`${grams} g ${seller.grade}`);
    expect(mail).toContain(href.split('?')[0]);
    // The sold cart is gone: the header says the sell cart is empty.
    await page.getByRole('link', { name: t('checkout.confirmation.toShop') }).click();
    await expect(badge(page, 'sell')).toHaveAccessibleName(sellBadge(language, 0));
  });
}

for (const [store, language, metal] of [
  ['li', 'de', 'silver'],
  ['ch', 'en', 'gold'],
] as const) {
  test(`${language === 'de' ? 'German' : 'English'}, store ${store}: sell to us leads from the metal to its products and into the sell cart`, async ({
    page,
  }) => {
    const { t, path } = textsOf(language);
    await page.goto(`${shop(store)}${path('sellToUs')}`);
    await expect(page.getByRole('heading', { name: t('catalog.sell.howTo.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('catalog.sell.box.title') })).toBeVisible();
    // The metals are tiles: the customer clicks the metal's name.
    const metals = page.getByRole('radiogroup', { name: t('catalog.sell.choose.legend') });
    await metals.getByText(t(`metal.${metal}`), { exact: true }).click();
    await expect(
      metals.getByRole('radio', { name: new RegExp(t(`metal.${metal}`)) }),
    ).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?metal=${metal}$`));
    const metalName = t(`metal.${metal}`);
    const step = page.locator('section', {
      has: page.getByRole('heading', {
        name: t('catalog.sell.products.title', { metal: metalName }),
      }),
    });
    const first = step
      .getByRole('listitem')
      .filter({ has: page.getByTestId('sell-actions') })
      .first();
    await expect(first.getByRole('button', { name: t('catalog.cart.sell') })).toBeEnabled();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('button', { name: t('catalog.cart.sell') }).click();
    await expect(badge(page, 'sell')).toHaveAccessibleName(sellBadge(language, 1));
    await badge(page, 'sell').click();
    await expect(page.getByLabel(t('checkout.cart.quantityOf', { name }))).toHaveValue('1');

    // The scrap path of the metal goes to the calculator.
    await page.goBack();
    await step.getByRole('link', { name: t('catalog.sell.scrapPath.link') }).click();
    await expect(page).toHaveURL(new RegExp(`${path('scrapMetals')}$`));
  });
}
