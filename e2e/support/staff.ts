import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { messages } from '@shop/i18n/messages';

/*
 * The dealer's staff in the back-office (issue 25): its host, the demo members of the README and
 * signing them in with a code of their authenticator secret, made here as the app would.
 */

const port = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').port;
/** The back-office host (BACKOFFICE_HOST's default) on the shop's port. */
export const backoffice = (path = '/') => `http://backoffice.localhost:${port()}${path}`;

export interface DemoStaff {
  email: string;
  password: string;
  /** The authenticator secret the README prints (base32). */
  secret: string;
  name: string;
}

export const demoOwner: DemoStaff = {
  email: 'owner@aurum-argentum.example',
  password: 'DemoOwner2025',
  secret: 'FJN3INTAJTSUFR7FVE6SNOT2ETGFYYK5',
  name: 'Olivia Owner',
};

export const demoOrderDesk: DemoStaff = {
  email: 'orderdesk@aurum-argentum.example',
  password: 'DemoDesk2025',
  secret: 'PRF2DJGKTO3IYJ45E3GFEDNVGUL3ZVFZ',
  name: 'Oskar Orderdesk',
};

const period = 30;

/** The member's code for the time step `step` steps from now (RFC 6238, SHA-1, 6 digits). */
export function staffCode(member: DemoStaff, step = 0): string {
  const totp = new TOTP({ secret: member.secret, algorithm: 'SHA1', digits: 6, period });
  return totp.generate({ timestamp: Date.now() + step * period * 1000 });
}

/**
 * Signs `member` in on the back-office's sign-in page (which `page` shows). The API accepts a
 * code once, and a step only after the last it accepted: another journey may have just used
 * this step's code, so a refusal is answered with the next step's (the API allows one step of
 * drift), and then once more after waiting for the step after.
 */
export async function signInStaff(page: Page, member: DemoStaff): Promise<void> {
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'de';
  const t = messages[language];
  await page.getByLabel(t['backoffice.field.email']).fill(member.email);
  await page.getByLabel(t['backoffice.field.password']).fill(member.password);
  for (const step of [0, 1, 2]) {
    if (step === 2) await page.waitForTimeout(period * 1000);
    await page.getByLabel(t['backoffice.field.otp']).fill(staffCode(member, Math.min(step, 1)));
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/staff/session',
      ),
      page.getByRole('button', { name: t['backoffice.signIn.submit'] }).click(),
    ]);
    if (answer.ok()) {
      await expect(page.getByRole('navigation', { name: t['backoffice.nav.label'] })).toBeVisible();
      return;
    }
  }
  throw new Error(`${member.email} could not sign in`);
}
