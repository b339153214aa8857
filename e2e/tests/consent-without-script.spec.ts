import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import type { Language, MessageId } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';

/*
 * Issue 27, item 3: the cookie banner is in the server's HTML on a first visit and works before
 * (here: without) the page's scripts: its buttons post a form to the edge, which stores the
 * choice and sends the visitor back to the same page.
 */

const t = (language: Language, id: MessageId) => messages[language][id];

/** A first visit (no consent cookie), welcomed before so nothing else waits for the choice. */
const firstVisit = {
  cookies: [
    {
      name: 'shopWelcomed',
      value: '1',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'shopConsent');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

async function withoutScript<T>(
  browser: Browser,
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: firstVisit });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

const cases: Array<{
  language: Language;
  path: string;
  /** Another page of the same visit. */
  next: string;
  button: MessageId;
  stored: RegExp;
}> = [
  {
    language: 'de',
    path: '/suche?q=gold',
    next: '/shop',
    button: 'consent.rejectAll',
    stored: /^C0001:1,C0002:0,C0003:0,C0004:0,C0005:0\|/,
  },
  {
    language: 'en',
    path: '/en/shop',
    next: '/en/search?q=gold',
    button: 'consent.acceptAll',
    stored: /^C0001:1,C0002:1,C0003:1,C0004:1,C0005:1\|/,
  },
];

for (const { language, path, next, button, stored } of cases)
  test(`${language}: without JavaScript, "${t(language, button)}" stores the choice and returns to ${path}`, async ({
    browser,
    baseURL,
  }) => {
    await withoutScript(browser, async (context) => {
      const page = await context.newPage();
      await page.goto(path);
      const banner = page.getByRole('region', { name: t(language, 'consent.banner.title') });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t(language, 'consent.banner.text'));
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/consent')),
        banner.getByRole('button', { name: t(language, button) }).click(),
      ]);
      expect(answer.status()).toBe(303);
      await page.waitForURL(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(banner).toHaveCount(0);
      expect(await consentCookie(context)).toMatch(stored);
      // Another page of the visit: the server knows the choice, no banner again.
      await page.goto(next);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(banner).toHaveCount(0);
    });
  });

test('the banner with its form is in the HTML the server sends, in German and English', async ({
  playwright,
  baseURL,
}) => {
  // A client of its own without the suite's default cookies, which hold a consent choice.
  const request = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  for (const [language, path] of [
    ['de', '/shop'],
    ['en', '/en/shop'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, language).toContain(t(language, 'consent.banner.title'));
    expect(root, language).toContain('action="/consent" method="post"');
    expect(root, language).toContain(`name="back" value="${path}"`);
    for (const id of ['consent.acceptAll', 'consent.rejectAll'] as const)
      expect(root, `${language} ${id}`).toContain(t(language, id));
  }
  // A returning visitor's page has none.
  const chosen = encodeURIComponent(
    'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0|2026-11-23T00:00:00.000Z',
  );
  const html = await (
    await request.get('/en/shop', { headers: { cookie: `shopConsent=${chosen}` } })
  ).text();
  expect(html).not.toContain('ui-consent-banner');
  await request.dispose();
});
