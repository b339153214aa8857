import type { Language } from './stores';

/** The price lists of the shop: the regular one and the duty-free one (bonded-warehouse goods). */
export const pricelists = [
  { key: 'standard', slug: { de: 'standard', en: 'standard' }, dutyFree: false },
  { key: 'duty-free', slug: { de: 'zollfrei', en: 'duty-free' }, dutyFree: true },
] as const;

export type PricelistKey = (typeof pricelists)[number]['key'];

/**
 * The `slug` parameter of the pricelist route: a list in one language, optionally narrowed to one
 * metal. Every link to a price list builds its path from this and the route table.
 */
export function pricelistSlug(key: PricelistKey, language: Language, metal?: string | null) {
  const list = pricelists.find((p) => p.key === key)!;
  return metal ? `${list.slug[language]}/${metal}` : list.slug[language];
}

/**
 * A price list path is `{list}` or `{list}/{metal}`; the first segment names the list in the
 * page language.
 */
export function pricelistBySlug(slug: string, language: Language) {
  const [list, ...rest] = slug.split('/');
  const found = pricelists.find((p) => p.slug[language] === list);
  if (!found || rest.length > 1) return null;
  const metal = rest[0] ?? null;
  if (metal !== null && !['gold', 'silver', 'platinum', 'palladium'].includes(metal)) return null;
  return { pricelist: found, metal };
}
