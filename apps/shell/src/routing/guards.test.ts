import { matchRoute, type PageMatch } from '@shop/i18n';
import { runGuard } from './guards';

function page(path: string): PageMatch {
  const match = matchRoute(path);
  if (match?.kind !== 'page') throw new Error(`no page at ${path}`);
  return match;
}

describe('route guards', () => {
  it('lets known price lists through and turns unknown ones into a 404', () => {
    expect(
      runGuard('pricelist', {
        match: page('/preisliste/zollfrei'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toEqual({ kind: 'allow' });
    expect(
      runGuard('pricelist', {
        match: page('/en/pricelist/duty-free/silver'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toEqual({ kind: 'allow' });
    expect(
      runGuard('pricelist', {
        match: page('/en/pricelist/zollfrei'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toEqual({ kind: 'notFound' });
    expect(
      runGuard('pricelist', {
        match: page('/preisliste/standard/kupfer'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toEqual({ kind: 'notFound' });
  });

  it('sends a cart with an unknown type to the buy cart, keeping the rest of the query', () => {
    expect(
      runGuard('cart', {
        match: page('/en/cart'),
        search: new URLSearchParams('type=rent&x=1'),
        signedIn: false,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/en/cart?type=buy&x=1',
    });
    expect(
      runGuard('cart', {
        match: page('/warenkorb'),
        search: new URLSearchParams('type=sell'),
        signedIn: false,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a guest on an account page to the login page of its language, and back after', () => {
    expect(
      runGuard('myAccount', {
        match: page('/my-account/kundenkonto/adressen'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toEqual({ kind: 'redirect', to: '/login?returnTo=%2Fmy-account%2Fkundenkonto%2Fadressen' });
    expect(
      runGuard('myAccount', {
        match: page('/en/my-account/orders'),
        search: new URLSearchParams('page=2'),
        signedIn: false,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/en/login?returnTo=%2Fen%2Fmy-account%2Forders%3Fpage%3D2',
    });
    expect(
      runGuard('myAccount', {
        match: page('/en/my-account/profile'),
        search: new URLSearchParams(),
        signedIn: true,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a customer signed out on an account page to the home page of its language', () => {
    expect(
      runGuard('myAccount', {
        match: page('/en/my-account/profile'),
        search: new URLSearchParams(),
        signedIn: false,
        signedOutHere: true,
      }),
    ).toEqual({ kind: 'redirect', to: '/en' });
  });

  it('sends a customer whose session expired on an account page where the notice is taking them', () => {
    expect(
      runGuard('myAccount', {
        match: page('/en/my-account/profile'),
        search: new URLSearchParams(),
        signedIn: false,
        signedOutHere: true,
        sessionExpiredTarget: '/en/login?returnTo=%2Fen%2Fmy-account%2Fprofile',
      }),
    ).toEqual({ kind: 'redirect', to: '/en/login?returnTo=%2Fen%2Fmy-account%2Fprofile' });
  });

  it('raises an error for a guard that does not exist', () => {
    expect(() =>
      runGuard('admin' as never, {
        match: page('/'),
        search: new URLSearchParams(),
        signedIn: false,
      }),
    ).toThrow('Unknown route guard: admin');
  });
});
