import { demoOrderDesk, orderDeskFromEnv } from './order-desk';

describe('ORDER_DESK_MAIL_TO', () => {
  it('names an address per store, the rest from *', () => {
    expect(
      orderDeskFromEnv({ ORDER_DESK_MAIL_TO: 'at=desk-at@example.com, *=desk@example.com' }),
    ).toEqual({
      at: 'desk-at@example.com',
      de: 'desk@example.com',
      ch: 'desk@example.com',
      li: 'desk@example.com',
      us: 'desk@example.com',
    });
  });

  it('falls back to the demo desks outside production only', () => {
    expect(orderDeskFromEnv({})).toBe(demoOrderDesk);
    expect(orderDeskFromEnv({ NODE_ENV: 'production', ORDER_DESK_MAIL_TO: 'demo' })).toBe(
      demoOrderDesk,
    );
    expect(() => orderDeskFromEnv({ NODE_ENV: 'production' })).toThrow(/ORDER_DESK_MAIL_TO/);
  });

  it('refuses unknown stores, missing stores and addresses that are none', () => {
    expect(() => orderDeskFromEnv({ ORDER_DESK_MAIL_TO: 'xx=desk@example.com' })).toThrow(
      /xx is not a store/,
    );
    expect(() => orderDeskFromEnv({ ORDER_DESK_MAIL_TO: 'at=desk@example.com' })).toThrow(
      /no address for de/,
    );
    expect(() => orderDeskFromEnv({ ORDER_DESK_MAIL_TO: 'at=desk' })).toThrow(/store=address/);
  });
});
