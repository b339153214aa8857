import { localizeError } from './localize-error';
import { languageFromAcceptLanguage, requestLanguage } from './request-language';

describe('request language', () => {
  it('takes languageTag from the query, then the body, then Accept-Language, else English', () => {
    const headers = { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' };
    expect(
      requestLanguage({ query: { languageTag: 'en-US' }, body: { languageTag: 'de' }, headers }),
    ).toBe('en');
    expect(requestLanguage({ query: {}, body: { languageTag: 'de' }, headers: {} })).toBe('de');
    expect(requestLanguage({ query: {}, body: undefined, headers })).toBe('de');
    expect(requestLanguage({ query: { languageTag: 'fr' }, body: 'text', headers: {} })).toBe('en');
  });

  it('honours quality values and skips languages the shop does not speak', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
    expect(languageFromAcceptLanguage('en-GB;q=0.8, de;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('localized error objects', () => {
  it('translate the message by code and details by message id, keeping code and reason', () => {
    const body = {
      name: 'OperationNotValidError' as const,
      message: 'The request is not valid',
      code: 'invalid_request',
      statusCode: 400,
      reason: 'validation',
      details: [
        { path: 'body.firstName', message: 'validation.maxLength:60' },
        { path: 'body.x', message: 'Invalid type: Expected string but received 1' },
      ],
    };
    expect(localizeError(body, 'de')).toEqual({
      ...body,
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      details: [
        { path: 'body.firstName', message: 'Bitte geben Sie höchstens 60 Zeichen ein.' },
        { path: 'body.x', message: 'Invalid type: Expected string but received 1' },
      ],
    });
  });

  it('keeps the API’s own message for codes without a text', () => {
    const body = {
      name: 'ResourceNotFoundError' as const,
      message: 'Route not found: GET /x',
      code: 'route_not_found',
      statusCode: 404,
    };
    expect(localizeError(body, 'de')).toEqual(body);
  });
});
