import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { noSession, readBrowserSession, type SessionInfo } from '../../session-cookies';

/** Bumped whenever the session cookies may have changed: sign-in, sign-out, an auth failure. */
export const sessionVersionAtom = atom(0);

/**
 * False while the browser hydrates a page the edge rendered: the edge renders without a session
 * (nothing personal goes into shared HTML), and the first browser render must match it. The
 * shell sets it true once hydrated, and the session's parts render again with the cookies.
 */
export const sessionCookiesReadyAtom = atom(true);

/**
 * The page's session as its readable cookies tell it (level, owner, expiry). Read again on every
 * bump of `sessionVersionAtom`; token refreshes change neither the level nor the owner.
 */
export const sessionAtom = atom<SessionInfo>((get) => {
  get(sessionVersionAtom);
  return get(sessionCookiesReadyAtom) ? readBrowserSession() : noSession;
});

export function useSession(): SessionInfo {
  return useAtomValue(sessionAtom);
}

/** Whether a customer is signed in (token level User). */
export function useSignedIn(): boolean {
  return useAtomValue(sessionAtom).level === 'User';
}

/** Tells the session state that the cookies changed, so it reads them again. */
export function useSessionChanged(): () => void {
  const bump = useSetAtom(sessionVersionAtom);
  return useCallback(() => bump((n) => n + 1), [bump]);
}

/**
 * The e-mail of an account created in this page (registration in the auth modal), until the
 * customer signs in: the checkout says an account was created for it (spec 4).
 */
export const registeredEmailAtom = atom<string | null>(null);
