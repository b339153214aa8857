import { inflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '../support/test';
import type { Language } from '@shop/i18n';
import {
  badge,
  choose,
  consent,
  emptyCarts,
  enterGuestData,
  expectMail,
  placeOrder,
  product,
  shop,
  signIn,
  textsOf,
} from '../support/shop';
import {
  backoffice,
  demoOrderDesk as orderDesk,
  demoOwner as owner,
  signInStaff,
  type DemoStaff,
} from '../support/staff';

/*
 * The dealer's order desk end to end (issue 25): a guest buys with bank transfer, the owner
 * signs in to the back-office with a code of the authenticator app, finds the order on the
 * board, records the payment and ships it with a tracking number; the customer gets a mail for
 * each step, finds the order with the guest lookup (number, e-mail, mailed code) with its
 * timeline, tracking link and invoice, a real PDF naming the order. The order desk for Austria
 * and Germany cannot open a Swiss order. Screenshots of the board and the order page at 1280 px
 * in both languages go to the test's output.
 */

/** Signs a member in on the back-office's own host, in a desk-sized window of its own. */
async function staffSignIn(browser: Browser, member: DemoStaff): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-AT',
  });
  const page = await context.newPage();
  await page.goto(backoffice());
  await signInStaff(page, member);
  return page;
}

/** A guest buys one Krugerrand with bank transfer and insured shipping; its number and id. */
async function guestBuy(
  page: Page,
  store: string,
  language: Language,
  email: string,
  address: { street: string; zip: string; city: string },
): Promise<{ orderNumber: string; orderId: string }> {
  const { t, path } = textsOf(language);
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
  return { orderNumber, orderId: new URL(page.url()).searchParams.get('order')! };
}

/** The text a pdfkit PDF shows: its Flate streams inflated, the TJ operators' hex decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf
    .toString('latin1')
    .replace(/stream\r?\n([^]*?)\r?\nendstream/g, (whole, data: string) => {
      try {
        return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        return whole;
      }
    });
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

/** A screenshot of the page as it is, attached to the test's report and kept in its output. */
async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test.describe.configure({ mode: 'serial' });

