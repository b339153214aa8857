import { alternatePath, matchRoute, type Language } from '@shop/i18n';

/** The query parameter the my-account guard puts the interrupted page into. */
export const returnToParam = 'returnTo';

/**
 * Where to go after signing in: the page the guard interrupted, if it is a page of this shop
 * (never another site: `//evil.example` and the like are ignored), in the current page language.
 */
export function returnPath(raw: string | null, language: Language): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const url = new URL(raw, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid') return null;
  const match = matchRoute(url.pathname);
  if (match?.kind !== 'page') return null;
  return `${alternatePath(url.pathname, language)}${url.search}`;
}
