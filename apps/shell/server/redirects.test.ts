/** @jest-environment node */
import { maintenanceRedirect } from './maintenance';
import { canonicalRedirect, sameSitePath } from './redirects';
import { rootLanguage } from './root-language';

const SHOP = 'http://localhost:3000';

/** Paths an attacker would try to turn a redirect into a link to another site. */
const nastyPaths = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '\\\\evil.example/',
  '/\\\\evil.example',
  '/%2F/evil.example/',
  '/%2f%2fevil.example/',
  '/%5C%5Cevil.example/',
  '/%5c/evil.example/',
  '/%2F%5Cevil.example',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n//evil.example/',
  '/ /evil.example/',
  '/\u0000/evil.example/',
  '//evil.example/news/articles',
  '//evil.example\\@localhost:3000/',
  '/http://evil.example/',
  '/https:evil.example/',
  '/javascript:alert(1)/',
  '//%65vil.example/',
  '/.//evil.example/',
  '/./\\evil.example/',
];

/** How browsers and proxies read a Location; its origin must remain the shop's. */
function staysOnSite(location: string): void {
  expect(new URL(location, SHOP).origin).toBe(SHOP);
  // The same after one round of percent-decoding, which some clients and proxies apply.
  expect(new URL(decodeURIComponent(location), SHOP).origin).toBe(SHOP);
  expect(location.startsWith('/')).toBe(true);
  expect(location).not.toMatch(/^\/[/\\]/);
}

describe('canonical redirects never leave the site', () => {
  it.each(nastyPaths)('%j', (path) => {
    for (const search of ['', '?a=1', '?//evil.example', '?next=http://evil.example/']) {
      const location = canonicalRedirect(path, search);
      // Each of them is redirected (its leading part is not canonical), and stays on site.
      expect(location).not.toBeNull();
      staysOnSite(location ?? '');
    }
  });

  it('keeps the redirects it exists for', () => {
    expect(canonicalRedirect('//evil.example/', '')).toBe('/evil.example');
    expect(canonicalRedirect('/\\/evil.example/', '')).toBe('/evil.example');
    expect(canonicalRedirect('/shop/', '?sort=price')).toBe('/shop?sort=price');
    expect(canonicalRedirect('//news/articles/', '')).toBe('/news');
    expect(canonicalRedirect('/shop', '')).toBeNull();
    expect(canonicalRedirect('/', '?x=1')).toBeNull();
  });

  it('makes any path a same-site Location', () => {
    for (const path of [...nastyPaths, '', '/', 'relative', '\\', '%2F', '/ok/path'])
      staysOnSite(sameSitePath(path));
    expect(sameSitePath('/ok/path')).toBe('/ok/path');
  });
});

describe('maintenance and language redirects only go to the route table', () => {
  it.each(nastyPaths)('%j', (path) => {
    for (const inMaintenance of [true, false]) {
      const location = maintenanceRedirect(path, inMaintenance);
      if (location !== null) staysOnSite(location);
    }
  });

  it.each(['?lang=en&x=//evil.example', '?lang=en&next=%2F%2Fevil.example', '?lang=en&\\=\\'])(
    'the root with %j',
    (search) => {
      const { location } = rootLanguage({
        store: 'at',
        search,
        cookieHeader: undefined,
        acceptLanguage: undefined,
      });
      expect(location).toMatch(/^\/en(\?|$)/);
      staysOnSite(location ?? '');
    },
  );
});
