/** @jest-environment node */
import { parseStoreHostMap } from '@shop/i18n';
import { crossSiteRefusal, isShopOrigin, type RequestOrigin } from './csrf';

const hosts = parseStoreHostMap('shop.example.ch=ch,shop.example.com=us,localhost=at');

describe('isShopOrigin', () => {
  it.each([
    ['https://shop.example.ch', 'https', 'shop.example.ch', true],
    // A page of the other store is the shop's too.
    ['https://shop.example.com', 'https', 'shop.example.ch', true],
    // Default ports are implied on both sides.
    ['https://shop.example.ch', 'https', 'shop.example.ch:443', true],
    ['http://localhost:3000', 'http', 'localhost:3000', true],
    ['HTTP://LOCALHOST:3000', 'http', 'localhost:3000', true],
    ['http://localhost:3001', 'http', 'localhost:3000', false],
    ['http://shop.example.ch', 'https', 'shop.example.ch', false],
    // A Host the map does not know lends no trust to its own origin (DNS rebinding).
    ['https://evil.example', 'https', 'evil.example', false],
    ['https://shop.example.ch.evil.example', 'https', 'shop.example.ch', false],
    ['https://shop.example.ch/path', 'https', 'shop.example.ch', false],
    ['null', 'https', 'shop.example.ch', false],
    ['', 'https', 'shop.example.ch', false],
    ['https://shop.example.ch', 'https', 'bad host', false],
  ])('%s on %s://%s -> %s', (origin, protocol, host, expected) => {
    expect(isShopOrigin(origin, { protocol, host }, hosts)).toBe(expected);
  });
});

describe('crossSiteRefusal', () => {
  const request = (overrides: Partial<RequestOrigin>): RequestOrigin => ({
    method: 'POST',
    upgrade: false,
    issuesSession: false,
    origin: undefined,
    secFetchSite: undefined,
    secFetchMode: undefined,
    secFetchDest: undefined,
    hasSessionCookie: true,
    protocol: 'https',
    host: 'shop.example.ch',
    ...overrides,
  });

  it('never refuses reads', () => {
    expect(
      crossSiteRefusal(request({ method: 'GET', origin: 'https://evil.example' }), hosts),
    ).toBe(null);
  });

  it('refuses a socket handshake only for a foreign Origin', () => {
    const handshake = { method: 'GET', upgrade: true };
    expect(
      crossSiteRefusal(request({ ...handshake, origin: 'https://evil.example' }), hosts)?.code,
    ).toBe('origin_not_allowed');
    expect(
      crossSiteRefusal(request({ ...handshake, origin: 'https://shop.example.com' }), hosts),
    ).toBe(null);
    expect(crossSiteRefusal(request(handshake), hosts)).toBe(null);
  });

  describe('of the GET that issues a session', () => {
    const issue = (overrides: Partial<RequestOrigin>) =>
      crossSiteRefusal(request({ method: 'GET', issuesSession: true, ...overrides }), hosts);
    /** A fetch of the shop's own script: same origin, no Origin on a GET. */
    const ownFetch = { secFetchSite: 'same-origin', secFetchMode: 'cors', secFetchDest: 'empty' };

    it("passes the shop's own fetch, and a client without Fetch Metadata", () => {
      expect(issue(ownFetch)).toBe(null);
      expect(issue({ ...ownFetch, origin: 'https://shop.example.ch' })).toBe(null);
      expect(issue({ hasSessionCookie: false })).toBe(null);
    });

    it.each([
      ['a link or image of another site', { secFetchSite: 'cross-site' }],
      ['a page of a sibling host', { secFetchSite: 'Same-Site' }],
      ['a navigation, even one typed', { secFetchSite: 'none', secFetchMode: 'navigate' }],
      [
        'a picture of the shop itself',
        { ...ownFetch, secFetchMode: 'no-cors', secFetchDest: 'image' },
      ],
      ['a top-level document', { secFetchDest: 'document' }],
      ['a foreign Origin', { ...ownFetch, origin: 'https://evil.example' }],
    ])('refuses %s, with or without cookies', (_case, overrides) => {
      for (const hasSessionCookie of [true, false])
        expect(issue({ ...overrides, hasSessionCookie })).toMatchObject({
          code: 'origin_not_allowed',
          statusCode: 403,
        });
    });
  });

  it('asks Sec-Fetch-Site of a write without Origin only when it carries the session', () => {
    expect(crossSiteRefusal(request({ secFetchSite: 'Same-Origin' }), hosts)).toBe(null);
    expect(crossSiteRefusal(request({ secFetchSite: 'same-site' }), hosts)?.statusCode).toBe(403);
    expect(crossSiteRefusal(request({ hasSessionCookie: false }), hosts)).toBe(null);
  });
});
