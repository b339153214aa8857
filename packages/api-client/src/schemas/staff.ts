import * as v from 'valibot';
import { storeKeys } from '@shop/i18n';
import { TextSchema } from './text';

/**
 * What a member of the dealer's staff may do (issue 25). A permission group grants a set of them,
 * optionally only for some stores; a member's permissions are the union of its groups'.
 * `compliance` reads the whistleblower cases; `staff` manages members and groups.
 */
export const staffPermissions = [
  'orders',
  'sellBacks',
  'payments',
  'customers',
  'catalogue',
  'coupons',
  'content',
  'settings',
  'staff',
  'compliance',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const StaffPermissionSchema = v.picklist(staffPermissions);
export const StaffStoreKeySchema = v.picklist(storeKeys);

/**
 * One permission of the signed-in member and where it holds: every store (`stores: null`) or the
 * listed ones.
 */
export const StaffGrantSchema = v.object({
  permission: StaffPermissionSchema,
  stores: v.nullable(v.array(StaffStoreKeySchema)),
});
export type StaffGrant = v.InferOutput<typeof StaffGrantSchema>;

/** The signed-in staff member as the back-office reads it (GET /staff/me). */
export const StaffMeSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: TextSchema,
  name: TextSchema,
  locale: v.picklist(['de', 'en']),
  grants: v.array(StaffGrantSchema),
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;
