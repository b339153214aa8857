import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { messages } from '@shop/i18n/messages';
import { backoffice, demoOwner, signInStaff } from '../support/staff';

/*
 * Maintenance switched at run time (issue 26, items 5 and 9): the owner switches it on in the
 * back-office, every shop page of the edge leads to the maintenance page within 5 seconds while
 * the back-office stays reachable, the owner switches it off and the shop is back within 5
 * seconds. The whole shop is in maintenance meanwhile, so this spec runs in a project of its own
 * after every other (playwright.config.ts), and whatever happens it leaves maintenance off.
 */

const t = messages.de;
/** The edge promises to follow the setting within this. */
const followMs = 5_000;

/** Where the shop's front page (localhost: the Austrian store) leads now, or null. */
async function frontPageLeadsTo(request: APIRequestContext): Promise<string | null> {
  const answer = await request.get('/', { maxRedirects: 0 });
  return answer.status() === 302 ? (answer.headers().location ?? null) : null;
}

/** Switches maintenance through the API with the page's staff session (the cleanup's way). */
async function switchThroughApi(page: Page, inMaintenance: boolean): Promise<number> {
  return page.evaluate(async (on) => {
    const answer = await fetch('/api/staff/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inMaintenance: on }),
    });
    return answer.status;
  }, inMaintenance);
}

test('staff switch maintenance on and off; the shop follows within 5 seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(backoffice('/'));
  await signInStaff(page, demoOwner);
  let switchedOn = false;
  try {
    await page
      .getByRole('navigation', { name: t['backoffice.nav.label'] })
      .getByRole('link', { name: t['backoffice.nav.settings'] })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: t['backoffice.settings.title'] }),
    ).toBeVisible();
    await expect(page.getByText(t['backoffice.settings.maintenance.off'])).toBeVisible();
    expect(await frontPageLeadsTo(request)).toBeNull();

    await page.getByRole('button', { name: t['backoffice.settings.maintenance.switchOn'] }).click();
    const dialog = page.getByRole('dialog', {
      name: t['backoffice.settings.maintenance.switchOn'],
    });
    await expect(dialog).toContainText(t['backoffice.settings.maintenance.confirmOn']);
    switchedOn = true;
    await dialog
      .getByRole('button', { name: t['backoffice.settings.maintenance.switchOn'] })
      .click();
    const switchedAt = Date.now();
    await expect(page.getByText(t['backoffice.settings.maintenance.on'])).toBeVisible();

    await expect
      .poll(() => frontPageLeadsTo(request), { timeout: followMs, intervals: [200] })
      .toBe('/maintenance');
    expect(Date.now() - switchedAt).toBeLessThanOrEqual(followMs);
    // A visitor lands on the maintenance page, answered with 503, in their language.
    const visitor = await page.context().newPage();
    const answer = await visitor.goto('/en/shop/gold-coins');
    expect(new URL(visitor.url()).pathname).toBe('/en/maintenance');
    expect(answer?.status()).toBe(503);
    await expect(
      visitor.getByRole('heading', { name: 'Maintenance: we will be back shortly' }),
    ).toBeVisible();
    await visitor.close();
    // The back-office is no shop page: staff still reach it.
    await page.reload();
    await expect(page.getByText(t['backoffice.settings.maintenance.on'])).toBeVisible();
    // Its change is in the setting's own history.
    await page
      .getByText(/^Änderungen \(\d+\)$/)
      .first()
      .click();
    await expect(
      page.getByText(`${t['backoffice.settings.field.inMaintenance']}: aus → ein`).first(),
    ).toBeVisible();

    await page
      .getByRole('button', { name: t['backoffice.settings.maintenance.switchOff'] })
      .click();
    const off = page.getByRole('dialog', { name: t['backoffice.settings.maintenance.switchOff'] });
    await off.getByRole('button', { name: t['backoffice.settings.maintenance.switchOff'] }).click();
    const reopenedAt = Date.now();
    await expect(page.getByText(t['backoffice.settings.maintenance.off'])).toBeVisible();
    await expect
      .poll(() => frontPageLeadsTo(request), { timeout: followMs, intervals: [200] })
      .toBeNull();
    expect(Date.now() - reopenedAt).toBeLessThanOrEqual(followMs);
    switchedOn = false;
    const home = await request.get('/maintenance', { maxRedirects: 0 });
    expect([home.status(), home.headers().location]).toEqual([302, '/']);
    expect((await request.get('/en/shop/gold-coins')).status()).toBe(200);
  } finally {
    // Never leave the shop in maintenance for whatever runs next.
    if (switchedOn) expect(await switchThroughApi(page, false)).toBe(200);
  }
});