test('a bank-transfer purchase is paid and shipped in the back-office, and the customer follows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { t, path, mail } = textsOf('de');
  const en = textsOf('en').t;
  const email = `e2e-backoffice-${Date.now()}@example.com`;
  const { orderNumber, orderId } = await guestBuy(page, 'at', 'de', email, {
    street: 'Graben',
    zip: '1010',
    city: 'Wien',
  });

  // The owner finds the order on the board by its number.
  const staff = await staffSignIn(browser, owner);
  await staff
    .getByRole('navigation', { name: t('backoffice.nav.label') })
    .getByRole('link', { name: t('backoffice.nav.orders') })
    .click();
  await expect(
    staff.getByRole('heading', { level: 1, name: t('backoffice.orders.title'), exact: true }),
  ).toBeVisible();
  await staff.getByRole('searchbox', { name: t('backoffice.orders.filter.q') }).fill(orderNumber);
  await staff.getByRole('button', { name: t('backoffice.orders.filter.apply') }).click();
  await expect(staff).toHaveURL(new RegExp(`/orders\\?q=${orderNumber}$`));
  const row = staff.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText(t('order.state.Open'));
  await expect(row).toContainText(t('order.payment.bankTransfer'));
  await screenshot(staff, 'board-de');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(staff).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const title = t('backoffice.order.title', { orderNumber });
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await screenshot(staff, 'order-de');

  // Payment received: the amount is the total already; the reference as on the statement.
  const steps = staff.getByRole('region', { name: t('backoffice.order.actions') });
  await steps.getByRole('button', { name: t('backoffice.orders.action.paymentReceived') }).click();
  let dialog = staff.getByRole('dialog');
  await dialog
    .getByLabel(t('backoffice.orders.field.reference'), { exact: false })
    .fill('E2E 4711');
  await dialog.getByRole('button', { name: t('backoffice.orders.action.paymentReceived') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByText(t('backoffice.order.recorded', { step: t('order.event.paymentReceived') })),
  ).toBeVisible();

  // Shipped with DHL and a tracking number.
  await steps.getByRole('button', { name: t('backoffice.orders.action.shipped') }).click();
  dialog = staff.getByRole('dialog');
  await dialog
    .getByLabel(t('backoffice.orders.field.carrier'), { exact: false })
    .selectOption({ label: t('order.carrier.dhl') });
  await dialog
    .getByLabel(t('backoffice.orders.field.trackingNumber'), { exact: false })
    .fill('00340434161094042557');
  await dialog.getByRole('button', { name: t('backoffice.orders.action.shipped') }).click();
  await expect(dialog).toBeHidden();
  const timeline = staff.getByRole('region', { name: t('backoffice.order.timeline') });
  await expect(timeline).toContainText(t('order.event.paymentReceived'));
  await expect(timeline).toContainText(t('order.event.shipped'));
  const documents = staff.getByRole('region', { name: t('backoffice.order.documents') });
  await expect(documents.getByRole('link')).toHaveCount(1);

  // The same in English.
  await staff.getByRole('button', { name: 'English' }).click();
  await expect(
    staff.getByRole('heading', {
      name: textsOf('en').t('backoffice.order.title', { orderNumber }),
    }),
  ).toBeVisible();
  await screenshot(staff, 'order-en');
  await staff
    .getByRole('navigation', { name: en('backoffice.nav.label') })
    .getByRole('link', { name: en('backoffice.nav.orders') })
    .click();
  await expect(
    staff.getByRole('heading', { level: 1, name: en('backoffice.orders.title'), exact: true }),
  ).toBeVisible();
  await expect(staff.getByRole('table')).toBeVisible();
  await screenshot(staff, 'board-en');
  await staff.getByRole('button', { name: 'Deutsch' }).click();
  await staff.context().close();

  // The customer was mailed at each step.
  const subject = (id: string) => mail(id).replace('{orderNumber}', orderNumber);
  await expectMail(page, email, subject('mail.orderStep.paymentReceived.subject'));
  const shippedMail = await expectMail(page, email, subject('mail.orderStep.shipped.subject'));
  expect(shippedMail).toContain('00340434161094042557');

  // The guest finds the order with its number, e-mail and the mailed code.
  await page.goto(`${shop('at')}${path('orderLookup')}`);
  const main = page.locator('main');
  await main.getByLabel(t('account.lookup.orderNumber'), { exact: false }).fill(orderNumber);
  await main.getByLabel(t('account.field.email'), { exact: false }).fill(email);
  await main.getByRole('button', { name: t('account.lookup.sendCode') }).click();
  const codeMail = await expectMail(page, email, subject('mail.orderLookup.subject'));
  // The code: six digits of their own (the order number has six after its year).
  const code = /(?<![\d-])(\d{6})(?!\d)/.exec(codeMail)![1]!;
  await main.getByLabel(t('account.lookup.code'), { exact: false }).fill(code);
  await main.getByRole('button', { name: t('account.lookup.open') }).click();
  await expect(
    main.getByRole('heading', { name: t('account.order.title', { orderNumber }) }),
  ).toBeVisible();
  const history = main.getByRole('region', { name: t('account.order.timeline') });
  await expect(history).toContainText(t('order.event.placed'));
  await expect(history).toContainText(t('order.event.paymentReceived'));
  await expect(history).toContainText(t('order.event.shipped'));
  await expect(history.getByRole('link', { name: t('account.order.track') })).toHaveAttribute(
    'href',
    /00340434161094042557/,
  );

  // The invoice: a real PDF that names the order.
  const invoice = main
    .getByRole('region', { name: t('account.order.documents') })
    .getByRole('link')
    .first();
  // Fetched in the page, as the link opens it: the browser resolves the store's host.
  const fetched = await page.evaluate(
    async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    },
    (await invoice.getAttribute('href'))!,
  );
  expect(fetched.status).toBe(200);
  expect(fetched.type).toContain('application/pdf');
  const pdf = Buffer.from(fetched.bytes);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(orderNumber);
});

