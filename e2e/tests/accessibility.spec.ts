import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { languages, type Language } from '@shop/i18n';
import { badge, choose, product, recalculate, shop, signIn, textsOf } from '../support/shop';

/*
 * Accessible to everyone (issue 27, item 6; WCAG 2.2 A and AA): axe on every page type in both
 * languages, with the cookie banner, each modal open, forms showing their errors and the checkout
 * at each step; every target at least 24 by 24 px; no horizontal scrolling at 320 px; a guest buy
 * checkout by keyboard alone.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 A and AA violations of the page as it is now, one line per rule and node. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`,
    ),
  );
}

async function expectNoViolations(page: Page, what: string) {
  expect.soft(await violations(page), `${what} (${page.url()})`).toEqual([]);
}

/** The public page types of the seeded shop in `language` (scripts/page-types.mjs and more). */
async function publicPages(page: Page, language: Language): Promise<Record<string, string>> {
  const { path } = textsOf(language);
  const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
  const de = language === 'de';
  return {
    home: path('home'),
    shop: path('shop'),
    category: path('shopCategory', { slug: de ? 'goldbarren' : 'gold-bars' }),
    product: path('product', { slug: coin.slug[language] }),
    search: `${path('search')}?q=gold`,
    pricelist: path('pricelist', { slug: 'standard' }),
    content: de ? '/impressum' : '/en/imprint',
    article: path('knowledgeHubArticle', {
      slug: de ? 'was-ist-anlagegold' : 'what-is-investment-gold',
    }),
    stores: path('stores'),
    login: path('login'),
    register: path('register'),
    forgotPassword: path('forgotPassword'),
    orderLookup: path('orderLookup'),
    cart: path('cart'),
  };
}

/** The demo customer of the README (Accounts). */
const demoCustomer = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };

/** The signed-in account pages a customer reaches from the account menu. */
const accountPages = ['account', 'orders', 'addresses', 'profile', 'alerts', 'security'] as const;

/** Puts one coin into the buy cart from its product page; answers the product page's path. */
async function fillCart(page: Page, language: Language): Promise<string> {
  const { t, path } = textsOf(language);
  const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
  const productPath = path('product', { slug: coin.slug[language] });
  await page.goto(productPath);
  await page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t('catalog.cart.add') })
    .click();
  await expect(badge(page, 'buy')).toContainText('1');
  return productPath;
}

/** A page settled enough to be judged: hydrated (goto waits) and its requests done. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main h1').first()).toBeVisible();
}

test.describe('axe finds no WCAG 2.2 A or AA violation', () => {
  test.setTimeout(240_000);

  for (const language of languages) {
    test(`${language}: every public page type, a form with its errors, the cart and every checkout step`, async ({
      page,
    }) => {
      const { t } = textsOf(language);
      for (const [type, path] of Object.entries(await publicPages(page, language))) {
        await visit(page, path);
        await expectNoViolations(page, type);
      }

      // The registration form showing its errors.
      await visit(page, textsOf(language).path('register'));
      await page
        .locator('main')
        .getByRole('button', { name: t('account.register.submit') })
        .click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, 'registration with errors');

      await fillCart(page, language);
      await visit(page, textsOf(language).path('cart'));
      await expectNoViolations(page, 'cart with a line');
      await page.getByRole('link', { name: t('checkout.cart.proceed') }).click();
      await expect(page.getByRole('radio', { name: t('checkout.account.guest') })).toBeVisible();
      await expectNoViolations(page, 'checkout, my data');
      await choose(page, t('checkout.account.guest'));
      // The address form showing its errors.
      await page.getByRole('button', { name: t('checkout.continue') }).click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await expectNoViolations(page, 'checkout, my data with errors');
    });
  }

  test('the cookie banner, its settings, the first-visit welcome and every modal', async ({
    browser,
    baseURL,
  }) => {
    // A first visit: no consent cookie and not welcomed yet.
    const context = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      locale: 'en-GB',
    });
    const page = await context.newPage();
    const t = (id: Parameters<ReturnType<typeof textsOf>['t']>[0]) => textsOf('en').t(id);
    await page.goto('/en', { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: t('consent.banner.title') });
    await expect(banner).toBeVisible();
    await expectNoViolations(page, 'cookie banner');
    await banner.getByRole('button', { name: t('consent.settings') }).click();
    const settings = page.getByRole('dialog', { name: t('consent.dialog.title') });
    await expect(settings).toBeVisible();
    await expectNoViolations(page, 'cookie settings');
    await settings.getByRole('button', { name: t('consent.save') }).click();
    const welcome = page.getByRole('dialog', { name: t('modal.newShopWelcome.title') });
    await expect(welcome).toBeVisible();
    await expectNoViolations(page, 'first-visit welcome');
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();

    await page.locator('.shell-ticker').first().click();
    const rates = page.getByRole('dialog', { name: t('prices.rates.title') });
    await expect(rates.locator('canvas, svg').first()).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page, 'rates chart modal');
    expect.soft(await smallTargets(page, '[role="dialog"]'), 'rates chart modal').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('header-sign-in').click();
    const auth = page.getByRole('dialog', { name: t('modal.auth.title') });
    await expect(auth.getByRole('textbox').first()).toBeVisible();
    await expectNoViolations(page, 'sign-in modal');
    await page.keyboard.press('Escape');

    // A live price update: the prices and the countdown change in place.
    const ticker = page.locator('.shell-ticker').first();
    const before = await ticker.innerText();
    await recalculate(page, 0.004);
    await expect(ticker).not.toHaveText(before, { timeout: 20_000 });
    await expectNoViolations(page, 'after a live price update');

    // Phones: the main navigation is a modal.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('modal.cmsMenu.title') });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, 'menu modal');
    await context.close();
  });

  test('the signed-in account pages', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'at', 'de', demoCustomer, textsOf('de').path('account'));
    for (const language of languages) {
      const { path } = textsOf(language);
      for (const id of accountPages) {
        await visit(page, `${shop('at')}${path(id)}`);
        await expectNoViolations(page, id);
      }
    }
  });
});

/** Every page type of both languages, for the measuring checks below. */
async function allPages(page: Page): Promise<string[]> {
  const pages: string[] = [];
  for (const language of languages) {
    pages.push(...Object.values(await publicPages(page, language)));
    pages.push(textsOf(language).path('checkout', { transactionType: 'buy' }));
  }
  return pages;
}

