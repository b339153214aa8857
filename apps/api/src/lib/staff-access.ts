import type { FastifyRequest } from 'fastify';
import { errorCodes, type StaffGrant, type StaffPermission } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { businessError } from './business-errors';

/**
 * The signed-in staff member of a request (issue 25), as the staff feature's guard reads it from
 * the staff session: every staff route checks its permission, and the store of what it touches,
 * against these grants on the server.
 */
export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  sessionId: string;
  grants: readonly StaffGrant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard (guardScope 'staff'); null outside staff routes. */
    staff: StaffPrincipal | null;
  }
}

/**
 * Where a permission holds for a member: every store (null), the union of its groups' stores, or
 * nowhere (an empty list).
 */
export function storesOf(
  principal: StaffPrincipal,
  permission: StaffPermission,
): StoreKey[] | null {
  const stores = new Set<StoreKey>();
  for (const grant of principal.grants) {
    if (grant.permission !== permission) continue;
    if (grant.stores === null) return null;
    for (const store of grant.stores) stores.add(store);
  }
  return [...stores];
}

export const hasPermission = (principal: StaffPrincipal, permission: StaffPermission): boolean =>
  principal.grants.some((grant) => grant.permission === permission);

/** The member of a staff route; only inside the staff guard's scope. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw businessError(errorCodes.staffUnauthorized, 401);
  return request.staff;
}

/** 403 unless the member holds the permission at all. */
export function assertPermission(
  request: FastifyRequest,
  permission: StaffPermission,
): StaffPrincipal {
  const principal = staffOf(request);
  if (!hasPermission(principal, permission))
    throw businessError(errorCodes.staffPermissionMissing, 403);
  return principal;
}

/** 403 unless the member's permission holds for the store of the resource at hand. */
export function assertStaffStore(
  request: FastifyRequest,
  permission: StaffPermission,
  store: StoreKey,
): StaffPrincipal {
  const principal = assertPermission(request, permission);
  const stores = storesOf(principal, permission);
  if (stores !== null && !stores.includes(store))
    throw businessError(errorCodes.staffStoreNotAllowed, 403);
  return principal;
}
