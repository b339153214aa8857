import { expect, test, type Page } from '../support/test';
import type { Language } from '@shop/i18n';
import {
  adminWrite,
  expectMail,
  recalculate,
  shop,
  signIn,
  textsOf,
  type ApiProduct,
} from '../support/shop';

/*
 * Availability alerts end to end, in German and English: the signed-in demo customer turns the
 * alert on at two sold-out products (product page), finds both on the account's alerts page and
 * turns one off there; staff restock both (admin stock route) and a forced recalculation runs the
 * notifier: the alert still on mails, the one turned off does not. Each language works on its own
 * products, which are sold out again afterwards.
 */

const languages: Language[] = ['de', 'en'];
/** The seeded individual demo customer (README, Accounts). */
const demo = { email: 'anna.muster@example.com', password: 'DemoKunde2025' };

/** Two products that cannot be bought now, per language: de takes the first two, en the next two. */
type Unavailable = ApiProduct & { availability: 'soldOut' };

async function soldOutPair(page: Page, language: Language): Promise<[Unavailable, Unavailable]> {
  const found: Unavailable[] = [];
  for (const category of [
    'gold-coins',
    'silver-coins',
    'gold-bars',
    'silver-bars',
    'platinum-palladium',
  ]) {
    const response = await page.request.get(`/api/products/search?limit=100&category=${category}`);
    if (!response.ok()) continue;
    const { results } = (await response.json()) as {
      results: Unavailable[];
    };
    found.push(...results.filter((product) => product.availability === 'soldOut'));
  }
  const offset = language === 'de' ? 0 : 2;
  const pair = found.slice(offset, offset + 2);
  if (pair.length < 2) throw new Error('The seeded catalogue has too few unavailable products');
  return pair as [Unavailable, Unavailable];
}

/** Sets a product's units in stock as staff do (admin route); availability follows. */
async function setStock(page: Page, sku: string, quantity: number) {
  expect(await adminWrite(page, 'put', `/admin/products/${sku}/stock`, { quantity })).toBe(200);
}

for (const language of languages) {
  test(`availability alert turned on, listed, mailed once available; turned off, not mailed (${language})`, async ({
    page,
  }) => {
    test.slow();
    const { t, path, mail } = textsOf(language);
    const base = shop('at');
    await page.goto(`${base}${path('home')}`);
    const [kept, dropped] = await soldOutPair(page, language);
    await signIn(page, 'at', language, demo, path('alerts'));

    try {
      for (const product of [kept, dropped]) {
        await page.goto(`${base}${path('product', { slug: product.slug[language] })}`);
        const toggle = page.getByRole('button', { name: t('catalog.availabilityAlert.toggle') });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(
          page.getByText(t('catalog.availabilityAlert.on', { name: product.name[language] })),
        ).toBeVisible();
      }

      // Both on the account's alerts page; one is turned off there.
      await page.goto(`${base}${path('alerts')}`);
      const list = page.getByRole('list', { name: t('account.alerts.availability.title') });
      const switchOf = (product: ApiProduct) =>
        list.getByRole('checkbox', {
          name: t('account.alerts.availability.toggle', { name: product.name[language] }),
        });
      await expect(switchOf(kept)).toBeChecked();
      await expect(switchOf(dropped)).toBeChecked();
      // A switch of the saved state: it changes once the API has answered.
      await switchOf(dropped).click();
      await expect(switchOf(dropped)).not.toBeChecked();
      // Saved: still off when the page is read again.
      await page.reload();
      await expect(switchOf(dropped)).not.toBeChecked();
      await expect(switchOf(kept)).toBeChecked();

      // Back in stock; the notifier runs after the recalculation.
      await setStock(page, kept.sku, 20);
      await setStock(page, dropped.sku, 20);
      await recalculate(page, 0);
      const subject = (product: ApiProduct) =>
        mail('mail.availabilityAlert.subject').replace('{name}', product.name[language]);
      const text = await expectMail(page, demo.email, subject(kept));
      expect(text).toContain(path('product', { slug: kept.slug[language] }));
      // The same pass saw the one turned off: no mail for it.
      const response = await page.request.get(
        `/api/dev/outbox?to=${encodeURIComponent(demo.email)}`,
      );
      const { messages: sent } = (await response.json()) as { messages: { subject: string }[] };
      expect(sent.filter((message) => message.subject === subject(dropped))).toEqual([]);

      // The alert that mailed is done: the alerts page shows it sent and off.
      await page.goto(`${base}${path('alerts')}`);
      await expect(switchOf(kept)).not.toBeChecked();
    } finally {
      // Sold out again, as they were, for the other specs.
      await setStock(page, kept.sku, 0);
      await setStock(page, dropped.sku, 0);
    }
  });
}
