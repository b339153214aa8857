import { stores, type Currency, type StoreKey } from './stores';

/** Minor units per major unit for the shop's currencies (all have two decimals). */
const minorDigits: Record<Currency, number> = { EUR: 2, CHF: 2, USD: 2 };

/**
 * Building an Intl formatter costs far more than formatting with it (it resolves locale data),
 * and price lists format hundreds of amounts while hydrating, so formatters are kept per locale
 * and options. The key set is small: a handful of locales times the options the code uses.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  cache: Map<string, F>,
  locale: string,
  options: object | undefined,
  create: () => F,
): F {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A shared Intl.NumberFormat for the locale and options (options must not be mutated later). */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A shared Intl.DateTimeFormat for the locale and options (options must not be mutated later). */
export function dateTimeFormat(
  locale: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    locale ?? '',
    options,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function formatMoney(centAmount: number, currency: Currency, locale: string): string {
  const digits = minorDigits[currency];
  return numberFormat(locale, {
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
  return numberFormat(locale, options).format(value);
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
  timeZone = store === 'us' ? 'America/New_York' : 'Europe/Vienna',
): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${String(iso)}`);
  const parts = dateTimeFormat('en-GB', {
    timeZone,
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

/**
 * Date (in the store's numeric order, spec 9) and time of an ISO moment, both in the browser's
 * time zone: moments the customer acts on (an expiry, when a limit frees up) are read as local.
 */
export function formatDateTime(iso: string, store: StoreKey, localeTag: string): string {
  const timeZone = dateTimeFormat(undefined).resolvedOptions().timeZone;
  const time = dateTimeFormat(localeTag, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
  return `${formatDate(iso, store, timeZone)} ${time}`;
}

/** m:ss for countdowns. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/**
 * Minor units of an amount a person typed in either notation (1234.56, 1.234,56, 1,234.56,
 * 1 234,5): the last dot or comma followed by one or two digits is the decimal mark, other dots,
 * commas, spaces and apostrophes group thousands. NaN when it is not an amount.
 */
export function parseAmount(text: string): number {
  const compact = text.replace(/[\s'’]/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return Number.NaN;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Minor units as an input value in major units with two decimals (dot as decimal mark). */
export const amountInputValue = (centAmount: number): string => (centAmount / 100).toFixed(2);

/** A datetime-local input value (2026-12-31T18:00) for a moment, in the browser's time zone. */
export function dateTimeInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A country's name in the page locale, from its ISO 3166 code (the code itself if unknown). */
export function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
