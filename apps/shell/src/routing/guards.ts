import { pricelistBySlug, type GuardName, type PageMatch } from '@shop/i18n';

export type GuardOutcome =
  { kind: 'allow' } | { kind: 'notFound' } | { kind: 'redirect'; to: string };

export interface GuardContext {
  match: PageMatch;
  search: URLSearchParams;
}

type Guard = (context: GuardContext) => GuardOutcome;

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
  // Signed-in customers only; the account pages themselves tell a guest to sign in.
  myAccount: () => allow,
  pricelist: ({ match }) =>
    pricelistBySlug(match.params.slug ?? '', match.language) ? allow : { kind: 'notFound' },
};

export function runGuard(name: GuardName, context: GuardContext): GuardOutcome {
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard(context);
}
