import {
  countryName,
  dateTimeFormat,
  formatDateTime,
  formatMoney,
  formatNumber,
  numberFormat,
} from './format';

describe('cached Intl formatters', () => {
  it('reuses one number formatter per locale and options', () => {
    expect(numberFormat('de-AT', { maximumFractionDigits: 1 })).toBe(
      numberFormat('de-AT', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('de-AT')).toBe(numberFormat('de-AT', undefined));
  });

  it('keeps formatters apart when the locale or an option differs', () => {
    expect(numberFormat('de-AT', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en-GB', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en-GB', { maximumFractionDigits: 2 }),
    );
    expect(formatNumber(1.25, 'en-GB', { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatNumber(1.25, 'en-GB', { maximumFractionDigits: 2 })).toBe('1.25');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
  });

  it('formats each currency with its own formatter', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'EUR', 'en-US')).toBe('€1,234.56');
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
  });

  it('reuses date formatters and keys the default locale apart', () => {
    const options = { timeZone: 'UTC', year: 'numeric' } as const;
    expect(dateTimeFormat('en-GB', options)).toBe(dateTimeFormat('en-GB', { ...options }));
    expect(dateTimeFormat(undefined, options)).not.toBe(dateTimeFormat('en-GB', options));
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long' }).format(new Date(0))).toBe(
      'January',
    );
  });

  it('writes a moment in the local time zone, the date in the store’s order', () => {
    const iso = '2026-03-04T05:06:00Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const [d, m, y] = [pad(local.getDate()), pad(local.getMonth() + 1), local.getFullYear()];
    const time = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatDateTime(iso, 'at', 'de-AT')).toBe(`${d}/${m}/${y} ${time}`);
    expect(formatDateTime(iso, 'us', 'en-GB')).toBe(`${m}/${d}/${y} ${time}`);
  });
});

describe('countryName', () => {
  it('names a country in the page locale, and gives back a code it does not know', () => {
    expect(countryName('AT', 'de-AT')).toBe('Österreich');
    expect(countryName('CH', 'en-US')).toBe('Switzerland');
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});
