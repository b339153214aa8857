import type { StaffMe, StaffPermission } from '@shop/api-client/staff';
import type { StoreKey } from '@shop/i18n';

/** Whether the member holds `permission` in at least one store. */
export function hasPermission(me: StaffMe, permission: StaffPermission): boolean {
  return me.grants.some((grant) => grant.permission === permission);
}

/**
 * The stores in which the member holds `permission`: null for every store, an empty list for
 * none. The union of the member's groups, as the API judges it.
 */
export function storesWith(me: StaffMe, permission: StaffPermission): StoreKey[] | null {
  const grants = me.grants.filter((grant) => grant.permission === permission);
  if (grants.some((grant) => grant.stores === null)) return null;
  return [...new Set(grants.flatMap((grant) => grant.stores ?? []))];
}
