import type { StaffMe } from '@shop/api-client/staff';
import { hasPermission, storesWith } from './grants';

const member = (grants: StaffMe['grants']): StaffMe => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'desk@example.com',
  name: 'Order desk',
  locale: 'de',
  grants,
});

describe('a member’s grants', () => {
  it('unite the groups: every store wins over a list, lists are merged', () => {
    const desk = member([
      { permission: 'orders', stores: ['at'] },
      { permission: 'orders', stores: ['de', 'at'] },
      { permission: 'payments', stores: ['at'] },
      { permission: 'payments', stores: null },
    ]);
    expect(storesWith(desk, 'orders')).toEqual(['at', 'de']);
    expect(storesWith(desk, 'payments')).toBeNull();
    expect(storesWith(desk, 'compliance')).toEqual([]);
    expect(hasPermission(desk, 'orders')).toBe(true);
    expect(hasPermission(desk, 'compliance')).toBe(false);
  });
});
