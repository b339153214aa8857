import { stores, type Currency, type StoreKey } from './stores';

/** Minor units per major unit for the shop's currencies (all have two decimals). */
const minorDigits: Record<Currency, number> = { EUR: 2, CHF: 2, USD: 2 };

export function formatMoney(centAmount: number, currency: Currency, locale: string): string {
  const digits = minorDigits[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(centAmount / 10 ** digits);
}

export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The spec fixes the numeric date order per store (MM/DD/YYYY in the US, DD/MM/YYYY elsewhere)
 * rather than per locale, so the parts are assembled here instead of by Intl.
 */
export function formatDate(
  iso: string | Date,
  store: StoreKey,
  timeZone = 'Europe/Vienna',
): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${String(iso)}`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: store === 'us' ? 'America/New_York' : timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [d, m, y] = [get('day'), get('month'), get('year')];
  return stores[store].dateFormat === 'MM/DD/YYYY'
    ? `${pad(m)}/${pad(d)}/${y}`
    : `${pad(d)}/${pad(m)}/${y}`;
}

/** m:ss for countdowns. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}
