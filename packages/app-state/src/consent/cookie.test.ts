import {
  consentChoice,
  consentCookie,
  consentFromCookieHeader,
  isConsentAllowed,
  parseConsent,
  pollConsent,
  serializeConsent,
  type ConsentChoice,
} from './cookie';

const decidedAt = new Date('2026-11-23T10:00:00.000Z');

describe('consent cookie', () => {
  it('round-trips a choice and keeps the necessary group on', () => {
    const choice = consentChoice(['C0003'], decidedAt);
    expect(choice.groups).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: false,
      C0005: false,
    });
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it('is a secure first-party cookie for a year, path /, SameSite lax', () => {
    expect(consentCookie(consentChoice([], decidedAt))).toBe(
      'shopConsent=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0%2CC0005%3A0%7C2026-11-23T10%3A00%3A00.000Z; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('reads the choice from a Cookie header among other cookies, as the edge does', () => {
    const value = serializeConsent(consentChoice(['C0004'], decidedAt));
    const choice = consentFromCookieHeader(`lang=en; shopConsent=${value}; ctTokenLevel=User`);
    expect(isConsentAllowed(choice, 'C0004')).toBe(true);
    expect(isConsentAllowed(choice, 'C0003')).toBe(false);
    expect(consentFromCookieHeader('lang=en')).toBeNull();
  });

  it('treats a malformed or incomplete value as no decision', () => {
    expect(parseConsent('%E0%A4%A')).toBeNull();
    expect(parseConsent(encodeURIComponent('C0001:1,C0002:1|2026-11-23'))).toBeNull();
    expect(
      parseConsent(encodeURIComponent('C0001:1,C0002:1,C0003:1,C0004:1,C0005:2|x')),
    ).toBeNull();
    // Nobody can switch the necessary group off through the cookie.
    const forged = parseConsent(
      encodeURIComponent('C0001:0,C0002:0,C0003:0,C0004:0,C0005:0|2026-11-23T10:00:00Z'),
    );
    expect(forged?.groups.C0001).toBe(true);
  });

  it('allows only the necessary group without a decision', () => {
    expect(isConsentAllowed(null, 'C0001')).toBe(true);
    expect(isConsentAllowed(null, 'C0002')).toBe(false);
  });
});

describe('pollConsent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves true on the first poll after the group is allowed', async () => {
    let current: ConsentChoice | null = null;
    const result = pollConsent('C0003', () => current);
    jest.advanceTimersByTime(300);
    current = consentChoice(['C0003']);
    jest.advanceTimersByTime(100);
    await expect(result).resolves.toBe(true);
  });

  it('gives up after 5 s, polling every 100 ms', async () => {
    const read = jest.fn(() => null);
    const result = pollConsent('C0004', read);
    jest.advanceTimersByTime(4900);
    expect(read).toHaveBeenCalledTimes(50);
    jest.advanceTimersByTime(100);
    await expect(result).resolves.toBe(false);
    jest.advanceTimersByTime(1000);
    expect(read).toHaveBeenCalledTimes(51);
  });
});
