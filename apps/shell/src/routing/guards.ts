import { buildPath, getRoute, pricelistBySlug, type GuardName, type PageMatch } from '@shop/i18n';

export type GuardOutcome =
  { kind: 'allow' } | { kind: 'notFound' } | { kind: 'redirect'; to: string };

export interface GuardContext {
  match: PageMatch;
  search: URLSearchParams;
  /** A customer is signed in (session level User). */
  signedIn: boolean;
  /**
   * A customer was signed in on this page and no longer is (signed out, or the session expired):
   * spec 4 sends them home, and the page is already on its way there.
   */
  signedOutHere?: boolean;
  /** Where the session-expired notice is taking the page, if the session expired. */
  sessionExpiredTarget?: string | null;
}

/** The query parameter that brings a customer back to where sign-in interrupted them. */
export const returnToParam = 'returnTo';

type Guard = (context: GuardContext) => GuardOutcome;

/** The login page of the page's language, bringing the customer back to `match` afterwards. */
export function loginReturningTo(match: PageMatch, search: URLSearchParams): string {
  const query = search.toString();
  const back = new URLSearchParams({
    [returnToParam]: `${match.pathname}${query ? `?${query}` : ''}`,
  });
  return `${buildPath(getRoute('login'), match.language)}?${back.toString()}`;
}

const allow: GuardOutcome = { kind: 'allow' };

/**
 * Named route guards of the spec. Each later capability (carts, accounts, price lists) sharpens
 * its guard here; a route naming a guard that is not registered is a programming error.
 */
export const guards: Record<GuardName, Guard> = {
  // The cart query type may only be buy or sell; anything else falls back to the buy cart.
  cart: ({ match, search }) => {
    const type = search.get('type');
    if (match.route.id !== 'cart' || type === null || type === 'buy' || type === 'sell')
      return allow;
    const next = new URLSearchParams(search);
    next.set('type', 'buy');
    return { kind: 'redirect', to: `${match.pathname}?${next.toString()}` };
  },
  // Signed-in customers only: a guest signs in first, on the login page of the page's language,
  // and comes back afterwards. A customer signed out on the page goes where the sign-out (home) or
  // the session-expired notice (its target) already navigates: two different redirects would race.
  myAccount: ({ match, search, signedIn, signedOutHere, sessionExpiredTarget }) => {
    if (signedIn) return allow;
    if (signedOutHere)
      return {
        kind: 'redirect',
        to: sessionExpiredTarget ?? buildPath(getRoute('home'), match.language),
      };
    return { kind: 'redirect', to: loginReturningTo(match, search) };
  },
  pricelist: ({ match }) =>
    pricelistBySlug(match.params.slug ?? '', match.language) ? allow : { kind: 'notFound' },
};

export function runGuard(name: GuardName, context: GuardContext): GuardOutcome {
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard(context);
}
