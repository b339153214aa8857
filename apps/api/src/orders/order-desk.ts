import { isStoreKey, storeKeys, type StoreKey } from '@shop/i18n';

/** Where each store's order desk is told of new orders. */
export type OrderDesk = Readonly<Record<StoreKey, string>>;

/** The demo desks of development, tests and `npm start`: the outbox shows their mail. */
export const demoOrderDesk: OrderDesk = Object.fromEntries(
  storeKeys.map((store) => [store, `order-desk-${store}@aurum-argentum.example`]),
) as Record<StoreKey, string>;

const looksLikeMail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * ORDER_DESK_MAIL_TO: `store=address` pairs separated by commas (`at=desk-at@example.com,
 * de=desk-de@example.com`); `*=address` for every store not named. Every store needs an address.
 * `demo`: the demo desks (`npm start`). Unset: the demo desks outside production; production
 * refuses to start, as nobody would learn of new orders.
 */
export function orderDeskFromEnv(env: NodeJS.ProcessEnv = process.env): OrderDesk {
  const setting = env.ORDER_DESK_MAIL_TO?.trim();
  if (setting === 'demo') return demoOrderDesk;
  if (!setting) {
    if (env.NODE_ENV !== 'production') return demoOrderDesk;
    throw new Error(
      'No order desk: set ORDER_DESK_MAIL_TO (e.g. at=desk-at@example.com,*=desk@example.com)',
    );
  }
  const named: Partial<Record<StoreKey, string>> = {};
  let fallback: string | undefined;
  for (const pair of setting.split(',')) {
    const [key = '', address = ''] = pair.split('=').map((part) => part.trim());
    if (!looksLikeMail(address))
      throw new Error(`ORDER_DESK_MAIL_TO: ${pair.trim()} needs store=address`);
    if (key === '*') fallback = address;
    else if (isStoreKey(key)) named[key] = address;
    else throw new Error(`ORDER_DESK_MAIL_TO: ${key} is not a store`);
  }
  const desk = {} as Record<StoreKey, string>;
  for (const store of storeKeys) {
    const address = named[store] ?? fallback;
    if (!address) throw new Error(`ORDER_DESK_MAIL_TO: no address for ${store}`);
    desk[store] = address;
  }
  return desk;
}
