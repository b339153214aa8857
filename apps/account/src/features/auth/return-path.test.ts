import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to the interrupted page, in the language of the login page', () => {
    expect(returnPath('/my-account/kundenkonto/adressen', 'de')).toBe(
      '/my-account/kundenkonto/adressen',
    );
    expect(returnPath('/my-account/kundenkonto/adressen', 'en')).toBe('/en/my-account/addresses');
    expect(returnPath('/en/my-account/orders?page=2', 'en')).toBe('/en/my-account/orders?page=2');
  });

  it('never leaves the shop', () => {
    for (const raw of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'x', null])
      expect(returnPath(raw, 'de')).toBeNull();
  });
});