test('a sale of scrap gold is assayed lower, the customer accepts, staff pay out and the credit note is issued', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { t, path, mail } = textsOf('de');
  // The demo customer sells 20 g of 585 gold with the scrap metal box, paid out to an IBAN.
  const seller = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };
  await signIn(page, 'at', 'de', seller, path('scrapMetals'));
  await emptyCarts(page);
  await page.reload();
  const item = page.locator('[data-scrap-item="1"]');
  await item.getByLabel(t('catalog.scrap.grade')).selectOption({ label: 'Altgold 585 (14 Karat)' });
  await item.getByLabel(t('catalog.scrap.weight')).fill('20');
  await page.getByRole('button', { name: t('catalog.scrap.toCart') }).click();
  await badge(page, 'sell').click();
  await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await choose(page, t('checkout.shipping.scrapMetalBox'));
  await choose(page, t('checkout.payment.bankTransfer'));
  await page.getByLabel(t('forms.payout.accountOwner')).fill('Anna Muster');
  await page.getByLabel(t('forms.payout.iban')).fill('AT611904300234573201');
  await page.getByLabel(t('forms.payout.bic')).fill('BKAUATWW');
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await consent(page, 'de');
  const orderNumber = await placeOrder(page, 'de', 'sell');
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // Staff: the parcel came, the assay finds less gold than ordered.
  const staff = await staffSignIn(browser, owner);
  await staff.goto(backoffice(`/orders/${orderId}`));
  const steps = staff.getByRole('region', { name: t('backoffice.order.actions') });
  await steps.getByRole('button', { name: t('backoffice.orders.action.goodsReceived') }).click();
  let dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: t('backoffice.orders.action.goodsReceived') }).click();
  await expect(dialog).toBeHidden();
  await steps.getByRole('button', { name: t('backoffice.orders.action.assayed') }).click();
  dialog = staff.getByRole('dialog');
  await dialog.getByLabel(t('backoffice.orders.field.weightGrams'), { exact: false }).fill('18,5');
  await dialog.getByLabel(t('backoffice.orders.field.fineness'), { exact: false }).fill('585');
  await dialog
    .getByLabel(t('backoffice.orders.field.assayReason'), { exact: false })
    .fill('Lötstellen abgezogen');
  await dialog.getByRole('button', { name: t('backoffice.orders.action.assayed') }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText(t('backoffice.order.settlement.offerPending'))).toBeVisible();
  await screenshot(staff, 'sale-assayed-de');

  // The customer reads the final offer on the order page and accepts it.
  await expectMail(
    page,
    seller.email,
    mail('mail.orderStep.assayed.subject').replace('{orderNumber}', orderNumber),
  );
  await page.goto(`${shop('at')}${path('orderDetail', { slug: orderId })}`);
  const offer = page.getByRole('table', { name: t('account.order.offer.lines') });
  await expect(offer).toContainText('Lötstellen abgezogen');
  await page.getByRole('button', { name: t('account.order.offer.accept') }).click();
  await expect(page.getByText(t('account.order.offer.accepted'))).toBeVisible();

  // Staff pay out; the credit note is issued.
  await staff.reload();
  await steps.getByRole('button', { name: t('backoffice.orders.action.payoutSent') }).click();
  dialog = staff.getByRole('dialog');
  await dialog
    .getByLabel(t('backoffice.orders.field.reference'), { exact: false })
    .fill('E2E AUSZ 1');
  await dialog.getByRole('button', { name: t('backoffice.orders.action.payoutSent') }).click();
  await expect(dialog).toBeHidden();
  const documents = staff.getByRole('region', { name: t('backoffice.order.documents') });
  await expect(documents.getByRole('link', { name: /^Gutschrift / })).toBeVisible();
  await staff.context().close();
  await expectMail(
    page,
    seller.email,
    mail('mail.orderStep.payoutSent.subject').replace('{orderNumber}', orderNumber),
  );
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: t('account.order.documents') })
      .getByRole('link', { name: /^Gutschrift / }),
  ).toBeVisible();
});

test('the order desk for Austria and Germany cannot open a Swiss order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { t } = textsOf('de');
  const { orderId } = await guestBuy(
    page,
    'ch',
    'de',
    `e2e-backoffice-ch-${Date.now()}@example.com`,
    { street: 'Bahnhofstrasse', zip: '8001', city: 'Zürich' },
  );
  const staff = await staffSignIn(browser, orderDesk);
  await staff.goto(backoffice(`/orders/${orderId}`));
  await expect(staff.getByText(t('error.staff_store_not_allowed'))).toBeVisible();
  await staff.goto(backoffice('/orders'));
  await expect(
    staff.getByText(
      t('backoffice.orders.stores', { stores: `${t('store.at')} und ${t('store.de')}` }),
    ),
  ).toBeVisible();
  await staff.context().close();
});
