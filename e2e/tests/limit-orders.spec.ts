import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { buildPath, getRoute, type Language, type MessageId, type RouteId } from '@shop/i18n';
import { mailDe, mailEn, messages } from '@shop/i18n/messages';
import { adminCall } from '../support/shop';

/*
 * Limit orders end to end, in German and English: the seeded demo customer places a buy limit
 * order just below the current price on the product's limit-order page, a forced recalculation
 * moves the price below the target, the executor turns it into an order, the account shows it
 * Executed, and the outbox holds the limit order's mail and the order confirmation. The price is
 * moved back afterwards so other tests see the usual prices.
 */

const languages: Language[] = ['de', 'en'];
/** The seeded individual demo customer (README, Accounts): default addresses, so orders can ship. */
const demo = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };

interface ApiProduct {
  sku: string;
  name: Record<Language, string>;
  slug: Record<Language, string>;
}

function textsOf(language: Language) {
  const t = (id: MessageId, values: Record<string, string> = {}) => {
    const text = messages[language][id];
    if (text === undefined) throw new Error(`no text ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
  const mail = (id: string, values: Record<string, string> = {}) =>
    (language === 'de' ? mailDe : mailEn)[id]!.replace(
      /\{(\w+)\}/g,
      (_, name: string) => values[name] ?? `{${name}}`,
    );
  const path = (routeId: RouteId, params?: Record<string, string>) =>
    buildPath(getRoute(routeId), language, params);
  return { t, mail, path };
}

async function goldCoin(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get(
    '/api/products/search?limit=1&category=gold-coins&text=Krugerrand%201%20oz',
  );
  expect(response.ok()).toBeTruthy();
  return (await response.json()).results[0] as ApiProduct;
}

async function buyPrice(request: APIRequestContext, sku: string): Promise<number> {
  const response = await request.get(`/api/prices/products?country=AT&currency=EUR&skus=${sku}`);
  const [product] = (await response.json()).products as Array<{
    prices: Array<{ type: string; minQuantity: number; centAmount: number }>;
  }>;
  return product!.prices.find((p) => p.type === 'buy' && p.minQuantity === 1)!.centAmount;
}

/** A recalculation now that moves every spot price by `shock`, on the API's own address. */
function recalculate(page: Page, shock: number) {
  return adminCall(page, 'post', '/admin/prices/recalculate', { shock });
}

for (const language of languages) {
  test(`a limit order executes after a recalculation crosses its target (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { t, mail, path } = textsOf(language);
    const main = page.locator('main');
    const product = await goldCoin(request);
    const current = await buyPrice(request, product.sku);
    // Just below the price: not due now, due after the price falls by 5 %.
    const target = ((current * 0.98) / 100).toFixed(2);

    // A guest is asked to log in and comes back to the form.
    await page.goto(path('productLimitOrder', { slug: product.slug[language] }));
    await main.getByRole('link', { name: t('catalog.limitOrder.login') }).click();
    await main.getByLabel(t('account.field.email')).fill(demo.email);
    await main
      .getByLabel(t('account.field.password'), { exact: false })
      .first()
      .fill(demo.password);
    await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`${path('productLimitOrder', { slug: product.slug[language] })}$`),
    );

    await expect(
      main.getByRole('radio', { name: t('catalog.limitOrder.type.buy'), exact: true }),
    ).toBeChecked();
    await main.getByLabel(t('catalog.limitOrder.targetPrice', { currency: 'EUR' })).fill(target);
    await main.getByRole('button', { name: t('catalog.limitOrder.submit') }).click();
    const placed = main.getByText(/^(Ihre Limit-Order|Your limit order) LO-\d+/);
    await expect(placed).toBeVisible();
    const number = /LO-\d+/.exec((await placed.textContent())!)![0];
    await main.getByRole('link', { name: t('catalog.limitOrder.viewPlaced') }).click();
    const detailUrl = page.url();
    await expect(
      main.getByText(t('account.limitOrders.status.Active'), { exact: true }),
    ).toBeVisible();

    try {
      expect((await recalculate(page, -0.05)).ok()).toBeTruthy();
      // The executor runs after the recalculation's Finished event.
      await expect
        .poll(
          async () => {
            await page.goto(detailUrl);
            await expect(main.getByText(number).first()).toBeVisible();
            return main
              .getByText(t('account.limitOrders.status.Executed'), { exact: true })
              .isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
    } finally {
      expect((await recalculate(page, 1 / 0.95 - 1)).ok()).toBeTruthy();
    }
    await expect(
      main.getByRole('link', { name: t('account.limitOrders.viewOrders') }),
    ).toBeVisible();

    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(demo.email)}`);
    const { messages: sent } = (await outbox.json()) as {
      messages: Array<{ subject: string; text: string }>;
    };
    const notice = sent.find(
      (message) => message.subject === mail('mail.limitOrderExecuted.subject', { number }),
    );
    expect(notice).toBeDefined();
    const orderNumber = /\d{4}-\d{6}/.exec(notice!.text)![0];
    expect(sent.map((message) => message.subject)).toContain(
      mail('mail.orderConfirmation.subject', { orderNumber }),
    );
  });
}

/** A new customer, activated through the mail in the outbox, with no address yet. */
async function newCustomer(request: APIRequestContext, language: Language) {
  const email = `e2e-limit-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Secret123';
  const registered = await request.post('/api/customers', {
    data: {
      email,
      password,
      salutation: 'Mrs.',
      firstName: 'Lena',
      lastName: 'Limit',
      languageTag: language,
    },
  });
  expect(registered.status()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages: sent } = (await outbox.json()) as { messages: Array<{ text: string }> };
      token = sent.map((m) => /emailToken=([\w-]+)/.exec(m.text)?.[1]).find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  expect((await request.get(`/api/customers/email-verification?emailToken=${token}`)).ok()).toBe(
    true,
  );
  return { email, password };
}

// Issue 23: an expiry in 2020 and a buy target above the market were accepted without a word
// until submit, and the default address was asked for only after submit although the only saved
// address could be made the default. Now the form says each while the customer fills it in.
for (const language of languages) {
  test(`the limit-order form says every refusal before submitting and offers the only address as default (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { t, path } = textsOf(language);
    const main = page.locator('main');
    const product = await goldCoin(request);
    const current = await buyPrice(request, product.sku);
    const account = await newCustomer(request, language);
    const formPath = path('productLimitOrder', { slug: product.slug[language] });

    await page.goto(formPath);
    await main.getByRole('link', { name: t('catalog.limitOrder.login') }).click();
    await main.getByLabel(t('account.field.email')).fill(account.email);
    await main
      .getByLabel(t('account.field.password'), { exact: false })
      .first()
      .fill(account.password);
    await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${formPath}$`));

    // One saved address that is not (yet) the default.
    const origin = new URL(page.url()).origin;
    const me = (await (await page.request.get('/api/customers/me')).json()) as { id: string };
    const added = await page.request.put(`/api/customers/${me.id}/address`, {
      headers: { origin },
      data: {
        firstName: 'Lena',
        lastName: 'Limit',
        streetName: 'Graben',
        streetNumber: '1',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
        defaultShipping: false,
        defaultBilling: false,
      },
    });
    expect(added.ok()).toBe(true);
    await page.reload();

    const country = new Intl.DisplayNames([language], { type: 'region' }).of('AT')!;
    const offer = main.getByRole('checkbox', {
      name: t('catalog.limitOrder.address.useOne', {
        address: `Lena Limit, Graben 1, 1010 Wien, ${country}`,
      }),
    });
    await expect(offer).toBeVisible();
    await expect(offer).not.toBeChecked();

    const expiry = main.getByLabel(t('catalog.limitOrder.expiresAt'));
    await expiry.fill('2020-06-01T12:00');
    // Leaving the field (Tab would move between the date's own parts in Chromium).
    await expiry.blur();
    await expect(main.getByText(t('validation.limitOrderExpiry'))).toBeVisible();
    const target = main.getByLabel(t('catalog.limitOrder.targetPrice', { currency: 'EUR' }));
    await target.fill(((current * 1.05) / 100).toFixed(2));
    await target.press('Tab');
    await expect(main.getByText(t('validation.limitOrderBuyTarget'))).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`limit-order-refusals-${language}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Put right, with the address made default by the form: the limit order is placed.
    const ahead = new Date(Date.now() + 7 * 86_400_000);
    const local = new Date(ahead.getTime() - ahead.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await expiry.fill(local);
    await target.fill(((current * 0.9) / 100).toFixed(2));
    await target.press('Tab');
    await expect(main.getByText(t('validation.limitOrderExpiry'))).toHaveCount(0);
    await expect(main.getByText(t('validation.limitOrderBuyTarget'))).toHaveCount(0);
    await offer.check();
    await main.getByRole('button', { name: t('catalog.limitOrder.submit') }).click();
    await expect(main.getByText(/^(Ihre Limit-Order|Your limit order) LO-\d+/)).toBeVisible();
    const after = (await (await page.request.get('/api/customers/me')).json()) as {
      addresses: Array<{ defaultShipping: boolean; defaultBilling: boolean }>;
    };
    expect(after.addresses).toEqual([
      expect.objectContaining({ defaultShipping: true, defaultBilling: true }),
    ]);
  });
}
