import type { RouteId, RouteMatch } from '@shop/i18n';

/**
 * Spec 4: prices are not recalculated on cart or checkout pages; the customer decides there on
 * the prices already shown, and the server confirms any change at order time.
 */
const frozenRouteIds: ReadonlySet<RouteId> = new Set(['cart', 'checkout', 'checkoutConfirmation']);

export function isPriceFrozenRoute(match: RouteMatch | null): boolean {
  return match?.kind === 'page' && frozenRouteIds.has(match.route.id);
}
