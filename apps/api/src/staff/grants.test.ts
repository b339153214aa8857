import type { FastifyRequest } from 'fastify';
import { staffPermissions } from '@shop/api-client/contract';
import {
  assertStaffStore,
  hasPermission,
  storesOf,
  type StaffPrincipal,
} from '../lib/staff-access';
import type { AppError } from '../lib/errors';
import { unionOfGrants } from './members';

const principal = (grants: StaffPrincipal['grants']): StaffPrincipal => ({
  id: 'member',
  email: 'desk@example.com',
  name: 'Desk',
  sessionId: 'session',
  grants,
});
const requestOf = (staff: StaffPrincipal) => ({ staff }) as unknown as FastifyRequest;
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    const { body } = error as AppError;
    return `${body.statusCode} ${body.code}`;
  }
};

describe('a member’s grants', () => {
  it('are the union of their groups’: every store wins over some, stores add up', () => {
    const grants = unionOfGrants([
      { name: 'Order desk AT', permissions: ['orders', 'payments'], stores: ['at'] },
      { name: 'Order desk DE', permissions: ['orders'], stores: ['de', 'at'] },
      { name: 'Payments everywhere', permissions: ['payments'], stores: null },
      { name: 'Content CH', permissions: ['content'], stores: ['ch'] },
      { name: 'Nothing', permissions: [], stores: null },
    ]);
    expect(grants).toEqual([
      { permission: 'orders', stores: ['at', 'de'] },
      { permission: 'payments', stores: null },
      { permission: 'content', stores: ['ch'] },
    ]);
    // Every store first, some stores after: still every store.
    expect(
      unionOfGrants([
        { name: 'a', permissions: ['orders'], stores: null },
        { name: 'b', permissions: ['orders'], stores: ['li'] },
      ]),
    ).toEqual([{ permission: 'orders', stores: null }]);
    expect(unionOfGrants([])).toEqual([]);
  });

  it('filter lists by store and refuse another store’s resource with 403', () => {
    const desk = principal(
      unionOfGrants([
        { name: 'AT/DE', permissions: ['orders', 'customers'], stores: ['at', 'de'] },
      ]),
    );
    expect(storesOf(desk, 'orders')).toEqual(['at', 'de']);
    expect(storesOf(desk, 'payments')).toEqual([]);
    expect(hasPermission(desk, 'orders')).toBe(true);
    expect(hasPermission(desk, 'payments')).toBe(false);
    expect(codeOf(() => assertStaffStore(requestOf(desk), 'orders', 'at'))).toBe('allowed');
    expect(codeOf(() => assertStaffStore(requestOf(desk), 'orders', 'ch'))).toBe(
      '403 staff_store_not_allowed',
    );
    expect(codeOf(() => assertStaffStore(requestOf(desk), 'payments', 'at'))).toBe(
      '403 staff_permission_missing',
    );

    const owner = principal(
      unionOfGrants([{ name: 'Owner', permissions: staffPermissions, stores: null }]),
    );
    for (const permission of staffPermissions) expect(storesOf(owner, permission)).toBeNull();
    expect(codeOf(() => assertStaffStore(requestOf(owner), 'sellBacks', 'us'))).toBe('allowed');
    expect(
      codeOf(() => assertStaffStore({ staff: null } as unknown as FastifyRequest, 'orders', 'at')),
    ).toBe('401 staff_unauthorized');
  });
});
