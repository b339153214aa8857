import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { messages } from '@shop/i18n/messages';
import { backoffice, demoOwner, signInStaff } from '../support/staff';

/*
 * Managing staff (issue 25): the owner adds a member to the order desk's group on the Team page
 * and reads their one-time password once; the new member signs in with it, enrols an
 * authenticator app from the secret the page shows, keeps the recovery codes, and sees only what
 * the group grants. Screenshots at 1280 px go to the test's output.
 */

const de = messages.de;

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-AT' });

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('the owner adds an order-desk member, who enrols an authenticator app and sees only the orders', async ({
  page,
  browser,
}) => {
  // Two sign-ins with argon2id and an enrolment: longer than the default on a loaded machine.
  test.setTimeout(120_000);
  const email = `desk-${Date.now()}@aurum-argentum.example`;
  const name = `Erika Neu ${Date.now() % 100000}`;

  await page.goto(backoffice('/'));
  await signInStaff(page, demoOwner);
  await page
    .getByRole('navigation', { name: de['backoffice.nav.label'] })
    .getByRole('link', { name: de['backoffice.nav.staff'] })
    .click();
  await page.getByRole('button', { name: de['backoffice.staff.create'] }).click();
  const dialog = page.getByRole('dialog', { name: de['backoffice.staff.createTitle'] });
  await dialog.getByLabel(de['backoffice.staff.field.name']).fill(name);
  await dialog.getByLabel(de['backoffice.staff.field.email']).fill(email);
  await dialog.getByLabel('Order desk AT/DE').check();
  await dialog.getByRole('button', { name: de['backoffice.staff.save'] }).click();

  const created = page.getByRole('dialog', { name: de['backoffice.staff.created.title'] });
  const password = await created.getByLabel(de['backoffice.staff.created.password']).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await screenshot(page, 'member-created-de');
  await created.getByRole('button', { name: de['backoffice.staff.close'] }).first().click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(name);

  // The new member, in a browser of their own: password, no code yet, so the app is enrolled.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  await member.goto(backoffice('/'));
  await member.getByLabel(de['backoffice.field.email']).fill(email);
  await member.getByLabel(de['backoffice.field.password']).fill(password);
  await member.getByRole('button', { name: de['backoffice.signIn.submit'] }).click();
  const secret = (await member.getByTestId('enrolment-secret').innerText()).replace(/\s+/g, '');
  await expect(member.getByRole('img', { name: de['backoffice.enrol.qr'] })).toBeVisible();
  await screenshot(member, 'enrolment-de');

  // A wrong first code is refused in German and enrols nothing.
  await member.getByLabel(de['backoffice.field.firstOtp']).fill('000000');
  await member.getByRole('button', { name: de['backoffice.enrol.submit'] }).click();
  await expect(member.getByRole('alert')).toBeVisible();

  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  await member.getByLabel(de['backoffice.field.firstOtp']).fill(totp.generate());
  await member.getByRole('button', { name: de['backoffice.enrol.submit'] }).click();
  const codes = member.getByRole('list', { name: de['backoffice.recovery.codes'] });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await member.getByLabel(de['backoffice.recovery.saved']).check();
  await member.getByRole('button', { name: de['backoffice.recovery.continue'] }).click();

  const nav = member.getByRole('navigation', { name: de['backoffice.nav.label'] });
  await expect(nav.getByRole('link', { name: de['backoffice.nav.orders'] })).toBeVisible();
  await expect(nav.getByRole('link', { name: de['backoffice.nav.staff'] })).toHaveCount(0);
  await screenshot(member, 'member-home-de');

  // The Team page is not theirs, even by its address.
  await member.goto(backoffice('/staff'));
  await expect(member.getByRole('link', { name: de['backoffice.nav.staff'] })).toHaveCount(0);
  await expect(member.getByRole('heading', { name: de['backoffice.staff.title'] })).toHaveCount(0);
  await context.close();
});
