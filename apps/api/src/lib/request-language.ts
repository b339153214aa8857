import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@shop/i18n';

/** The language an API answer or mail speaks when the request names none. */
export const fallbackLanguage: Language = 'en';

const languageOf = (tag: unknown): Language | undefined => {
  if (typeof tag !== 'string') return undefined;
  const language = tag.trim().slice(0, 2).toLowerCase();
  return isLanguage(language) ? language : undefined;
};

/** The best of our languages in an Accept-Language list (quality values honoured). */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: languageOf(tag), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.language;
}

const field = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null && !Array.isArray(source)
    ? (source as Record<string, unknown>)[name]
    : undefined;

/**
 * The language of a request: its `languageTag` (query, then body), else Accept-Language, else
 * English. Reads raw values on purpose: an error answer must be localized even when the request
 * failed validation.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'query' | 'body' | 'headers'>,
): Language {
  return (
    languageOf(field(request.query, 'languageTag')) ??
    languageOf(field(request.body, 'languageTag')) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    fallbackLanguage
  );
}
