/*
 * The back-office's client: its own entry, so that no shop page carries the staff calls, their
 * schemas or hooks (the shared root entry is a federation singleton every shop page loads whole).
 */
import type { ApiClient } from '../client';
import { createCallEndpoint } from '../call-endpoint';
import { createStaffResource } from './resources/staff';
import { createStaffMembersResource } from './resources/staff-members';
import { createStaffOrdersResource } from './resources/staff-orders';
import { createStaffCouponsResource } from './resources/staff-coupons';
import { createStaffCustomersResource } from './resources/staff-customers';
import { createStaffCatalogueResource } from './resources/staff-catalogue';
import { createStaffContentResource } from './resources/staff-content';
import { createStaffSettingsResource } from './resources/staff-settings';
import { createStaffJobsResource } from './resources/staff-jobs';

export * from './schemas/staff';
export * from './schemas/staff-orders';
export * from './schemas/staff-coupons';
export * from './schemas/staff-customers';
export * from './schemas/staff-content';
export * from './schemas/staff-catalogue';
export * from './schemas/staff-outbox';
export * from './schemas/staff-jobs';
export * from './schemas/staff-settings';
export {
  PublicStaffEnrolledSchema,
  PublicStaffSignedInSchema,
  PublicStaffSignInAnswerSchema,
  type AuditQueryInput,
  type PublicStaffEnrolled,
  type PublicStaffSignedIn,
  type PublicStaffSignInAnswer,
} from './resources/staff';
export type { StaffOrderListQueryInput } from './resources/staff-orders';
export type { StaffProductListQueryInput } from './resources/staff-catalogue';

/** The staff calls over a client's one HTTP path (its session rules, its schema checks). */
export function createStaffApi(client: Pick<ApiClient, 'request' | 'baseUrl'>) {
  const call = createCallEndpoint(client.request);
  return {
    staff: createStaffResource(call),
    staffMembers: createStaffMembersResource(call),
    staffOrders: createStaffOrdersResource(call, client.baseUrl),
    staffCoupons: createStaffCouponsResource(call),
    staffCustomers: createStaffCustomersResource(call),
    staffCatalogue: createStaffCatalogueResource(call),
    staffContent: createStaffContentResource(call),
    staffSettings: createStaffSettingsResource(call, client.baseUrl),
    staffJobs: createStaffJobsResource(call),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
