import {
  captureUtmParams,
  keptUtmParams,
  utmLifetimeMs,
  utmParamsOf,
  utmStorageKey,
} from './utm-session';

/** A storage like the browser's localStorage, per test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const landing = new Date('2026-11-01T10:00:00Z');
const later = (ms: number) => new Date(landing.getTime() + ms);

describe('UTM values of the visit', () => {
  it('keeps only the six utm_* keys of the landing URL', () => {
    expect(
      utmParamsOf(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&utm_term=gold&utm_content=banner&utm_id=42&gclid=abc&utm_foo=x&q=1',
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'herbst',
      utm_term: 'gold',
      utm_content: 'banner',
      utm_id: '42',
    });
    expect(utmParamsOf('?q=gold&utm_source=')).toBeNull();
  });

  it('leaves out a value the order would refuse', () => {
    expect(utmParamsOf(`?utm_source=ok&utm_term=${'x'.repeat(201)}`)).toEqual({
      utm_source: 'ok',
    });
  });

  it('keeps them for 30 days and forgets them after', () => {
    const storage = memoryStorage();
    captureUtmParams('?utm_source=newsletter', landing, storage);
    expect(keptUtmParams(later(utmLifetimeMs - 1), storage)).toEqual({ utm_source: 'newsletter' });
    expect(utmLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
    expect(keptUtmParams(later(utmLifetimeMs), storage)).toBeNull();
    expect(storage.items.has(utmStorageKey)).toBe(false);
  });

  it('lets the latest landing with UTM values win, whole, and a landing without them keep them', () => {
    const storage = memoryStorage();
    captureUtmParams('?utm_source=newsletter&utm_campaign=herbst', landing, storage);
    captureUtmParams('?q=gold', later(1000), storage);
    expect(keptUtmParams(later(2000), storage)).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'herbst',
    });
    captureUtmParams('?utm_source=google', later(utmLifetimeMs - 1000), storage);
    // The new landing starts its own 30 days and does not mix with the old campaign.
    expect(keptUtmParams(later(utmLifetimeMs + 1000), storage)).toEqual({ utm_source: 'google' });
  });

  it('reads nothing from a damaged entry or without storage', () => {
    const storage = memoryStorage();
    storage.setItem(utmStorageKey, '{not json');
    expect(keptUtmParams(landing, storage)).toBeNull();
    storage.setItem(utmStorageKey, JSON.stringify({ params: { gclid: 'x' }, expiresAt: 1e15 }));
    expect(keptUtmParams(landing, storage)).toBeNull();
    expect(keptUtmParams(landing, null)).toBeNull();
    expect(() => captureUtmParams('?utm_source=x', landing, null)).not.toThrow();
  });
});
