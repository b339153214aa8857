/**
 * Typo tolerance for product search (search/search-catalogue.ts): a query word the catalogue does
 * not contain is replaced by the catalogue's words within a small edit distance, so "krugerand"
 * finds "krugerrand".
 */

/** Allowed typos grow with the word: none for short words, where one edit changes the meaning. */
export function maxTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap neighbours), giving up
 * as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The distinct words of the catalogue's folded search texts. */
export function vocabularyOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words].sort();
}

const MAX_ALTERNATIVES = 8;

/**
 * The words to look for instead of `token`: the token itself when the catalogue contains it
 * (also inside a longer word), else the closest catalogue words — whole words or word starts,
 * so a misspelt beginning ("philarmon") still finds "philharmoniker".
 */
export function correctToken(token: string, vocabulary: readonly string[]): string[] {
  const max = maxTypos(token);
  if (max === 0 || vocabulary.some((word) => word.includes(token))) return [token];
  const scored: Array<[string, number]> = [];
  for (const word of vocabulary) {
    const whole = editDistance(token, word, max);
    const start =
      word.length > token.length ? editDistance(token, word.slice(0, token.length), max) : whole;
    const distance = Math.min(whole, start);
    if (distance <= max) scored.push([word, distance]);
  }
  if (scored.length === 0) return [token];
  scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const best = scored[0]![1];
  return scored
    .filter(([, d]) => d === best)
    .slice(0, MAX_ALTERNATIVES)
    .map(([word]) => word);
}
