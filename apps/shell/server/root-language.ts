import {
  buildPath,
  getRoute,
  isLanguage,
  LANG_COOKIE,
  langCookie,
  type Language,
  type StoreKey,
} from '@shop/i18n';

const qValue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

interface LanguageRange {
  tag: string;
  q: number;
}

/** Accept-Language entries with q > 0, best first; equal weights keep the client's order. */
export function parseAcceptLanguage(header: string | undefined): LanguageRange[] {
  const ranges: Array<LanguageRange & { index: number }> = [];
  (header ?? '').split(',').forEach((part, index) => {
    const [tag, ...params] = part.split(';').map((s) => s.trim());
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      // A malformed weight makes the entry unusable rather than silently preferred.
      if (key?.toLowerCase() === 'q')
        q = value !== undefined && qValue.test(value) ? Number(value) : 0;
    }
    if (q > 0) ranges.push({ tag: tag.toLowerCase(), q, index });
  });
  return ranges.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag, q }) => ({ tag, q }));
}

function primaryLanguage(tag: string): string {
  return tag.split('-')[0] ?? '';
}

/**
 * True when the browser ranks English before German. English without any German counts as
 * ranking it first; other languages in between do not matter.
 */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  const first = parseAcceptLanguage(acceptLanguage).find((r) =>
    ['en', 'de'].includes(primaryLanguage(r.tag)),
  );
  return first !== undefined && primaryLanguage(first.tag) === 'en';
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface RootVisit {
  store: StoreKey;
  /** The query including its `?`, or ''. */
  search: string;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
}

export interface RootLanguageDecision {
  /** Where to send the visitor, or null to serve the German home page. */
  location: string | null;
  /** Set-Cookie value when the query chose a language. */
  setCookie: string | null;
}

/**
 * Spec 4: a visit to the Austrian root goes to /en when the query, the lang cookie or the
 * browser's languages ask for English. An explicit `?lang=` wins over the cookie (and replaces
 * it), because the visitor just chose it.
 */
export function rootLanguage(visit: RootVisit): RootLanguageDecision {
  if (visit.store !== 'at') return { location: null, setCookie: null };
  const query = new URLSearchParams(visit.search);
  const requested = query.get('lang');
  const chosen: Language | null = isLanguage(requested) ? requested : null;
  const english =
    chosen !== null
      ? chosen === 'en'
      : readCookie(visit.cookieHeader, LANG_COOKIE) === 'en' ||
        prefersEnglish(visit.acceptLanguage);
  const setCookie = chosen ? langCookie(chosen) : null;
  if (!english) return { location: null, setCookie };
  query.delete('lang');
  const rest = query.toString();
  return { location: `${buildPath(getRoute('home'), 'en')}${rest ? `?${rest}` : ''}`, setCookie };
}
