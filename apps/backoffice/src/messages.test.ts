import { missingTranslations } from '@shop/test-kit';
import messages from './messages';

describe('the back-office texts', () => {
  it('travel with the remote in German and English, with the form kit’s and the errors’', () => {
    for (const language of ['de', 'en'] as const) {
      expect(messages[language]['backoffice.signIn.title']).toBeTruthy();
      expect(messages[language]['validation.required']).toBeTruthy();
      expect(messages[language]['error.invalid_credentials']).toBeTruthy();
    }
    expect(messages.de['backoffice.nav.audit']).toBe('Protokoll');
    expect(messages.en['backoffice.nav.audit']).toBe('Audit log');
  });

  it('ship every text of its pages in German and English', () => {
    expect(missingTranslations(messages)).toEqual({ de: [], en: [] });
  });
});
