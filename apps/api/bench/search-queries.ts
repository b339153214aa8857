/**
 * Search requests as shoppers send them, for the search benchmark: a fixed, seeded mix, so every
 * run and every database gets the same requests in the same order.
 *
 * - Six in ten type text: one to three neighbouring words of a real product name, German or
 *   English, as typed (capitals, umlauts) or lowercased; a quarter of those with a typo in the
 *   longest word (a letter dropped, doubled or swapped with its neighbour).
 * - The others browse a category or metal listing.
 * - Filters (metal, manufacturer, fine weight, price), every sort key in both orders, pages 1 to 3
 *   and the page sizes the shop offers, in both languages.
 */
import { categoryKeys, preciousMetals, type ProductSortKey } from '@shop/api-client/contract';
import { catalogue } from '../src/db/seed/catalogue';
import { mulberry32 } from '../src/prices';

const manufacturers = [
  ...new Set(catalogue.flatMap((p) => (p.manufacturer ? [p.manufacturer] : []))),
];

function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 1 / 3) return word.slice(0, i) + word.slice(i + 1);
  if (kind < 2 / 3) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

/** `count` query strings for GET /products/search (without the leading `?`). */
export function searchQueries(count: number, seed = 7): string[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;

  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const typed = chance(0.6);
    if (typed) {
      const product = pick(catalogue);
      const words = (chance(0.6) ? product.name.de : product.name.en).split(/\s+/);
      const length = Math.min(words.length, 1 + Math.floor(random() * 3));
      const start = Math.floor(random() * (words.length - length + 1));
      const chosen = words.slice(start, start + length);
      const longest = chosen.reduce((a, b) => (b.length > a.length ? b : a));
      if (longest.length >= 5 && chance(0.25))
        chosen[chosen.indexOf(longest)] = typo(longest, random);
      const text = chosen.join(' ');
      params.set('text', chance(0.5) ? text.toLowerCase() : text);
    }
    if (chance(typed ? 0.15 : 0.6)) params.set('category', pick(categoryKeys));
    else if (chance(0.25)) params.set('metal', pick(preciousMetals));
    if (chance(0.1)) params.set('manufacturer', pick(manufacturers));
    if (chance(0.1)) {
      const from = pick([0, 1, 10, 31, 100, 250]);
      params.set('weightMin', String(from));
      params.set('weightMax', String(from * 4 + 10));
    }
    if (chance(0.1)) params.set('priceMax', String(pick([10_000, 50_000, 100_000, 500_000])));
    const sort: ProductSortKey = typed
      ? chance(0.5)
        ? 'relevance'
        : pick(['default', 'name', 'price', 'preciousMetal'] as const)
      : chance(0.5)
        ? 'default'
        : pick(['name', 'price', 'preciousMetal'] as const);
    if (sort !== 'default') params.set('sort', sort);
    if (chance(0.3)) params.set('order', 'desc');
    const page = chance(0.7) ? 1 : chance(0.66) ? 2 : 3;
    if (page > 1) params.set('page', String(page));
    const limit = chance(0.8) ? 24 : pick([12, 48]);
    if (limit !== 24) params.set('limit', String(limit));
    params.set('languageTag', chance(0.6) ? 'de-AT' : 'en');
    return params.toString();
  });
}
