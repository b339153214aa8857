import { MAIL_VIEW_POLICY } from '@shop/api-client/contract';
import { HSTS_VALUE, permissionsPolicy } from '../security-headers';

/**
 * The back-office page's policy: its own scripts and the back-office remote's, nothing inline,
 * nothing of a third party, never in a frame; it frames only the shop's own pages (the content
 * editor's draft preview). Stricter than the shop's: no price socket, no
 * maps or videos, no style attributes in served HTML (the page starts empty; React sets styles
 * through the DOM, which a policy does not restrict). `data:` images: the enrolment's QR code.
 */
export function buildStaffCsp(
  remoteOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
): string {
  const remotes = [...new Set(remoteOrigins)];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...remotes]],
    ['style-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes]],
    ['img-src', ["'self'", 'data:', ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // The content editor's preview frame shows the shop's pages (content-preview.ts); it opens
    // this host's /content-preview, which sends it on to them.
    ['frame-src', frameOrigins.length > 0 ? ["'self'", ...new Set(frameOrigins)] : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface StaffHeaderOptions {
  /** Origins the back-office remote is served from (none when it is served from the edge's). */
  remoteOrigins: readonly string[];
  /** The shop's origins, which the content editor's preview frame shows. */
  frameOrigins?: readonly string[];
  production: boolean;
  hsts: boolean;
}

/**
 * The headers of every answer at the back-office host: its CSP, never framed, never indexed,
 * no referrer leaving it (order and customer ids are in its paths). `https` as for the shop's
 * (the connection or a trusted proxy, never a client's header).
 */
export function createStaffHeaders(
  options: StaffHeaderOptions,
): (https: boolean) => Readonly<Record<string, string>> {
  const common: Record<string, string> = {
    'content-security-policy': buildStaffCsp(options.remoteOrigins, options.frameOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex, nofollow',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
  };
  const withHsts = { ...common, 'strict-transport-security': HSTS_VALUE };
  return (https) => (options.production && (options.hsts || https) ? withHsts : common);
}

/**
 * A mail of the outbox (GET /api/staff/outbox/{id}/html): the back-office's headers with the
 * mail's own policy (its inline styles, which the back-office page refuses, in a sandbox), framed
 * by the back-office's page only.
 */
export function mailViewHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return {
    ...headers,
    'content-security-policy': MAIL_VIEW_POLICY,
    'x-frame-options': 'SAMEORIGIN',
  };
}
