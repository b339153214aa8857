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

/**
 * The session's level alone. The session is read anew from the cookies (a new object) once the
 * page has hydrated and on every bump; a component that only asks for the level, or whether
 * someone is signed in, renders again only when that changes. The page's outlet is one: rendering it again renders
 * the whole page again, on a phone a third of a second of blocked main thread after hydration.
 */
const sessionLevelAtom = atom((get) => get(sessionAtom).level);

/** The session's token level (null without a session), as `useSession().level`. */
export function useSessionLevel(): SessionInfo['level'] {
  return useAtomValue(sessionLevelAtom);
}

const signedInAtom = atom((get) => get(sessionLevelAtom) === 'User');

/** Whether a customer is signed in (token level User); a guest's session coming or going is no change. */
export function useSignedIn(): boolean {
  return useAtomValue(signedInAtom);
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
