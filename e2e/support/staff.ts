import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Cookie, type Page } from '@playwright/test';
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

/** Files this run's journeys share across workers, one set per shop (its port). */
const shared = (name: string) => join(tmpdir(), `shop-e2e-staff-${port()}-${name}`);

/** Runs `body` under a lock of all workers (an atomic mkdir); a lock left by a killed worker goes. */
async function exclusively<T>(body: () => T): Promise<T> {
  const lock = shared('lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5_000) rmSync(lock, { recursive: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(50);
    }
  }
  try {
    return body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * A time step of `member` no journey of this run has used yet, once it can be used: the API takes
 * each step once, and at most one step ahead of its clock, so journeys that sign the same member
 * in take turns instead of guessing, which the API counts as failed sign-ins.
 */
async function claimStep(member: DemoStaff): Promise<number> {
  const step = await exclusively(() => {
    const claims = readJson<Record<string, number>>(shared('steps.json'), {});
    const next = Math.max(stepOf(Date.now()), (claims[member.email] ?? -1) + 1);
    writeFileSync(shared('steps.json'), JSON.stringify({ ...claims, [member.email]: next }));
    return next;
  });
  while (step > stepOf(Date.now()) + 1) await sleep(500);
  return step;
}

/**
 * Signs `member` in on the back-office's sign-in page (which `page` shows). Journeys share one
 * session per member (its cookie, kept for this run), since the API takes one code per 30 s: only
 * the first signs in with a code, and `fresh` journeys (those about signing in) always do.
 */
export async function signInStaff(
  page: Page,
  member: DemoStaff,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const language = (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'de';
  const t = messages[language];
  const navigation = page.getByRole('navigation', { name: t['backoffice.nav.label'] });
  const sessionFile = shared(`session-${member.email}.json`);
  const session = fresh ? null : readJson<Cookie[] | null>(sessionFile, null);
  if (session) {
    await page.context().addCookies(session);
    await page.reload();
    // A session of an earlier run on the same port (another database) is not known: sign in.
    const signInForm = page.getByLabel(t['backoffice.field.email']);
    await expect(navigation.or(signInForm)).toBeVisible();
    if (await navigation.isVisible()) return;
  }
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
  await expect(navigation).toBeVisible();
  if (!fresh) writeFileSync(sessionFile, JSON.stringify(await page.context().cookies(page.url())));
}
