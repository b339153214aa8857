import { isSupportedCountry } from 'libphonenumber-js/max';
import { stores } from '@shop/i18n';
import { messagingOptionsFromEnv, type MessagingOptions } from '../plugins/messaging/config';
import type { RateLimitStoreOptions } from '../plugins/rate-limits/rate-limits';
import type { TokenOptions } from '../sessions/sessions';

export interface AccountOptions {
  tokens: TokenOptions;
  /** TOKEN_SECRET; unset: generated once and kept in the database. */
  tokenSecret?: string;
  messaging: MessagingOptions;
  rateLimitStore: RateLimitStoreOptions;
  seedDemoCustomers: boolean;
  /** Countries whose mobile numbers get SMS codes: the stores' and SMS_EXTRA_COUNTRIES. */
  smsCountries: readonly string[];
}

const positive = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not ${value}`);
  return n;
};

/**
 * SMS cost money and some destinations are what SMS pumpers live on, so codes go only to the
 * stores' countries and those named in SMS_EXTRA_COUNTRIES (comma list of ISO codes).
 */
export function smsCountriesFromEnv(value: string | undefined): string[] {
  const extra = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = extra.filter((code) => !isSupportedCountry(code));
  if (unknown.length > 0)
    throw new Error(
      `SMS_EXTRA_COUNTRIES must list country codes with phone numbers, not ${unknown.join(', ')}`,
    );
  return [...new Set([...Object.values(stores).map((store) => store.country), ...extra])];
}

export function accountOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountOptions {
  const secret = env.TOKEN_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32)
    throw new Error('TOKEN_SECRET must have at least 32 characters');
  return {
    tokens: {
      accessTtlSeconds: positive('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
      refreshTtlSeconds:
        positive('REFRESH_TOKEN_TTL_DAYS', env.REFRESH_TOKEN_TTL_DAYS, 30) * 24 * 3600,
    },
    ...(secret ? { tokenSecret: secret } : {}),
    messaging: messagingOptionsFromEnv(env),
    rateLimitStore: env.REDIS_URL
      ? { kind: 'redis', url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'shop:rl:' }
      : { kind: 'database' },
    seedDemoCustomers: env.SEED_DEMO_CUSTOMERS === 'true',
    smsCountries: smsCountriesFromEnv(env.SMS_EXTRA_COUNTRIES),
  };
}
