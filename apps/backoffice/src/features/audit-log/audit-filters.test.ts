import { auditQueryOf, filtersOf, noFilters, rangeReversed, searchOf } from './audit-filters';

describe('the audit log’s filters', () => {
  it('read back from the address what they wrote, and drop what means nothing', () => {
    const filters = {
      ...noFilters,
      action: ' staff.signIn ',
      store: 'at' as const,
      from: '2026-11-01',
    };
    const search = searchOf(filters, 3);
    expect(search).toBe('?action=staff.signIn&store=at&from=2026-11-01&page=3');
    expect(filtersOf(new URLSearchParams(search))).toEqual({
      filters: { ...filters, action: 'staff.signIn' },
      page: 3,
    });
    expect(searchOf(noFilters)).toBe('');
    expect(filtersOf(new URLSearchParams('store=xx&from=yesterday&to=2026-13&page=-2'))).toEqual({
      filters: noFilters,
      page: 1,
    });
  });

  it('ask the API for whole days on the member’s clock', () => {
    const query = auditQueryOf({ ...noFilters, from: '2026-11-02', to: '2026-11-02' }, 1);
    expect(new Date(query.from!).getHours()).toBe(0);
    expect(new Date(query.from!).getDate()).toBe(2);
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBe(24 * 3600 * 1000 - 1);
    expect(auditQueryOf(noFilters, 1)).toEqual({});
    expect(auditQueryOf({ ...noFilters, entityType: 'order' }, 2)).toEqual({
      entityType: 'order',
      page: 2,
    });
  });

  it('notice a range that runs backwards', () => {
    expect(rangeReversed({ from: '2026-11-03', to: '2026-11-02' })).toBe(true);
    expect(rangeReversed({ from: '2026-11-02', to: '2026-11-02' })).toBe(false);
    expect(rangeReversed({ from: '', to: '2026-11-02' })).toBe(false);
  });
});
