import { readFile } from 'node:fs/promises';
import { TOTP } from 'otpauth';
import { expect, hydrated, test, type Page } from '../support/test';
import { expectMail, textsOf } from '../support/shop';

/*
 * A customer's own security (issue 26, item 7): a freshly registered customer turns on two-step
 * sign-in on the account's security page (QR code, key, first code, recovery codes shown once),
 * downloads their data, signs out everywhere and signs in again with the password and a code of
 * the app (a wrong code first). Codes are made from the key the page shows, as an app would.
 */

const password = 'Sicher2025';
const period = 30;

/** The app's code for the time step `step` steps from now (RFC 6238, SHA-1, 6 digits). */
const codeOf = (secret: string, step = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period }).generate({
    timestamp: Date.now() + step * period * 1000,
  });

/** Registers through the shop's edge and opens the activation link from the outbox. */
async function registeredCustomer(page: Page): Promise<string> {
  const email = `e2e-security-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { mail } = textsOf('de');
  const registered = await page.request.post('/api/customers', {
    data: {
      email,
      password,
      salutation: 'Mrs.',
      firstName: 'Erika',
      lastName: 'Probe',
      languageTag: 'de',
    },
  });
  expect(registered.status()).toBe(201);
  const text = await expectMail(page, email, mail('mail.activation.subject'));
  const token = /[?&]emailToken=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token).toBeTruthy();
  const activated = await page.request.get(`/api/customers/email-verification?emailToken=${token}`);
  expect(activated.status()).toBe(200);
  return email;
}

test('a customer turns on the second factor and signs in with a code', async ({ page }) => {
  test.setTimeout(120_000);
  const { t, path } = textsOf('de');
  const email = await registeredCustomer(page);
  const main = page.locator('main');
  const signInForm = async () => {
    await page.goto(`${path('login')}?returnTo=${encodeURIComponent(path('security'))}`);
    await hydrated(page);
    await main.getByLabel(t('account.field.email')).fill(email);
    await main.getByLabel(t('account.field.password'), { exact: false }).first().fill(password);
    await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
  };

  // The password alone signs in while the second factor is off.
  await signInForm();
  await expect(page).toHaveURL(new RegExp(`${path('security')}$`));
  await expect(main.getByRole('heading', { name: t('account.secondFactor.title') })).toBeVisible();

  // Set up: the password, then the QR code and the key, then the app's first code.
  const setUp = main.getByRole('form', { name: t('account.secondFactor.start') });
  await setUp.getByLabel(t('account.field.password')).fill(password);
  await setUp.getByRole('button', { name: t('account.secondFactor.start') }).click();
  await expect(main.getByRole('img', { name: t('account.secondFactor.qr') })).toBeVisible();
  const secret = (await main.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await main.getByLabel(t('account.secondFactor.code')).fill(codeOf(secret));
  await main.getByRole('button', { name: t('account.secondFactor.enable') }).click();
  await expect(main.getByText(t('account.secondFactor.enabled'))).toBeVisible();
  const recoveryCodes = main.getByRole('list', { name: t('account.secondFactor.title') });
  await expect(recoveryCodes.getByRole('listitem')).toHaveCount(10);
  await expect(recoveryCodes.getByRole('listitem').first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

  // The data download: a JSON file of this customer.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: t('account.export.submit') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^aurum-argentum-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    customer: { email: string };
    orders: unknown[];
  };
  expect(data.customer.email).toBe(email);
  expect(data.orders).toEqual([]);

  // This browser is listed; signing out everywhere ends it.
  const sessions = main.getByRole('table', { name: t('account.sessions.title') });
  await expect(sessions.getByText(t('account.sessions.current'), { exact: false })).toBeVisible();
  await main.getByRole('button', { name: t('account.sessions.endAll') }).click();
  await expect(page).toHaveURL(new RegExp(`${path('home')}$`));
  await expect(page.getByText(t('account.sessions.ended'))).toBeVisible();

  // Signing in again asks for the code; a wrong one is refused, the app's next one works.
  await signInForm();
  const codeField = main.getByLabel(t('forms.secondFactor.code'));
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path('login')}`));
  const next = codeOf(secret, 1);
  await codeField.fill(next === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
  await expect(main.getByText(t('error.second_factor_invalid'))).toBeVisible();
  await codeField.fill(next);
  await main.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path('security')}$`));
  await expect(main.getByText(t('account.secondFactor.on', { count: '10' }))).toBeVisible();
});
