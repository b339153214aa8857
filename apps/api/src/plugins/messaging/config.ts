import { defaultStoreHostMap, parseStoreHostMap, type StoreHostMap } from '@shop/i18n';
import { deliveryOptionsFromEnv, type DeliveryOptions } from './deliveries';

export type MailTransportOptions = { kind: 'smtp'; url: string; from: string } | { kind: 'outbox' };
export type SmsTransportOptions = { kind: 'gateway'; url: string } | { kind: 'outbox' };

export interface MessagingOptions {
  mail: MailTransportOptions;
  sms: SmsTransportOptions;
  /** Where links in mails point (SHOP_ORIGINS and STORE_HOSTS, as for the price socket). */
  shopOrigins: string[];
  storeHosts: StoreHostMap;
  /** The delivery worker's attempts, backoff and poll (MESSAGE_DELIVERY_*). */
  delivery: DeliveryOptions;
}

export const defaultMailFrom = 'Aurum & Argentum <no-reply@localhost>';

/**
 * Mail: SMTP when SMTP_URL is set, the outbox when MAIL_TRANSPORT=outbox. SMS: the gateway when
 * SMS_GATEWAY_URL is set, else the outbox. In production nothing falls back to the outbox
 * silently: without a transport the API refuses to start unless MAIL_TRANSPORT=outbox says so;
 * in development and tests the outbox is the default.
 */
export function messagingOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MessagingOptions {
  const chosen = env.MAIL_TRANSPORT?.trim() || undefined;
  if (chosen !== undefined && chosen !== 'smtp' && chosen !== 'outbox')
    throw new Error(`MAIL_TRANSPORT must be smtp or outbox, not ${chosen}`);
  const production = env.NODE_ENV === 'production';
  const outboxAllowed = chosen === 'outbox' || !production;

  let mail: MailTransportOptions;
  if (chosen === 'outbox') mail = { kind: 'outbox' };
  else if (env.SMTP_URL)
    mail = { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM || defaultMailFrom };
  else if (chosen === 'smtp') throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  else if (outboxAllowed) mail = { kind: 'outbox' };
  else
    throw new Error(
      'No mail transport: set SMTP_URL, or MAIL_TRANSPORT=outbox to keep mail in the outbox (GET /dev/outbox)',
    );

  let sms: SmsTransportOptions;
  if (env.SMS_GATEWAY_URL) sms = { kind: 'gateway', url: env.SMS_GATEWAY_URL };
  else if (outboxAllowed) sms = { kind: 'outbox' };
  else
    throw new Error(
      'No SMS transport: set SMS_GATEWAY_URL, or MAIL_TRANSPORT=outbox to keep SMS in the outbox (GET /dev/outbox)',
    );

  return {
    mail,
    sms,
    shopOrigins: (env.SHOP_ORIGINS || 'http://localhost:3000')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    storeHosts: env.STORE_HOSTS?.trim() ? parseStoreHostMap(env.STORE_HOSTS) : defaultStoreHostMap,
    delivery: deliveryOptionsFromEnv(env),
  };
}
