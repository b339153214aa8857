const umlauts: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};

/** German transliteration: Münze → Muenze, Straße → Strasse. */
export function spellOutUmlauts(text: string): string {
  return text.replace(/[äöüßÄÖÜ]/g, (c) => umlauts[c] ?? c);
}

/** Lowercase without diacritics: Münze → munze, Élysée → elysee. The basis of every comparison. */
export function fold(text: string): string {
  return text.replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** URL-safe slug with German transliteration: „Zubehör für Münzen“ → zubehoer-fuer-muenzen. */
export function slugify(text: string): string {
  return fold(spellOutUmlauts(text))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Every spelling a customer may type for a text: folded (munze) and spelt out (muenze), so
 * both "Münze", "Munze" and "Muenze" find it.
 */
export function searchVariants(text: string): string[] {
  return [...new Set([fold(text), fold(spellOutUmlauts(text))])];
}

/** Query words, folded, without surrounding punctuation; at most eight. They match literally. */
export function searchTokens(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, 8);
}

/** A LIKE pattern matching `text` anywhere, its wildcards (%, _) and backslashes taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
