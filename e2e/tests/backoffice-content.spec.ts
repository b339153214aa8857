import { expect, test, type Page } from '@playwright/test';
import { messages } from '@shop/i18n/messages';
import { backoffice, demoOwner, signInStaff } from '../support/staff';

/*
 * The content editor (issue 26, items 4 and 9): the owner edits a block of the Austrian home page
 * in the back-office, sees the draft in the shop's layout in the preview frame while the shop
 * still shows the published page, publishes, and the shop shows the change at once: the edge's
 * rendered page (kept 10 s) is not served after a publish. The block is restored afterwards, as
 * other specs read the home page.
 */

const t = messages.de;
const original = 'Beliebte Goldbarren';
const block = `${t['backoffice.content.type.product-carousel']}`;

async function openHome(staff: Page) {
  await staff.goto(backoffice('/content?folder=at-de'));
  await staff.getByRole('link', { name: t['backoffice.nav.content'] }).click();
  const tree = staff.getByRole('navigation', { name: t['backoffice.content.tree'] });
  await tree
    .getByRole('button')
    .filter({ has: staff.getByText('home', { exact: true }) })
    .click();
  return staff.getByRole('group', { name: new RegExp(`^Block \\d+: ${block}$`) }).first();
}

/** Sets the carousel's headline, saves the draft and (unless only saving) publishes it. */
async function setHeadline(staff: Page, headline: string, publish = true) {
  const carousel = await openHome(staff);
  await carousel.getByLabel(t['backoffice.content.field.headline']).fill(headline);
  await staff.getByRole('button', { name: t['backoffice.content.save'] }).click();
  await expect(staff.getByText(t['backoffice.content.saved'])).toBeVisible();
  if (!publish) return;
  await staff.getByRole('button', { name: t['backoffice.content.publish'] }).click();
  await expect(staff.getByText(t['backoffice.content.published'])).toBeVisible();
}

test('staff edit a home-page block, preview the draft, publish, and the shop shows it at once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-AT',
  });
  const staff = await staffContext.newPage();
  await staff.goto(backoffice('/content?folder=at-de'));
  await signInStaff(staff, demoOwner);
  const shop = await (await browser.newContext({ locale: 'de-AT' })).newPage();
  const changed = `Goldbarren der Woche ${Date.now()}`;
  try {
    // The shop's page as an anonymous visitor gets it, now held by the edge's render cache.
    await shop.goto(`${baseURL}/`);
    await expect(shop.getByRole('heading', { name: original, level: 2 })).toBeVisible();

    await setHeadline(staff, changed, false);
    // The draft in the shop's real layout, in the back-office's frame.
    await staff.getByRole('button', { name: t['backoffice.content.preview'] }).click();
    const frame = staff.frameLocator(`iframe[title="${t['backoffice.content.previewTitle']}"]`);
    await expect(frame.getByRole('heading', { name: changed, level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    await staff.screenshot({ path: test.info().outputPath('content-preview.png') });
    // Not yet in the shop.
    await shop.reload();
    await expect(shop.getByRole('heading', { name: original, level: 2 })).toBeVisible();

    await staff.getByRole('button', { name: t['backoffice.content.publish'] }).click();
    await expect(staff.getByText(t['backoffice.content.published'])).toBeVisible();
    const publishedAt = Date.now();
    await shop.reload();
    await expect(shop.getByRole('heading', { name: changed, level: 2 })).toBeVisible({
      timeout: 5_000,
    });
    // Well within the 10 s an edge keeps a rendered page.
    expect(Date.now() - publishedAt).toBeLessThan(8_000);
    // The server-rendered HTML itself carries it, not only the browser's later read.
    const html = await (await shop.request.get(`${baseURL}/`)).text();
    expect(html).toContain(changed);
  } finally {
    await setHeadline(staff, original);
    await shop.reload();
    await expect(shop.getByRole('heading', { name: original, level: 2 })).toBeVisible();
    await staffContext.close();
  }
});
