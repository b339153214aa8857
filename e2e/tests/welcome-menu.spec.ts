import { expect, test } from '../support/test';
import type { Language, MessageId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';

/*
 * Spec 2's CmsMenu and NewShopWelcome modals: the main navigation from the content system (a nav
 * in the header on wide screens, a dialog from the menu button on phones) and the welcome of a
 * first visit, after the cookie choice and only once. Texts: apps/api/src/db/seed/content/about.ts.
 */

const t = (language: Language, id: MessageId) => messages[language][id];

const languages = [
  {
    language: 'de',
    home: '/',
    about: 'Über uns',
    aboutPath: '/ueber-uns',
    stores: 'Filialen',
    storesPath: '/filialen',
    welcomeText: /Schön, dass Sie da sind!/,
  },
  {
    language: 'en',
    home: '/en',
    about: 'About us',
    aboutPath: '/en/about-us',
    stores: 'Stores',
    storesPath: '/en/stores',
    welcomeText: /Good to see you!/,
  },
] as const;

for (const l of languages) {
  test.describe(`main navigation from content (${l.language})`, () => {
    test('wide screens: the content menu is in the header’s server HTML and navigates', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(l.home)).text();
      expect(html).toContain('class="content-menu"');
      expect(html).toContain(`href="${l.aboutPath}"`);
      await page.goto(l.home);
      const nav = page
        .getByRole('banner')
        .getByRole('navigation', { name: t(l.language, 'nav.main') });
      await nav.getByRole('link', { name: l.about }).click();
      await expect(page).toHaveURL(new RegExp(`${l.aboutPath}$`));
    });

    test('phones: the menu button opens the menu as a dialog, by keyboard, and a choice navigates', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(l.home);
      await expect(
        page.getByRole('banner').getByRole('navigation', { name: t(l.language, 'nav.main') }),
      ).toBeHidden();
      const button = page.getByRole('button', { name: t(l.language, 'nav.openMenu') });
      await expect(button).toBeEnabled();
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t(l.language, 'modal.cmsMenu.title') });
      await expect(dialog.getByRole('link', { name: l.stores, exact: true })).toBeVisible();
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await dialog.getByRole('link', { name: l.stores, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.storesPath}$`));
      await expect(dialog).toBeHidden();
      // The header fits the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  });

  test.describe(`welcome to the new shop (${l.language})`, () => {
    // A first visit: neither the cookie choice nor the welcome made yet.
    test.use({ storageState: { cookies: [], origins: [] } });

    test('shows after the cookie choice, once', async ({ page }) => {
      await page.goto(l.home);
      const banner = page.getByRole('region', { name: t(l.language, 'consent.banner.title') });
      const welcome = page.getByRole('dialog', {
        name: t(l.language, 'modal.newShopWelcome.title'),
      });
      await expect(banner).toBeVisible();
      await expect(welcome).toHaveCount(0);
      await banner.getByRole('button', { name: t(l.language, 'consent.rejectAll') }).click();
      await expect(welcome.getByText(l.welcomeText)).toBeVisible();
      await welcome.getByRole('button', { name: t(l.language, 'content.welcome.start') }).click();
      await expect(welcome).toBeHidden();
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      // Give a welcome that would come after hydration the time to show.
      // (The menu button is enabled once hydrated; on a wide screen it is hidden.)
      await expect(
        page.getByRole('button', { name: t(l.language, 'nav.openMenu'), includeHidden: true }),
      ).toBeEnabled();
      await page.waitForTimeout(500);
      await expect(welcome).toHaveCount(0);
    });
  });
}