/**
 * Interactive elements smaller than 24 by 24 px (WCAG 2.5.8). Exempt as in the criterion: links
 * inside running text, and controls whose label (the larger target that works the same) is large
 * enough. Visually hidden elements (a focus target for screen readers only) are no pointer targets.
 */
function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
    const found: string[] = [];
    const root = document.querySelector(scope) ?? document.body;
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (!small(rect)) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const block = element.parentElement?.closest('p, li, td, dd, figcaption, label, span');
        const own = element.textContent?.trim().length ?? 0;
        if (block && (block.textContent?.trim().length ?? 0) > own) continue;
      }
      // A card's name whose link is stretched over the whole card (::after): the card is the target.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') continue;
      if (element instanceof HTMLInputElement && element.labels?.length) {
        if (Array.from(element.labels).some((label) => !small(label.getBoundingClientRect())))
          continue;
      }
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      );
    }
    return found;
  }, within);
}

test('every target is at least 24 by 24 px on every page type, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await fillCart(page, 'de');
  const pages = await allPages(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await visit(page, path);
      expect.soft(await smallTargets(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});

test('every page type fits 320 px (200 % zoom) without horizontal scrolling', async ({ page }) => {
  test.setTimeout(180_000);
  await fillCart(page, 'en');
  const pages = await allPages(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of pages) {
    await visit(page, path);
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      inner: window.innerWidth,
      // The elements that stick out, to name them when the check fails.
      wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    }));
    expect
      .soft(widths.scroll, `${path}: ${widths.wide.join(', ')}`)
      .toBeLessThanOrEqual(widths.inner);
  }
});

/*
 * Keyboard alone: Tab, Shift+Tab, Enter, Space and the arrow keys; no click, no focus() call.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Picks a radio of a group with the arrow keys, as its group takes one Tab stop. */
