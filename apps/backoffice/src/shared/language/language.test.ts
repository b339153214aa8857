import { browserLanguage, localeOf } from './language';

describe('the back-office language', () => {
  it('follows an English browser before sign-in, German otherwise', () => {
    expect(browserLanguage(['en-US', 'de'])).toBe('en');
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage([])).toBe('de');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('de')).toBe('de-AT');
  });
});
