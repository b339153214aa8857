import { expect, test, type Page } from '../support/test';

/*
 * The token-handler pattern in a real browser: the edge keeps the API's tokens in HttpOnly
 * cookies, so the page's scripts see only the public part of the session.
 */

const tokenCookies = ['ctToken', 'ctRefreshToken'];
const readableCookies = ['ctUserId', 'ctTokenExpiresAt', 'ctTokenLevel'];

/** A call made by the page itself, as the shop's own scripts make it. */
function fetchFromPage(page: Page, path: string, init: { method?: string; json?: unknown } = {}) {
  return page.evaluate(
    async ({ path, method, json }) => {
      const response = await fetch(path, {
        method,
        ...(json === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    { path, method: init.method ?? 'GET', json: init.json },
  );
}

function visibleCookieNames(page: Page) {
  return page.evaluate(() =>
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')[0]),
  );
}

test('the page sees the public session cookies, never the tokens', async ({ page, context }) => {
  await page.goto('/');
  const anonymous = await fetchFromPage(page, '/api/admin/customers/anonymous');
  expect(anonymous.status).toBe(200);
  expect(anonymous.body).toEqual({
    ownerId: expect.any(String),
    expiresAt: expect.any(String),
    level: 'Anonymous',
  });

  const visible = await visibleCookieNames(page);
  expect(visible).toEqual(expect.arrayContaining(readableCookies));
  for (const name of tokenCookies) expect(visible).not.toContain(name);
  expect(await page.evaluate(() => document.cookie)).toContain('ctTokenLevel=Anonymous');

  // All five are stored, Secure even on http://localhost (a potentially trustworthy origin).
  const stored = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  for (const name of [...tokenCookies, ...readableCookies]) {
    expect(stored.get(name)).toMatchObject({
      secure: true,
      sameSite: 'Lax',
      path: '/',
      httpOnly: tokenCookies.includes(name),
    });
  }

  // The page's refresh sends `{}`: the edge fills in the refresh token from its cookie.
  const refreshed = await fetchFromPage(page, '/api/admin/customers/refresh-token', {
    method: 'POST',
    json: {},
  });
  expect(refreshed.status).toBe(200);
  expect(Object.keys(refreshed.body as object).sort()).toEqual(['expiresAt', 'level', 'ownerId']);
  expect(stored.get('ctRefreshToken')?.value).not.toBe(
    (await context.cookies()).find((cookie) => cookie.name === 'ctRefreshToken')?.value,
  );

  // Logout ends the browser's session.
  const logout = await fetchFromPage(page, '/api/customers/logout', { method: 'POST' });
  expect(logout.status).toBe(204);
  expect(await context.cookies()).not.toContainEqual(
    expect.objectContaining({ name: expect.stringMatching(/^ct/) }),
  );
});
