import { routes, type RouteDef } from './routes';
import type { Language } from './stores';

export type RouteParams = Record<string, string>;

export type RouteMatch =
  | { kind: 'page'; route: RouteDef; language: Language; params: RouteParams; pathname: string }
  /** The path has the shape of a route but a parameter is not allowed (spec: fatal 404). */
  | { kind: 'invalid'; route: RouteDef; language: Language; params: RouteParams; pathname: string };

interface CompiledPattern {
  route: RouteDef;
  language: Language;
  segments: string[];
  splat: string | null;
  /** Higher wins: literal segments first, then parameters, a splat last. */
  rank: number[];
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function compile(route: RouteDef, language: Language, pattern: string): CompiledPattern {
  const parts = split(pattern);
  const last = parts[parts.length - 1];
  const splat = last?.startsWith('*') ? last.slice(1) : null;
  const segments = splat === null ? parts : parts.slice(0, -1);
  const rank = segments.map((s) => (s.startsWith(':') ? 1 : 2));
  return { route, language, segments, splat, rank: splat === null ? [...rank, 3] : [...rank, 0] };
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

const compiled: CompiledPattern[] = routes
  .flatMap((route) =>
    (['de', 'en'] as const).flatMap((language) => [
      compile(route, language, route.paths[language]),
      ...(route.aliases?.[language] ?? []).map((alias) => compile(route, language, alias)),
    ]),
  )
  .sort((a, b) => compareRank(a.rank, b.rank));

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function tryMatch(pattern: CompiledPattern, parts: string[]): RouteParams | null {
  if (
    pattern.splat === null
      ? parts.length !== pattern.segments.length
      : parts.length <= pattern.segments.length
  ) {
    return null;
  }
  const params: RouteParams = {};
  for (let i = 0; i < pattern.segments.length; i++) {
    const seg = pattern.segments[i]!;
    const part = safeDecode(parts[i]!);
    if (part === null) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = part;
    else if (seg !== part) return null;
  }
  if (pattern.splat !== null) {
    const rest = parts.slice(pattern.segments.length).map(safeDecode);
    if (rest.some((p) => p === null)) return null;
    params[pattern.splat] = rest.join('/');
  }
  return params;
}

/** Resolves a pathname (without query) to its page. `null` means no route at all. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = split(pathname);
  for (const pattern of compiled) {
    const params = tryMatch(pattern, parts);
    if (!params) continue;
    const allowed = pattern.route.allowed ?? {};
    const valid = Object.entries(allowed).every(([name, values]) =>
      values.includes(params[name] ?? ''),
    );
    return {
      kind: valid ? 'page' : 'invalid',
      route: pattern.route,
      language: pattern.language,
      params,
      pathname,
    };
  }
  return null;
}

/** Language of a path by its prefix alone, for paths that match no route. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

export function buildPath(route: RouteDef, language: Language, params: RouteParams = {}): string {
  const parts = split(route.paths[language]).map((seg) => {
    if (seg.startsWith(':') || seg.startsWith('*')) {
      const name = seg.slice(1);
      const value = params[name];
      if (value === undefined || value === '')
        throw new Error(`Missing parameter ${name} for ${route.id}`);
      return seg.startsWith('*')
        ? value.split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(value);
    }
    return seg;
  });
  return `/${parts.join('/')}`;
}

export type PageMatch = Extract<RouteMatch, { kind: 'page' }>;

/** What the shell hands every page module of a remote. */
export interface PageProps {
  match: PageMatch;
}
