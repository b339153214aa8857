/** @jest-environment node */
import {
  backofficeOrigins,
  isContentChange,
  previewHeaders,
  previewLocation,
  previewTokenOf,
  storeOrigins,
} from './content-preview';
import { createRenderVersion, renderCacheBypass } from './render/render-cache';

describe('the content editor’s draft preview at the edge', () => {
  it('reads the token of a page request', () => {
    expect(previewTokenOf('/ueber-uns?preview=ab.cd')).toBe('ab.cd');
    expect(previewTokenOf('/en?x=1&preview=ab.cd')).toBe('ab.cd');
    expect(previewTokenOf('/ueber-uns')).toBeNull();
    expect(previewTokenOf('/ueber-uns?preview=')).toBeNull();
  });

  it('keeps preview pages out of the render cache', () => {
    const anonymous = { method: 'GET', cookieHeader: undefined };
    expect(renderCacheBypass({ ...anonymous, url: '/?preview=ab.cd' })).toBe('preview');
    expect(renderCacheBypass({ ...anonymous, url: '/' })).toBeNull();
  });

  it('lets the back-office origins alone frame a preview, kept by no cache', () => {
    const framers = backofficeOrigins(
      ['http://localhost:3000', 'http://at.localhost:3000', 'https://shop.example'],
      'backoffice.localhost',
    );
    expect(framers).toEqual(['http://backoffice.localhost:3000', 'https://backoffice.localhost']);
    const headers = previewHeaders(
      {
        'content-security-policy': "default-src 'self'; frame-ancestors 'self'; form-action 'self'",
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
      },
      framers,
    );
    expect(headers).toEqual({
      'content-security-policy':
        "default-src 'self'; form-action 'self'; frame-ancestors http://backoffice.localhost:3000 https://backoffice.localhost",
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
  });

  it('sends the frame to the store’s shop origin and a path of the shop only', () => {
    const origins = storeOrigins(
      { localhost: 'at', 'at.localhost': 'at', 'ch.localhost': 'ch' },
      new Map([
        ['localhost', 'http://localhost:3000'],
        ['at.localhost', 'http://at.localhost:3000'],
        ['ch.localhost', 'http://ch.localhost:3000'],
      ]),
    );
    expect(origins.get('at')).toBe('http://localhost:3000');
    expect(previewLocation({ store: 'ch', url: '/en/faq?preview=a.b' }, origins)).toBe(
      'http://ch.localhost:3000/en/faq?preview=a.b',
    );
    for (const query of [
      { store: 'ch', url: '//evil.example/?preview=a.b' },
      { store: 'ch', url: '/\\evil.example/?preview=a.b' },
      { store: 'ch', url: 'https://evil.example/?preview=a.b' },
      { store: 'ch', url: '/en/faq' },
      { store: 'de', url: '/faq?preview=a.b' },
      { store: ['ch'], url: '/faq?preview=a.b' },
    ])
      expect(previewLocation(query, origins)).toBeNull();
  });

  it('asks for the content version again at once after a change in the content editor', async () => {
    expect(isContentChange('POST', '/api/staff/content/stories/u-1/publish')).toBe(true);
    expect(isContentChange('POST', '/api/staff/content/stories/u-1/unpublish')).toBe(true);
    expect(isContentChange('POST', '/api/staff/content/stories/u-1/move')).toBe(true);
    expect(isContentChange('DELETE', '/api/staff/content/stories/u-1')).toBe(true);
    expect(isContentChange('GET', '/api/staff/content/stories/u-1')).toBe(false);
    expect(isContentChange('POST', '/api/staff/content/stories/u-1/preview')).toBe(false);
    let version = 1;
    let asked = 0;
    const now = 0;
    const current = createRenderVersion({
      ttlMs: 2000,
      now: () => now,
      fetchVersion: async () => {
        asked += 1;
        return String(version);
      },
    });
    expect(await current()).toBe('1');
    version = 2;
    expect(await current()).toBe('1');
    current.forget();
    expect(await current()).toBe('2');
    expect(asked).toBe(2);
  });
});
