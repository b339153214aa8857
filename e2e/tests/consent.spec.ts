import { expect, test, type BrowserContext } from '../support/test';
import type { Language, MessageId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';

/*
 * Cookie consent (spec 2, 5): the banner on the first visit, the choice kept in the first-party
 * cookie, and the settings dialog from the footer, keyboard only, in German and English.
 */

const t = (language: Language, id: MessageId) => messages[language][id];

// A first visit: without the consent cookie the other suites start with. Welcomed to the new
// shop before, so its welcome (welcome-menu.spec.ts) does not follow the choice here.
test.use({
  storageState: {
    cookies: [
      {
        name: 'shopWelcomed',
        value: '1',
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  },
});

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'shopConsent');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

test('German: only necessary cookies from the banner, then Functional from the footer dialog by keyboard', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: t('de', 'consent.banner.title') });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('de', 'consent.rejectAll') }).click();
  await expect(banner).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^C0001:1,C0002:0,C0003:0,C0004:0,C0005:0\|/);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(banner).toBeHidden();

  const footerButton = page.getByRole('button', { name: t('de', 'footer.cookieSettings') });
  await footerButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('de', 'consent.dialog.title') });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: t('de', 'consent.group.C0001') }),
  ).toBeDisabled();
  // Focus stays in the dialog however often Tab is pressed.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('checkbox', { name: t('de', 'consent.group.C0003') }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: t('de', 'consent.save') }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(footerButton).toBeFocused();
  expect(await consentCookie(context)).toMatch(/^C0001:1,C0002:0,C0003:1,C0004:0,C0005:0\|/);
});

test('English: accept all from the banner; Escape closes the settings without a change', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: t('en', 'consent.banner.title') });
  await expect(banner).toContainText(t('en', 'consent.banner.text'));
  await banner.getByRole('button', { name: t('en', 'consent.acceptAll') }).click();
  expect(await consentCookie(context)).toMatch(/^C0001:1,C0002:1,C0003:1,C0004:1,C0005:1\|/);
  await page.getByRole('button', { name: t('en', 'footer.cookieSettings') }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'consent.dialog.title') });
  await expect(
    dialog.getByRole('checkbox', { name: t('en', 'consent.group.C0004') }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await consentCookie(context)).toMatch(/^C0001:1,C0002:1,C0003:1,C0004:1,C0005:1\|/);
});
