import { checkPhone } from './phone';
import { createFormatVatValidator } from './vat';
import { usZipIssue } from './zip';
import { trustProxyFromEnv } from '../config';
import { accountOptionsFromEnv } from './config';

describe('phone numbers', () => {
  it('accept international numbers anywhere and answer E.164', () => {
    expect(checkPhone('+43 664 1234567', 'AT')).toEqual({
      ok: true,
      e164: '+436641234567',
      country: 'AT',
    });
    expect(checkPhone('0049 1512 3456789', 'CH')).toMatchObject({
      ok: true,
      e164: '+4915123456789',
    });
  });

  it('need + and the country code for EU numbers (spec 5)', () => {
    expect(checkPhone('0664 1234567', 'AT')).toEqual({ ok: false, message: 'validation.phoneEu' });
    // A national number in a Swiss store is Swiss, unless it is an EU number.
    expect(checkPhone('079 123 45 67', 'CH')).toMatchObject({ ok: true, e164: '+41791234567' });
    expect(checkPhone('(212) 555-0123', 'US')).toMatchObject({ ok: true, e164: '+12125550123' });
  });

  it('refuse invalid numbers, and for SMS numbers that are not mobile', () => {
    expect(checkPhone('+43 664 12', 'AT')).toEqual({ ok: false, message: 'validation.phone' });
    expect(checkPhone('+43 1 53422', 'AT')).toMatchObject({ ok: true });
    expect(checkPhone('+43 1 53422', 'AT', { mobile: true })).toEqual({
      ok: false,
      message: 'validation.phone',
    });
  });

  it('refuse, for SMS, numbers of other countries by region, and those of no country', () => {
    const countries = new Set(['AT', 'US', 'GB']);
    const sms = (input: string, store = 'AT') =>
      checkPhone(input, store, { mobile: true, countries });
    expect(sms('+43 664 1234567')).toMatchObject({ ok: true, country: 'AT' });
    expect(sms('(212) 555-0123', 'US')).toMatchObject({ ok: true, country: 'US' });
    expect(sms('+44 7400 123456')).toMatchObject({ ok: true, country: 'GB' });
    const refused = { ok: false, message: 'validation.phoneCountry' };
    // Somalia, Cuba, an Iridium satellite phone, and Jamaica behind the US calling code.
    for (const input of ['+252 61 5123456', '+53 5 1234567', '+881 6 12345678', '+1 876 210 1234'])
      expect([input, sms(input)]).toEqual([input, refused]);
    expect(sms('+49 1512 3456789')).toEqual(refused);
  });
});

describe('VAT IDs', () => {
  const validator = createFormatVatValidator();
  it('check format and checksum for EU states and Switzerland only', async () => {
    expect(await validator.validate('ATU13585627')).toEqual({
      valid: true,
      countryCode: 'AT',
      vatNumber: 'ATU13585627',
    });
    expect((await validator.validate('ATU13585628')).valid).toBe(false);
    expect(await validator.validate('che-116.281.710 mwst')).toEqual({
      valid: true,
      countryCode: 'CHE',
      vatNumber: 'CHE116281710MWST',
    });
    expect((await validator.validate('NO123456789MVA')).valid).toBe(false);
  });
});

describe('US zip codes', () => {
  it('must exist and match the state', () => {
    expect(usZipIssue('US', '10001', 'NY')).toBeUndefined();
    expect(usZipIssue('US', '10001-1234', 'ny')).toBeUndefined();
    expect(usZipIssue('US', '00000', 'NY')).toEqual({
      code: 'invalid_zip',
      message: 'validation.zipUnknown',
    });
    expect(usZipIssue('US', '90210', 'NY')).toEqual({
      code: 'zip_state_mismatch',
      message: 'validation.zipUsState',
    });
    expect(usZipIssue('AT', '00000', undefined)).toBeUndefined();
  });
});

describe('account configuration', () => {
  it('has 15-minute access and 30-day refresh tokens, the database store, no demo customers and SMS to the stores’ countries by default', () => {
    expect(accountOptionsFromEnv({ NODE_ENV: 'test' })).toMatchObject({
      tokens: { accessTtlSeconds: 900, refreshTtlSeconds: 30 * 86_400 },
      rateLimitStore: { kind: 'database' },
      seedDemoCustomers: false,
      smsCountries: ['AT', 'DE', 'CH', 'LI', 'US'],
    });
    expect(accountOptionsFromEnv({ NODE_ENV: 'test' }).tokenSecret).toBeUndefined();
  });

  it('reads Redis, demo customers, lifetimes, the token secret and the extra SMS countries', () => {
    expect(
      accountOptionsFromEnv({
        REDIS_URL: 'redis://127.0.0.1:6379',
        SEED_DEMO_CUSTOMERS: 'true',
        ACCESS_TOKEN_TTL_SECONDS: '300',
        REFRESH_TOKEN_TTL_DAYS: '7',
        TOKEN_SECRET: 'x'.repeat(32),
        SMS_EXTRA_COUNTRIES: ' gb, IT,DE ',
      }),
    ).toMatchObject({
      rateLimitStore: { kind: 'redis', url: 'redis://127.0.0.1:6379', prefix: 'shop:rl:' },
      seedDemoCustomers: true,
      tokens: { accessTtlSeconds: 300, refreshTtlSeconds: 7 * 86_400 },
      tokenSecret: 'x'.repeat(32),
      smsCountries: ['AT', 'DE', 'CH', 'LI', 'US', 'GB', 'IT'],
    });
    expect(() => accountOptionsFromEnv({ TOKEN_SECRET: 'short' })).toThrow(/32 characters/);
    expect(() => accountOptionsFromEnv({ SMS_EXTRA_COUNTRIES: 'GB,XX,EU' })).toThrow(
      /SMS_EXTRA_COUNTRIES .* not XX, EU/,
    );
    expect(() => accountOptionsFromEnv({ ACCESS_TOKEN_TTL_SECONDS: '-1' })).toThrow(/positive/);
  });

  it('believes X-Forwarded-For from loopback by default, or as TRUST_PROXY says', () => {
    expect(trustProxyFromEnv({})).toBe('loopback');
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8' })).toBe('10.0.0.0/8');
    const hops = trustProxyFromEnv({ TRUST_PROXY: '1' }) as (a: string, i: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
