import type { AuditEntry, StaffMe } from '@shop/api-client/staff';
import { staffPermissions } from '@shop/api-client/staff';

/** The owner: every permission in every store, German profile. */
export const owner: StaffMe = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'owner@aurum-argentum.example',
  name: 'Olivia Owner',
  locale: 'de',
  grants: staffPermissions.map((permission) => ({ permission, stores: null })),
};

/** The order desk: orders and payments in Austria and Germany only, English profile. */
export const orderDesk: StaffMe = {
  id: '00000000-0000-4000-8000-0000000000b2',
  email: 'orderdesk@aurum-argentum.example',
  name: 'Otto Desk',
  locale: 'en',
  grants: [
    { permission: 'orders', stores: ['at', 'de'] },
    { permission: 'payments', stores: ['at', 'de'] },
  ],
};

/** A sign-in answer as the page receives it from the edge (no token). */
export const signedIn = (me: StaffMe) => ({
  status: 'signedIn' as const,
  expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
  idleExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  me,
});

/** The owner's sign-in and the order desk's failed one, as the audit log lists them. */
export const auditEntries: AuditEntry[] = [
  {
    id: '00000000-0000-4000-8000-00000000c001',
    at: '2026-11-28T06:00:00.000Z',
    staff: { id: owner.id, name: owner.name, email: owner.email },
    action: 'staff.signIn',
    entityType: 'staffMember',
    entityId: owner.id,
    store: null,
    before: null,
    after: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000c002',
    at: '2026-11-28T05:00:00.000Z',
    staff: { id: orderDesk.id, name: orderDesk.name, email: orderDesk.email },
    action: 'order.paymentReceived',
    entityType: 'order',
    entityId: '2026-000042',
    store: 'at',
    before: { paymentState: 'Pending' },
    after: { paymentState: 'Paid' },
  },
];
