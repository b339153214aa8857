import { ApiError, isApiError } from './api-error';
import type { Request } from './request';
import { PublicTokenDataSchema } from './schemas/customer';
import { errorCodes } from './schemas/error';

export interface SessionRulesOptions {
  /** Whether the page holds a session; in the browser, the readable `ctTokenLevel` cookie. */
  hasSession: () => boolean;
  /**
   * What changes with every renewal of the session (the readable `ctTokenExpiresAt` cookie). Tabs
   * of one shop share the cookies: a tab whose call failed with a stamp that has changed since
   * knows another tab renewed the session, and retries instead of refreshing again.
   */
  sessionStamp?: (() => string | null) | undefined;
  /**
   * Runs the refresh while no other tab of the shop refreshes (the Web Locks API in browsers).
   * Two tabs refreshing with one refresh token at once would be taken for token reuse, which
   * ends the session (RFC 9700).
   */
  exclusive?: (<T>(run: () => Promise<T>) => Promise<T>) | undefined;
}

/** The browser's one-at-a-time lock across tabs, where the Web Locks API exists. */
export function browserRefreshLock(): SessionRulesOptions['exclusive'] {
  const locks = (
    globalThis as {
      navigator?: { locks?: { request: <T>(name: string, run: () => Promise<T>) => Promise<T> } };
    }
  ).navigator?.locks;
  return locks ? (run) => locks.request('shop-session-refresh', run) : undefined;
}

/** Told when the session cannot be renewed: the page must treat its customer as signed out. */
export type AuthFailedListener = (error: ApiError) => void;

export interface SessionRules {
  /** The request with the rules around it. */
  request: Request;
  /** Subscribes to the auth-failed event; returns the unsubscribe function. */
  onAuthFailed: (listener: AuthFailedListener) => () => void;
}

const anonymousPath = '/admin/customers/anonymous';
const refreshPath = '/admin/customers/refresh-token';

/**
 * Calls that must not wait for a session or be retried after a refresh: the session calls
 * themselves, and sign-in and sign-out, whose 401 speaks about the credentials, not the token.
 */
const exempt = new Set([anonymousPath, refreshPath, '/customers/login', '/customers/logout']);

/** A 401 about what the customer typed (a wrong password) is no expired session. */
const credentialCodes = new Set<string>([
  errorCodes.invalidCredentials,
  errorCodes.incorrectPassword,
  errorCodes.emailNotVerified,
]);

/**
 * The client's session rules of spec 4, around the one HTTP path:
 * - no session: fetch an anonymous one first (once, shared by every call waiting for it);
 * - a 401: refresh once (concurrent 401s share one refresh) and retry the call once;
 * - the refresh answers 401 (no refresh token, or a reused one): the auth-failed event fires, and
 *   the call fails with the refresh's error.
 * In the browser the edge keeps the tokens in cookies, so no token passes through here.
 */
export function createSessionRules(
  inner: Request,
  options: SessionRulesOptions | undefined,
): SessionRules {
  const listeners = new Set<AuthFailedListener>();
  const onAuthFailed = (listener: AuthFailedListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (!options) return { request: inner, onAuthFailed };

  let anonymous: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  /** Counts finished refreshes: a 401 to a call sent before the last one needs no new refresh. */
  let refreshes = 0;
  /** Why the last refresh failed; calls sent before it fail the same way instead of refreshing again. */
  let lastFailure: unknown = null;

  const ensureSession = (): Promise<void> => {
    if (options.hasSession()) return Promise.resolve();
    anonymous ??= inner(anonymousPath, { schema: PublicTokenDataSchema })
      .then(
        () => undefined,
        // The call goes out anyway and answers for itself; a public page still works.
        (error: unknown) => console.error('No anonymous session', error),
      )
      .finally(() => {
        anonymous = null;
      });
    return anonymous;
  };

  const exclusive = options.exclusive ?? ((run) => run());
  /** The stamp a call was sent with; null where the page cannot tell (no stamp option). */
  const stamp = () => options.sessionStamp?.() ?? null;

  const refresh = (sentWith: string | null): Promise<void> => {
    refreshing ??= exclusive(async () => {
      // Another tab renewed the session since the failed call was sent: its cookies serve here.
      if (sentWith !== null && stamp() !== sentWith) return;
      await inner(refreshPath, { method: 'POST', body: {}, schema: PublicTokenDataSchema });
    })
      .then(
        () => {
          lastFailure = null;
        },
        (error: unknown) => {
          lastFailure = error;
          if (isApiError(error) && error.statusCode === 401) {
            for (const listener of [...listeners]) listener(error);
          }
          throw error;
        },
      )
      .finally(() => {
        refreshes += 1;
        refreshing = null;
      });
    return refreshing;
  };

  const request: Request = async (path, callOptions) => {
    if (exempt.has(path)) return inner(path, callOptions);
    await ensureSession();
    // A call made while a refresh runs waits for its outcome instead of earning a 401.
    if (refreshing) await refreshing;
    const sentAfter = refreshes;
    const sentWith = stamp();
    try {
      return await inner(path, callOptions);
    } catch (error) {
      if (!isSessionFailure(error)) throw error;
      if (refreshes === sentAfter) await refresh(sentWith);
      else if (lastFailure) throw lastFailure;
      // Once: a second 401 is the answer.
      return inner(path, callOptions);
    }
  };

  return { request, onAuthFailed };
}

function isSessionFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && error.statusCode === 401 && !credentialCodes.has(error.code);
}
