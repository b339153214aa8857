import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const stepOf = (time: number) => Math.floor(time / (period * 1000));

/** The member's code for the time step `step` steps from now (RFC 6238, SHA-1, 6 digits). */
export function staffCode(member: DemoStaff, step = 0): string {
  return codeOfStep(member, stepOf(Date.now()) + step);
}

function codeOfStep(member: DemoStaff, step: number): string {
  const totp = new TOTP({ secret: member.secret, algorithm: 'SHA1', digits: 6, period });
  return totp.generate({ timestamp: step * period * 1000 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The steps this run's journeys took, per member, shared by the workers (one file per shop). */
const claimedSteps = () => join(tmpdir(), `shop-e2e-staff-steps-${port()}`);

/**
 * A time step of `member` no journey of this run has used yet: the API takes each step once, and
 * at most one step ahead of its clock, so journeys that sign the same member in take turns
 * (waiting for the next step where both are used) instead of guessing, which the API counts as
 * failed sign-ins. Workers share the claims in a file, under a lock (an atomic mkdir).
 */
async function claimStep(member: DemoStaff): Promise<number> {
  const base = claimedSteps();
  const lock = `${base}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 1200) throw error;
      await sleep(100);
    }
  }
  try {
    let claims: Record<string, number> = {};
    try {
      claims = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as Record<string, number>;
    } catch {
      // The first claim of this run.
    }
    const step = Math.max(stepOf(Date.now()), (claims[member.email] ?? -1) + 1);
    while (step > stepOf(Date.now()) + 1) await sleep(500);
    writeFileSync(`${base}.json`, JSON.stringify({ ...claims, [member.email]: step }));
    return step;
  } finally {
    rmdirSync(lock);
  }
}

/**
 * Signs `member` in on the back-office's sign-in page (which `page` shows), with the code of a
 * time step no other journey of this run has used (claimStep).
 */
export async function signInStaff(page: Page, member: DemoStaff): Promise<void> {
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'de';
  const t = messages[language];
  await page.getByLabel(t['backoffice.field.email']).fill(member.email);
  await page.getByLabel(t['backoffice.field.password']).fill(member.password);
  await page
    .getByLabel(t['backoffice.field.otp'])
    .fill(codeOfStep(member, await claimStep(member)));
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/staff/session',
    ),
    page.getByRole('button', { name: t['backoffice.signIn.submit'] }).click(),
  ]);
  expect(answer.ok(), `${member.email} signs in`).toBe(true);
  await expect(page.getByRole('navigation', { name: t['backoffice.nav.label'] })).toBeVisible();
}
