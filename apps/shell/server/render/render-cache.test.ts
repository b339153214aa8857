import { buildPath, getRoute } from '@shop/i18n';
import { consentChoice } from '@shop/app-state';
import {
  createRenderCache,
  createRenderVersion,
  renderCacheBypass,
  renderCacheKey,
  renderVersionOf,
  type RenderCacheKeyInput,
} from './render-cache';

const shop = buildPath(getRoute('shop'), 'de');
const base: RenderCacheKeyInput = {
  origin: 'http://localhost:3000',
  store: 'at',
  url: shop,
  consent: null,
  version: renderVersionOf({ prices: '2026-11-23T10:00:00.000Z', content: 'c1' })!,
};

describe('renderCacheKey', () => {
  it('differs by store, host, language, path, query string, consent choice, prices, content and catalogue', () => {
    const key = renderCacheKey(base);
    const variants: Array<Partial<RenderCacheKeyInput>> = [
      { store: 'de', origin: 'http://de.localhost:3000' },
      { origin: 'https://shop.example' },
      { url: buildPath(getRoute('shop'), 'en') },
      { url: `${shop}?page=2` },
      { consent: consentChoice([]) },
      { consent: consentChoice(['C0002']) },
      { version: renderVersionOf({ prices: '2026-11-23T10:05:00.000Z', content: 'c1' })! },
      { version: renderVersionOf({ prices: '2026-11-23T10:00:00.000Z', content: 'c2' })! },
      {
        version: renderVersionOf({
          prices: '2026-11-23T10:00:00.000Z',
          content: 'c1',
          catalogue: 'k2',
        })!,
      },
    ];
    const keys = variants.map((variant) => renderCacheKey({ ...base, ...variant }));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
  });

  it('is one key for every visitor of the same choice, whenever they decided', () => {
    const monday = consentChoice(['C0002'], new Date('2026-11-23T08:00:00Z'));
    const friday = consentChoice(['C0002'], new Date('2026-11-27T18:00:00Z'));
    expect(renderCacheKey({ ...base, consent: monday })).toBe(
      renderCacheKey({ ...base, consent: friday }),
    );
  });
});

describe('renderCacheBypass', () => {
  const anonymous = { method: 'GET', url: shop, cookieHeader: 'lang=de; shopConsent=x' };

  it('lets anonymous requests for public pages use the cache', () => {
    expect(renderCacheBypass(anonymous)).toBeNull();
    expect(renderCacheBypass({ ...anonymous, cookieHeader: undefined })).toBeNull();
  });

  it('bypasses it for every session cookie', () => {
    for (const name of [
      'ctToken',
      'ctRefreshToken',
      'ctUserId',
      'ctTokenExpiresAt',
      'ctTokenLevel',
    ])
      expect(renderCacheBypass({ ...anonymous, cookieHeader: `lang=de; ${name}=abc` })).toBe(
        'session',
      );
  });

  it('bypasses it for cart, checkout and account pages, and for other methods', () => {
    const urls = [
      buildPath(getRoute('cart'), 'en'),
      buildPath(getRoute('checkout'), 'de', { transactionType: 'buy' }),
      buildPath(getRoute('login'), 'en'),
    ];
    for (const url of urls) expect(renderCacheBypass({ ...anonymous, url })).toBe('personal');
    expect(renderCacheBypass({ ...anonymous, method: 'POST' })).toBe('method');
  });
});

describe('createRenderCache', () => {
  const page = (text: string) => ({ status: 200, html: Buffer.from(text) });

  it('serves a page until its time is up', () => {
    let now = 0;
    const cache = createRenderCache({
      maxEntries: 10,
      maxBytes: 1000,
      ttlMs: 10_000,
      now: () => now,
    });
    cache.set('a', page('<p>a</p>'));
    now = 9_999;
    expect(cache.get('a')?.html.toString()).toBe('<p>a</p>');
    now = 10_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used page beyond its entries or bytes', () => {
    const cache = createRenderCache({ maxEntries: 2, maxBytes: 10, ttlMs: 10_000 });
    cache.set('a', page('aaa'));
    cache.set('b', page('bbb'));
    expect(cache.get('a')).not.toBeNull();
    cache.set('c', page('ccc'));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    cache.set('d', page('dddddddd'));
    expect(cache.size).toBe(1);
    expect(cache.get('d')).not.toBeNull();
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeNull();
  });

  it('compresses a page once per encoding, and clears', () => {
    const cache = createRenderCache({ maxEntries: 2, maxBytes: 10_000, ttlMs: 10_000 });
    cache.set('a', page('<p>same</p>'.repeat(100)));
    const br = cache.encoded('a', 'br');
    expect(br?.length).toBeLessThan(1100);
    expect(cache.encoded('a', 'br')).toBe(br);
    cache.clear();
    expect(cache.encoded('a', 'gzip')).toBeNull();
  });
});

describe('createRenderVersion', () => {
  it('asks the API at most once per interval and learns a change after it', async () => {
    let now = 0;
    let sheet = '2026-11-23T10:00:00.000Z';
    const fetchVersion = jest.fn(async () => sheet);
    const version = createRenderVersion({ fetchVersion, ttlMs: 2000, now: () => now });
    expect(await Promise.all([version(), version()])).toEqual([sheet, sheet]);
    sheet = '2026-11-23T10:05:00.000Z';
    now = 1999;
    expect(await version()).toBe('2026-11-23T10:00:00.000Z');
    now = 2000;
    expect(await version()).toBe('2026-11-23T10:05:00.000Z');
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('knows no version while the API does not answer', async () => {
    const version = createRenderVersion({
      fetchVersion: () => Promise.reject(new Error('ECONNREFUSED')),
      ttlMs: 2000,
    });
    expect(await version()).toBeNull();
  });

  it('has no version before the first price recalculation', () => {
    expect(renderVersionOf({ prices: null, content: 'c1' })).toBeNull();
  });
});
