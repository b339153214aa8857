import { ApiError } from '@shop/api-client';
import { applyApiError, failureOf } from './api-errors';

const apiError = (code: string, details?: { path: string; message: string }[]) =>
  new ApiError({
    name: 'OperationNotValidError',
    message: code,
    code,
    statusCode: 400,
    ...(details ? { details } : {}),
  });

describe('applyApiError', () => {
  it("puts each detail on the field it names, focusing the first, and leaves the form's message empty", () => {
    const setError = jest.fn();
    const failure = applyApiError(
      apiError('invalid_request', [
        { path: 'body.email', message: 'validation.email' },
        { path: 'body.hidden', message: 'validation.required' },
        { path: 'body.phone', message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
      ]),
      setError,
      { fields: ['email', 'phone'] },
    );
    expect(failure).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'validation.email' }, { shouldFocus: true }],
      [
        'phone',
        { type: 'server', message: 'Bitte geben Sie eine gültige Telefonnummer ein.' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('puts a code that speaks about one field on it, with its error text', () => {
    const setError = jest.fn();
    expect(
      applyApiError(apiError('email_taken'), setError, {
        fields: ['email'],
        codeFields: { email_taken: 'email' },
      }),
    ).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'error.email_taken' },
      { shouldFocus: true },
    );
  });

  it('asks a form with other names where a detail belongs', () => {
    const setError = jest.fn();
    const failure = applyApiError(
      apiError('invalid_request', [{ path: 'body.targetUnitPrice.centAmount', message: 'm' }]),
      setError,
      { fields: (path) => (path.startsWith('body.targetUnitPrice') ? 'targetPrice' : null) },
    );
    expect(failure).toBeNull();
    expect(setError).toHaveBeenCalledWith('targetPrice', expect.anything(), { shouldFocus: true });
  });

  it("answers the error's code when no field is concerned, and unknown_error for anything else", () => {
    const setError = jest.fn();
    expect(
      applyApiError(apiError('rate_limited', [{ path: 'body.other', message: 'm' }]), setError, {
        fields: ['email'],
      }),
    ).toEqual({ code: 'rate_limited' });
    expect(applyApiError(new Error('offline'), setError, { fields: ['email'] })).toEqual({
      code: 'unknown_error',
    });
    expect(setError).not.toHaveBeenCalled();
    expect(failureOf(apiError('not_found'))).toEqual({ code: 'not_found' });
    expect(failureOf('boom')).toEqual({ code: 'unknown_error' });
  });
});
