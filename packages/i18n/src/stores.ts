export const storeKeys = ['at', 'de', 'ch', 'li', 'us'] as const;
export type StoreKey = (typeof storeKeys)[number];

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

export const currencies = ['EUR', 'CHF', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** `buy`: the customer buys from the shop; `sell`: the customer sells to the shop. */
export const priceTypes = ['buy', 'sell'] as const;
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

export interface Store {
  key: StoreKey;
  /** ISO 3166 country of the store itself. */
  country: string;
  currency: Currency;
  currencySymbol: string;
  /** Locale tag per page language. */
  localeTags: Record<Language, string>;
  /** The language the dealer's staff of this store reads: mails to the dealer use it. */
  staffLanguage: Language;
  dateFormat: DateFormat;
  /** Countries a shipping address may be in. */
  shippingCountries: readonly string[];
  /** The margin scheme's statutory provision, named where it applies; null without VAT. */
  marginSchemeLaw: string | null;
}

export const stores: Record<StoreKey, Store> = {
  at: {
    key: 'at',
    country: 'AT',
    currency: 'EUR',
    currencySymbol: '€',
    localeTags: { de: 'de-AT', en: 'en-GB' },
    staffLanguage: 'de',
    dateFormat: 'DD/MM/YYYY',
    shippingCountries: ['AT', 'DE'],
    marginSchemeLaw: '§ 24 UStG',
  },
  de: {
    key: 'de',
    country: 'DE',
    currency: 'EUR',
    currencySymbol: '€',
    localeTags: { de: 'de-DE', en: 'en-GB' },
    staffLanguage: 'de',
    dateFormat: 'DD/MM/YYYY',
    shippingCountries: ['DE', 'AT'],
    marginSchemeLaw: '§ 25a UStG',
  },
  ch: {
    key: 'ch',
    country: 'CH',
    currency: 'CHF',
    currencySymbol: 'CHF',
    localeTags: { de: 'de-CH', en: 'en-GB' },
    staffLanguage: 'de',
    dateFormat: 'DD/MM/YYYY',
    shippingCountries: ['CH', 'LI'],
    marginSchemeLaw: 'Art. 24a MWSTG',
  },
  li: {
    key: 'li',
    country: 'LI',
    currency: 'CHF',
    currencySymbol: 'CHF',
    localeTags: { de: 'de-LI', en: 'en-GB' },
    staffLanguage: 'de',
    dateFormat: 'DD/MM/YYYY',
    shippingCountries: ['LI', 'CH'],
    marginSchemeLaw: 'Art. 24a MWSTG',
  },
  us: {
    key: 'us',
    country: 'US',
    currency: 'USD',
    currencySymbol: '$',
    localeTags: { de: 'de-DE', en: 'en-US' },
    staffLanguage: 'en',
    dateFormat: 'MM/DD/YYYY',
    shippingCountries: ['US'],
    marginSchemeLaw: null,
  },
};

export const defaultStoreKey: StoreKey = 'at';

export function isStoreKey(value: unknown): value is StoreKey {
  return typeof value === 'string' && (storeKeys as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Hostname to store. Entries match the whole hostname or its first label. */
export type StoreHostMap = Record<string, StoreKey>;

export const defaultStoreHostMap: StoreHostMap = {
  'at.localhost': 'at',
  'de.localhost': 'de',
  'ch.localhost': 'ch',
  'li.localhost': 'li',
  'us.localhost': 'us',
  localhost: 'at',
};

/**
 * Parses a map like "shop.example.at=at,shop.example.de=de" (the STORE_HOSTS setting).
 * Unknown store keys are rejected so a typo cannot silently fall back to Austria.
 */
export function parseStoreHostMap(text: string): StoreHostMap {
  const map: StoreHostMap = {};
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [host, key] = entry.split('=').map((s) => s.trim());
    if (!host || !isStoreKey(key)) throw new Error(`Invalid store host entry: ${entry}`);
    map[host.toLowerCase()] = key;
  }
  return map;
}

export function resolveStoreKey(
  hostname: string,
  map: StoreHostMap = defaultStoreHostMap,
): StoreKey {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = map[host];
  if (exact) return exact;
  const firstLabel = host.split('.')[0] ?? '';
  const byLabel = map[`${firstLabel}.localhost`];
  if (byLabel && host.endsWith('.localhost')) return byLabel;
  return map.localhost ?? defaultStoreKey;
}

export function localeTag(store: StoreKey, language: Language): string {
  return stores[store].localeTags[language];
}
