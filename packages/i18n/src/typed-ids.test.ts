import {
  getRoute,
  hasMessage,
  routeTitleId,
  routeTrail,
  type MessageId,
  type RouteId,
  type TranslationOf,
} from './index';
import { messages } from './messages';
import { accountEn } from './messages/account';
import { remoteNames, remotes, shopRemoteNames, type RemoteName } from './remotes';

/*
 * Ids are checked by the compiler: each `@ts-expect-error` below fails typecheck (TS2578) the day
 * the line after it compiles, so a misspelt id can never reach a page again.
 */
describe('typed ids', () => {
  it('rejects a misspelt route id at compile time', () => {
    const login: RouteId = 'login';
    expect(getRoute(login).paths.en).toBe('/en/login');
    expect(routeTrail('orderDetail').map((route) => route.id)).toEqual([
      'home',
      'account',
      'orders',
      'orderDetail',
    ]);
    // @ts-expect-error 'logn' is no route id
    expect(() => getRoute('logn')).toThrow('Unknown route: logn');
  });

  it('rejects a misspelt message id at compile time', () => {
    const heading: MessageId = 'catalog.listing.heading';
    expect(messages.en[heading]).toBe('Products');
    // @ts-expect-error 'catalog.listing.headng' is no message id
    const misspelt: MessageId = 'catalog.listing.headng';
    expect(misspelt in messages.en).toBe(false);
  });

  it('admits a run-time id (an API error code) only after checking the bundle has it', () => {
    const known = (code: string) => {
      const id = `error.${code}`;
      // @ts-expect-error a string built at run time is no MessageId until checked
      const unchecked: MessageId = id;
      expect(unchecked).toBe(id);
      return hasMessage(messages.en, id) ? messages.en[id] : null;
    };
    expect(known('session_expired')).toBe('Your session has expired and you have been logged out.');
    expect(known('no_such_code')).toBeNull();
    expect(known('constructor')).toBeNull();
  });

  it('names every route with a message', () => {
    const ids: RouteId[] = ['home', 'orderDetail', 'contentPage'];
    expect(ids.map((id) => messages.en[routeTitleId(id)])).toEqual(['Home', 'Order', 'Page']);
  });

  it('requires a translation to have exactly the English keys', () => {
    const complete: TranslationOf<typeof accountEn> = { ...accountEn };
    expect(Object.keys(complete)).toEqual(Object.keys(accountEn));
    // @ts-expect-error a German table that lacks a key
    const lacking: TranslationOf<typeof accountEn> = { 'account.toShop': 'Zum Shop' };
    const extra: TranslationOf<typeof accountEn> = {
      ...accountEn,
      // @ts-expect-error a German table with a key English does not have
      'account.toShopp': 'Zum Shop',
    };
    expect([lacking, extra]).toHaveLength(2);
  });

  it('lists the remotes from remotes.json and rejects a misspelt one', () => {
    expect(remoteNames).toEqual(['catalog', 'checkout', 'account', 'content', 'backoffice']);
    expect(shopRemoteNames).toEqual(['catalog', 'checkout', 'account', 'content']);
    const catalog: RemoteName = 'catalog';
    expect(remotes[catalog]).toEqual({ port: 3001, devPort: 3101, env: 'REMOTE_CATALOG_URL' });
    // @ts-expect-error 'catalgo' is no remote
    const misspelt: RemoteName = 'catalgo';
    expect(remoteNames).not.toContain(misspelt);
  });
});