async function pickRadio(page: Page, radio: Locator) {
  const name = await radio.getAttribute('name');
  const size = await page.locator(`input[type="radio"][name="${name}"]`).count();
  await expect(radio).toBeVisible();
  const inGroup = () =>
    page.evaluate(
      (groupName) =>
        document.activeElement instanceof HTMLInputElement &&
        document.activeElement.name === groupName,
      name,
    );
  for (let presses = 0; presses < 200 && !(await inGroup()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses <= 2 * size; presses += 1) {
    if ((await radio.isChecked()) && (await isFocused(radio))) return;
    // Space checks the focused radio; an arrow moves to the next one and checks it, round the
    // group. A choice the server takes first (shipping, payment) shows once it answered.
    await page.keyboard.press((await isFocused(radio)) ? 'Space' : 'ArrowDown');
    await expect
      .poll(async () => (await radio.isChecked()) && (await isFocused(radio)), { timeout: 3_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await expect(radio).toBeChecked();
}

/** Types into a field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const activeInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Tab and Shift+Tab stay inside `dialog`; Escape closes it and the focus is back on `opener`. */
async function expectTrappedAndReturned(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  expect(await activeInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press(key);
      expect(await activeInside(dialog), `${key} ${presses + 1}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await isFocused(opener)).toBe(true);
}

test('keyboard only: a guest buys a coin from its product page to the confirmation', async ({
  page,
}) => {
  // Every step walked by Tab presses, each a round trip to the browser.
  test.setTimeout(300_000);
  const language = 'en';
  const { t, path } = textsOf(language);
  const coin = await product(page, 'gold-coins', 'Krugerrand 1 oz');
  await page.goto(`${shop('de')}${path('product', { slug: coin.slug[language] })}`, {
    waitUntil: 'networkidle',
  });

  // The rates chart: focus moves in, stays in, and comes back to the ticker.
  const ticker = page.locator('.shell-ticker').first();
  await tabTo(page, ticker);
  await page.keyboard.press('Enter');
  await expectTrappedAndReturned(
    page,
    page.getByRole('dialog', { name: t('prices.rates.title') }),
    ticker,
  );

  // The price bar announces politely: no alert, nothing assertive.
  const priceBar = page.getByRole('region', { name: t('prices.ticker.label') });
  await expect(priceBar.locator('[role="alert"], [aria-live="assertive"]')).toHaveCount(0);
  await expect(priceBar.locator('.shell-countdown [role="status"]')).toHaveAttribute(
    'aria-live',
    'polite',
  );
  // A live price update while the customer is on the add-to-cart button: announced, not focused.
  const add = page
    .getByTestId('cart-actions')
    .first()
    .getByRole('button', { name: t('catalog.cart.add') });
  await tabTo(page, add);
  const before = await ticker.innerText();
  await recalculate(page, -0.004);
  await expect(ticker).not.toHaveText(before, { timeout: 20_000 });
  expect(await isFocused(add)).toBe(true);
  await expect(page.locator('[aria-live="assertive"]')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /price|Preis/i })).toHaveCount(0);

  await page.keyboard.press('Enter');
  await expect(badge(page, 'buy')).toContainText('1');
  await tabTo(page, badge(page, 'buy'), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${path('cart')}(\\?|$)`));
  const proceed = page.getByRole('link', { name: t('checkout.cart.proceed') });
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');

  // Step 1: the guest's e-mail and address.
  await pickRadio(page, page.getByRole('radio', { name: t('checkout.account.guest') }));
  const email = `e2e-keyboard-${Date.now()}@example.com`;
  await typeInto(
    page,
    page.getByLabel(t('checkout.account.email'), { exact: false }).first(),
    email,
  );
  for (const [id, value] of [
    ['forms.address.firstName', 'Anna'],
    ['forms.address.lastName', 'Gruber'],
    ['forms.address.streetName', 'Unter den Linden'],
    ['forms.address.streetNumber', '1'],
    ['forms.address.zipCode', '10117'],
  ] as const) {
    await typeInto(page, page.getByLabel(t(id)).first(), value);
  }
  await typeInto(
    page,
    page.getByLabel(new RegExp(`^${t('forms.address.city')}`)).first(),
    'Berlin',
  );
  await tabTo(page, page.getByRole('button', { name: t('checkout.continue') }));
  await page.keyboard.press('Enter');

  // Step 2: shipping and payment with the arrow keys. axe judges each step on the way.
  await expect(
    page.getByRole('heading', { level: 1, name: t('checkout.step.deliveryPayment') }),
  ).toBeVisible();
  await expectNoViolations(page, 'checkout, delivery and payment');
  await pickRadio(
    page,
    page.getByRole('radio', { name: t('checkout.shipping.insured-shipping'), exact: false }),
  );
  await pickRadio(
    page,
    page.getByRole('radio', { name: t('checkout.payment.bankTransfer'), exact: false }),
  );
  await tabTo(page, page.getByRole('button', { name: t('checkout.continue') }));
  await page.keyboard.press('Enter');

  // Step 3: both consents with Space, then the order.
  const consents = page.getByRole('group', { name: t('checkout.review.consents') });
  await expect(consents).toBeVisible();
  await expectNoViolations(page, 'checkout, review');
  // The quote's countdown is a timer that stays quiet (no announcement every second).
  await expect(page.locator('.checkout-validity[role="timer"]')).toHaveAttribute(
    'aria-live',
    'off',
  );
  for (const id of ['checkout.review.privacy', 'checkout.review.terms'] as const) {
    const box = consents.getByRole('checkbox', { name: t(id).split('<')[0]!.trim() });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const submit = page.getByRole('button', { name: t('checkout.order.submit.buy') });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const confirmed = page.getByRole('heading', { name: t('checkout.confirmation.title.buy') });
  const changed = page.getByRole('dialog', { name: t('checkout.priceConfirm.title') });
  // Prices recalculated meanwhile: the customer confirms the new ones in the dialog, by keyboard.
  for (let round = 0; round < 3; round += 1) {
    await expect(confirmed.or(changed)).toBeVisible({ timeout: 15_000 });
    if (!(await changed.isVisible())) break;
    expect(await activeInside(changed)).toBe(true);
    await expectNoViolations(page, 'checkout, prices changed');
    await tabTo(
      page,
      changed.getByRole('button', { name: t('checkout.priceConfirm.confirm.buy') }),
    );
    await page.keyboard.press('Enter');
    await expect(changed).toBeHidden({ timeout: 15_000 });
  }
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/confirmation\?order=/);
  await expectNoViolations(page, 'checkout, confirmation');
});
