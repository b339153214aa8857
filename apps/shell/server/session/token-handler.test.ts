/** @jest-environment node */
import { tokenDataOf, withoutSecrets } from './token-handler';

const valid = {
  accessToken: 'a.b.c',
  refreshToken: 'r-1',
  ownerId: 'c-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  level: 'Anonymous',
};

describe('tokenDataOf', () => {
  it('accepts the token data of the contract', () => {
    expect(tokenDataOf({ ...valid, customer: { id: 'c-1' } })).toEqual(valid);
  });

  it.each([
    ['no access token', { ...valid, accessToken: undefined }],
    ['a token that cannot be a Bearer token', { ...valid, refreshToken: 'r 1' }],
    ['an owner id that does not fit a cookie', { ...valid, ownerId: 'a;b' }],
    ['an expiry that is no time', { ...valid, expiresAt: 'soon' }],
    ['an unknown level', { ...valid, level: 'Admin' }],
    ['no object', [valid]],
  ])('refuses %s', (_case, body) => {
    expect(tokenDataOf(body)).toBeNull();
  });
});

describe('withoutSecrets', () => {
  it('removes exactly the secret fields', () => {
    expect(withoutSecrets({ ...valid, customer: { id: 'c-1' } })).toEqual({
      ownerId: 'c-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      level: 'Anonymous',
      customer: { id: 'c-1' },
    });
  });
});
