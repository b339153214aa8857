import { boardQueryOf, filtersOf, noFilters, rangeReversed, searchOf } from './board-filters';

describe('the board’s filters in the address', () => {
  it('reads what the address says and leaves out what it cannot mean', () => {
    const { filters, page } = filtersOf(
      new URLSearchParams(
        'store=ch&type=sell&orderState=Requested&paymentState=Bogus&paymentMethod=bankTransfer' +
          '&shippingMethod=scrapMetalBox&from=2026-11-01&to=yesterday&q=%20gruber%20&page=3',
      ),
    );
    expect(filters).toEqual({
      ...noFilters,
      store: 'ch',
      type: 'sell',
      orderState: 'Requested',
      paymentMethod: 'bankTransfer',
      shippingMethod: 'scrapMetalBox',
      from: '2026-11-01',
      q: 'gruber',
    });
    expect(page).toBe(3);
    expect(filtersOf(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes the filters back as the same address, without empty ones or the first page', () => {
    const filters = { ...noFilters, store: 'at' as const, q: '2026-000042' };
    expect(searchOf(filters)).toBe('?store=at&q=2026-000042');
    expect(searchOf(filters, 2)).toBe('?store=at&q=2026-000042&page=2');
    expect(searchOf(noFilters)).toBe('');
    expect(filtersOf(new URLSearchParams(searchOf(filters, 2)))).toEqual({ filters, page: 2 });
  });

  it('asks the API for the filters given and the page', () => {
    expect(boardQueryOf({ ...noFilters, orderState: 'Open', to: '2026-11-30' }, 4)).toEqual({
      orderState: 'Open',
      to: '2026-11-30',
      page: 4,
    });
    expect(boardQueryOf(noFilters)).toEqual({});
  });

  it('knows a range that runs backwards', () => {
    expect(rangeReversed({ from: '2026-11-30', to: '2026-11-01' })).toBe(true);
    expect(rangeReversed({ from: '2026-11-01', to: '' })).toBe(false);
  });
});
