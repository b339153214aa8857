import { parseStoreHostMap, resolveStoreKey, stores } from './stores';
import { formatDate, formatMoney, formatCountdown, parseAmount } from './format';

describe('store resolution', () => {
  it.each([
    ['localhost', 'at'],
    ['at.localhost', 'at'],
    ['de.localhost:3000', 'de'],
    ['CH.localhost', 'ch'],
    ['li.localhost', 'li'],
    ['us.localhost', 'us'],
    ['unknown.example', 'at'],
  ])('%s is the %s store', (host, key) => {
    expect(resolveStoreKey(host)).toBe(key);
  });

  it('takes a configured map', () => {
    const map = parseStoreHostMap('shop.example.ch=ch, shop.example.com=us');
    expect(resolveStoreKey('shop.example.ch', map)).toBe('ch');
    expect(resolveStoreKey('shop.example.com', map)).toBe('us');
  });

  it('rejects an unknown store in the map', () => {
    expect(() => parseStoreHostMap('x.example=fr')).toThrow('Invalid store host entry');
  });

  it('uses the spec currencies', () => {
    expect(Object.fromEntries(Object.values(stores).map((s) => [s.key, s.currency]))).toEqual({
      at: 'EUR',
      de: 'EUR',
      ch: 'CHF',
      li: 'CHF',
      us: 'USD',
    });
  });
});

describe('formatting', () => {
  it('formats dates per store', () => {
    expect(formatDate('2026-03-07T12:00:00Z', 'us')).toBe('03/07/2026');
    expect(formatDate('2026-03-07T12:00:00Z', 'at')).toBe('07/03/2026');
  });

  it('formats minor units as money', () => {
    expect(formatMoney(123456, 'EUR', 'de-AT')).toMatch(/1\.?234,56/);
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
  });

  it('formats countdowns as m:ss', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1850', 185_000],
    ['1850.5', 185_050],
    ['1.850,50', 185_050],
    ['1,850.50', 185_050],
    ['1 850,05', 185_005],
    ["1'850.05", 185_005],
    ['12,3456', Number.NaN],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('reads %s as %s minor units', (text, cents) => {
    expect(parseAmount(text)).toEqual(cents);
  });
});
