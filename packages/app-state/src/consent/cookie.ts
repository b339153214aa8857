/**
 * Spec 5: the cookie consent groups. C0001 (Necessary) is always on: the shop cannot work
 * without its session and language cookies, so the visitor cannot switch it off.
 */
export const consentGroups = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentGroup = (typeof consentGroups)[number];

export const NECESSARY_GROUP: ConsentGroup = 'C0001';

/** Which groups the visitor allowed, and when they decided (ISO). */
export interface ConsentChoice {
  groups: Record<ConsentGroup, boolean>;
  decidedAt: string;
}

/**
 * A first-party cookie, not HttpOnly: the page reads it, and the edge reads the same value from
 * the request so a server-rendered page leaves out what the visitor did not allow.
 */
export const CONSENT_COOKIE = 'shopConsent';
/** The choice is asked again after a year, as for the language cookie (spec 9). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookie value: `C0001:1,C0002:0,...|<ISO date>`, URL-encoded. */
export function serializeConsent(choice: ConsentChoice): string {
  const groups = consentGroups.map((group) => `${group}:${choice.groups[group] ? 1 : 0}`);
  return encodeURIComponent(`${groups.join(',')}|${choice.decidedAt}`);
}

/** The Set-Cookie / document.cookie string; secure, path /, SameSite lax (spec 9). */
export function consentCookie(choice: ConsentChoice): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`;
}

/** A stored value back to a choice; anything malformed counts as no decision (banner again). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [list, decidedAt] = decoded.split('|');
  if (!list || !decidedAt || Number.isNaN(Date.parse(decidedAt))) return null;
  const seen = new Map<string, string>();
  for (const pair of list.split(',')) {
    const [group, flag] = pair.split(':');
    if (group && flag !== undefined) seen.set(group, flag);
  }
  const groups = {} as Record<ConsentGroup, boolean>;
  for (const group of consentGroups) {
    const flag = seen.get(group);
    if (flag !== '0' && flag !== '1') return null;
    groups[group] = group === NECESSARY_GROUP || flag === '1';
  }
  return { groups, decidedAt };
}

/** The consent choice in a Cookie header (edge) or document.cookie (page). */
export function consentFromCookieHeader(header: string | undefined | null): ConsentChoice | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === CONSENT_COOKIE) {
      return parseConsent(part.slice(index + 1).trim());
    }
  }
  return null;
}

/** Whether a choice allows a group; without a decision only the necessary group is allowed. */
export function isConsentAllowed(choice: ConsentChoice | null, group: ConsentGroup): boolean {
  if (group === NECESSARY_GROUP) return true;
  return choice?.groups[group] ?? false;
}

/** A choice with the given optional groups on (the necessary group is always on). */
export function consentChoice(
  allowed: readonly ConsentGroup[],
  decidedAt: Date = new Date(),
): ConsentChoice {
  const groups = {} as Record<ConsentGroup, boolean>;
  for (const group of consentGroups) {
    groups[group] = group === NECESSARY_GROUP || allowed.includes(group);
  }
  return { groups, decidedAt: decidedAt.toISOString() };
}

/** Spec 9: what waits on consent asks every 100 ms, for up to 5 s. */
export const CONSENT_POLL_INTERVAL_MS = 100;
export const CONSENT_POLL_TIMEOUT_MS = 5000;

/**
 * Resolves true as soon as `read()` allows the group, false once the timeout passes without
 * it (or when aborted). Code that is not React (a script loader) waits with this; the React hook
 * below uses it while the visitor has not decided yet.
 */
export function pollConsent(
  group: ConsentGroup,
  read: () => ConsentChoice | null,
  options: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  const intervalMs = options.intervalMs ?? CONSENT_POLL_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? CONSENT_POLL_TIMEOUT_MS;
  return new Promise((resolve) => {
    if (isConsentAllowed(read(), group)) {
      resolve(true);
      return;
    }
    const started = Date.now();
    const finish = (result: boolean) => {
      clearInterval(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => finish(false);
    const timer = setInterval(() => {
      if (isConsentAllowed(read(), group)) finish(true);
      else if (Date.now() - started >= timeoutMs) finish(false);
    }, intervalMs);
    options.signal?.addEventListener('abort', onAbort);
  });
}
