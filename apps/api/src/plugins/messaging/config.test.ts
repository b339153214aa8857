import { messagingOptionsFromEnv } from './config';

describe('mail and SMS transport configuration', () => {
  it('defaults to the outbox in development and tests', () => {
    expect(messagingOptionsFromEnv({ NODE_ENV: 'test' })).toMatchObject({
      mail: { kind: 'outbox' },
      sms: { kind: 'outbox' },
      shopOrigins: ['http://localhost:3000'],
    });
  });

  it('refuses to start in production without a transport unless the outbox is chosen', () => {
    expect(() => messagingOptionsFromEnv({ NODE_ENV: 'production' })).toThrow(/No mail transport/);
    expect(() =>
      messagingOptionsFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }),
    ).toThrow(/No SMS transport/);
    expect(
      messagingOptionsFromEnv({ NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' }),
    ).toMatchObject({ mail: { kind: 'outbox' }, sms: { kind: 'outbox' } });
    expect(
      messagingOptionsFromEnv({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Shop <a@b.c>',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
      }),
    ).toMatchObject({
      mail: { kind: 'smtp', url: 'smtp://mail:25', from: 'Shop <a@b.c>' },
      sms: { kind: 'gateway', url: 'https://sms.example.com/send' },
    });
  });

  it('lets MAIL_TRANSPORT=outbox win over SMTP_URL and rejects other values', () => {
    expect(
      messagingOptionsFromEnv({ SMTP_URL: 'smtp://mail:25', MAIL_TRANSPORT: 'outbox' }).mail,
    ).toEqual({ kind: 'outbox' });
    expect(() => messagingOptionsFromEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/needs SMTP_URL/);
    expect(() => messagingOptionsFromEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/smtp or outbox/);
  });

  it('reads the shop origins and store hosts for links', () => {
    expect(
      messagingOptionsFromEnv({
        SHOP_ORIGINS: 'https://shop.example.at, https://shop.example.de',
        STORE_HOSTS: 'shop.example.at=at,shop.example.de=de',
      }),
    ).toMatchObject({
      shopOrigins: ['https://shop.example.at', 'https://shop.example.de'],
      storeHosts: { 'shop.example.at': 'at', 'shop.example.de': 'de' },
    });
  });
});
