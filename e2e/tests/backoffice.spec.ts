import { expect, test, type Page } from '@playwright/test';
import { messages } from '@shop/i18n/messages';
import { baseURL } from '../playwright.config';
import { backoffice, demoOwner, signInStaff, staffCode } from '../support/staff';

/*
 * The back-office host (issue 25): its own page, which loads no shop remote, its strict policy,
 * the owner signing in with a code of the README's authenticator secret, the frame in German and
 * English, the audit log naming the sign-in, and the staff cookie kept to the back-office host.
 * Screenshots at 1280 px go to the test's output.
 */

const de = messages.de;
const en = messages.en;

test.use({ viewport: { width: 1280, height: 900 }, locale: 'de-AT' });

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('the owner signs in with a code, reads the frame in German and English, and finds the sign-in in the audit log', async ({
  page,
  context,
}) => {
  // Signing in may wait for the authenticator's next time step (support/staff.ts).
  test.setTimeout(90_000);
  const shopPort = Number(new URL(baseURL).port);
  const remotePorts = [1, 2, 3, 4].map((offset) => `:${shopPort + offset}/`);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const answer = await page.goto(backoffice('/'));
  const policy = answer!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { name: de['backoffice.signIn.title'] })).toBeVisible();
  await screenshot(page, 'sign-in-de');

  await signInStaff(page, demoOwner, { fresh: true });
  await expect(
    page.getByRole('heading', {
      name: de['backoffice.home.title'].replace('{name}', demoOwner.name),
    }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: de['backoffice.nav.label'] });
  await expect(nav.getByRole('link', { name: de['backoffice.nav.audit'] })).toBeVisible();
  await expect(nav.getByRole('link', { name: de['backoffice.nav.whistleblow'] })).toBeVisible();
  await screenshot(page, 'home-de');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', {
      name: en['backoffice.home.title'].replace('{name}', demoOwner.name),
    }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: en['backoffice.nav.label'] })
    .getByRole('link', { name: en['backoffice.nav.audit'] })
    .click();
  await expect(
    page.getByRole('heading', { name: en['backoffice.audit.title'], exact: true }),
  ).toBeVisible();
  await page.getByLabel(en['backoffice.audit.action']).fill('staff.signedIn');
  await page.getByRole('button', { name: en['backoffice.audit.apply'], exact: true }).click();
  const signIn = page.getByRole('row').filter({ hasText: demoOwner.email }).first();
  await expect(signIn).toContainText('staff.signedIn');
  await screenshot(page, 'audit-en');

  // The page loaded no shop remote and called no shop API; the token stayed at the edge.
  expect(requested.filter((url) => remotePorts.some((remote) => url.includes(remote)))).toEqual([]);
  expect(
    requested.filter(
      (url) => url.includes('/api/') && !new URL(url).pathname.startsWith('/api/staff/'),
    ),
  ).toEqual([]);
  const [cookie, ...others] = await context.cookies(backoffice('/'));
  expect(others).toEqual([]);
  expect(cookie).toMatchObject({
    name: 'staffSession',
    domain: 'backoffice.localhost',
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
  });
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // No shop host gets the staff cookie or serves the staff API.
  expect(await context.cookies(baseURL)).not.toContainEqual(
    expect.objectContaining({ name: 'staffSession' }),
  );
  const shopAnswer = await page.request.get(`${baseURL}/api/staff/me`);
  expect(shopAnswer.status()).toBe(404);

  // Signing out ends the session at the edge too.
  await page.getByRole('button', { name: en['backoffice.signOut'] }).click();
  await expect(page.getByText(en['backoffice.signIn.signedOut'])).toBeVisible();
  expect(await context.cookies(backoffice('/'))).toEqual([]);
});

test('a wrong code is refused in the page language', async ({ page }) => {
  await page.goto(backoffice('/'));
  await page.getByLabel(de['backoffice.field.email']).fill(demoOwner.email);
  await page.getByLabel(de['backoffice.field.password']).fill(demoOwner.password);
  // A code of another time: not this step's, nor one either side of it.
  await page.getByLabel(de['backoffice.field.otp']).fill(staffCode(demoOwner, 10));
  await page.getByRole('button', { name: de['backoffice.signIn.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(de['backoffice.signIn.failed']);
  await expect(page.getByLabel(de['backoffice.field.otp'])).toBeFocused();
  await screenshot(page, 'wrong-code-de');
});
