import { messagingOptionsFromEnv, type MessagingOptions } from '../messaging/config';
import type { RateLimitStoreOptions } from '../rate-limits/rate-limits';
import type { TokenOptions } from '../sessions/sessions';

export interface AccountOptions {
  tokens: TokenOptions;
  /** TOKEN_SECRET; unset: generated once and kept in the database. */
  tokenSecret?: string;
  messaging: MessagingOptions;
  rateLimitStore: RateLimitStoreOptions;
  seedDemoCustomers: boolean;
}

const positive = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not ${value}`);
  return n;
};

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
  };
}
