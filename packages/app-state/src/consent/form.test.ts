import { consentBackPath, consentOfFormChoice } from './form';
import { parseConsent, serializeConsent } from './cookie';

describe('consentOfFormChoice', () => {
  const at = new Date('2026-11-28T12:00:00.000Z');

  it('turns "all" into every group and "necessary" into the necessary one only', () => {
    expect(consentOfFormChoice('all', at)).toEqual({
      groups: { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true },
      decidedAt: '2026-11-28T12:00:00.000Z',
    });
    expect(consentOfFormChoice('necessary', at)?.groups).toEqual({
      C0001: true,
      C0002: false,
      C0003: false,
      C0004: false,
      C0005: false,
    });
  });

  it('gives the cookie value the page itself writes', () => {
    const choice = consentOfFormChoice('necessary', at);
    expect(choice).not.toBeNull();
    expect(parseConsent(serializeConsent(choice!))).toEqual(choice);
  });

  it('knows no other value', () => {
    for (const value of ['', 'ALL', 'settings', 'C0002', null, undefined])
      expect(consentOfFormChoice(value, at)).toBeNull();
  });
});

describe('consentBackPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(consentBackPath('/')).toBe('/');
    expect(consentBackPath('/en/search?q=gold&page=2')).toBe('/en/search?q=gold&page=2');
  });

  it('refuses another host, a relative or empty path and control characters', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'shop',
      '',
      null,
      undefined,
      '/a\r\nSet-Cookie: x=1',
      `/${'a'.repeat(2048)}`,
    ])
      expect(consentBackPath(value)).toBeNull();
  });
});
