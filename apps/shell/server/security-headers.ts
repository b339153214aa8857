/**
 * Security headers for every response of the edge. The CSP allows the shell's own origin and
 * the configured remotes' origins and nothing inline or eval'd but style attributes: the federation runtime only
 * needs to load scripts, styles and manifests from those origins.
 */

/** Directives that take extra sources from the environment (`CSP_EXTRA_CONNECT=...`). */
export const cspExtraDirectives = {
  'script-src': 'CSP_EXTRA_SCRIPT',
  'style-src': 'CSP_EXTRA_STYLE',
  'connect-src': 'CSP_EXTRA_CONNECT',
  'img-src': 'CSP_EXTRA_IMG',
  'font-src': 'CSP_EXTRA_FONT',
  'worker-src': 'CSP_EXTRA_WORKER',
  'frame-src': 'CSP_EXTRA_FRAME',
  'media-src': 'CSP_EXTRA_MEDIA',
} as const;

export type CspExtraDirective = keyof typeof cspExtraDirectives;
export type CspExtra = Partial<Record<CspExtraDirective, string[]>>;

/** Sources that would reopen what the policy exists to close; refused even when configured. */
const forbiddenSources = new Set([
  "'unsafe-eval'",
  "'unsafe-inline'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  '*',
]);

/**
 * Parses a space or comma separated source list. Throws on anything that could break out of
 * the directive (`;`) or weaken it, so a bad setting stops the start instead of shipping.
 */
export function parseCspSources(text: string | undefined, name: string): string[] {
  const sources = (text ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (source.includes(';') || /[^\x21-\x7e]/.test(source))
      throw new Error(`${name}: invalid CSP source ${source}`);
    if (forbiddenSources.has(source.toLowerCase()))
      throw new Error(`${name}: ${source} is not allowed`);
  }
  return sources;
}

/** Origin of an absolute URL; null for a relative one (which is same-origin, i.e. 'self'). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface CspInput {
  /** Origins the remotes are served from. */
  remoteOrigins: readonly string[];
  extra: CspExtra;
  /**
   * The shop's own page origins (configured, never the request's Host): older Safari does not
   * let 'self' cover ws:/wss:, so the price socket's origins are named explicitly.
   */
  shopOrigins: readonly string[];
}

/** ws://host for an http origin, wss://host for https. */
export function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

function unique(sources: string[]): string {
  return [...new Set(sources)].join(' ');
}

export function buildCsp({ remoteOrigins, extra, shopOrigins }: CspInput): string {
  const remotes = [...remoteOrigins];
  const sockets = shopOrigins.map(socketOriginOf);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...(extra['script-src'] ?? [])]],
    ['style-src', ["'self'", ...remotes, ...(extra['style-src'] ?? [])]],
    // Server-rendered HTML carries React's style attributes (skeleton and chart sizes); without
    // this they would be dropped and the page would shift on load. <style> elements stay refused.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['connect-src', ["'self'", ...sockets, ...remotes, ...(extra['connect-src'] ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...(extra['img-src'] ?? [])]],
    // Remote origins too: a remote's stylesheet resolves its font URLs against its own origin.
    ['font-src', ["'self'", 'data:', ...remotes, ...(extra['font-src'] ?? [])]],
    ['worker-src', ["'self'", 'blob:', ...(extra['worker-src'] ?? [])]],
    ['frame-src', ["'self'", ...(extra['frame-src'] ?? [])]],
    ['media-src', ["'self'", ...(extra['media-src'] ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources)}`).join('; ');
}

export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  remoteOrigins: readonly string[];
  cspExtra: CspExtra;
  shopOrigins: readonly string[];
  production: boolean;
  /** Send HSTS in production even when no trusted proxy reports https. */
  hsts: boolean;
}

/**
 * The headers of every answer, built once from configuration. Only `https` varies per request,
 * and the caller takes it from the connection or a trusted proxy (Fastify's `request.protocol`
 * under TRUST_PROXY), never from a header any client can send.
 */
export function createSecurityHeaders(
  options: SecurityHeaderOptions,
): (https: boolean) => Readonly<Record<string, string>> {
  const common: Record<string, string> = {
    'content-security-policy': buildCsp({
      remoteOrigins: options.remoteOrigins,
      extra: options.cspExtra,
      shopOrigins: options.shopOrigins,
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': permissionsPolicy,
  };
  // HSTS over plain http is ignored by browsers at best and locks out local http hosts at worst.
  const withHsts = { ...common, 'strict-transport-security': HSTS_VALUE };
  return (https) => (options.production && (options.hsts || https) ? withHsts : common);
}
