import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useApiClient } from '../provider';
import { sessionAtom } from './session-state';
import { useLogout } from './sign-in';

export interface AuthFailedOutcome {
  /** A customer was signed in: they need the notice that the session expired (spec 4). */
  wasSignedIn: boolean;
}

/**
 * Handles the client's auth-failed event: tells `onAuthFailed` (the shell shows the notice and
 * goes to the home page), then signs out (cookies, user, carts, wishlist). Leaving the page first
 * keeps an account page's guard from sending the customer to the login page on the way out.
 */
export function useAuthFailedLogout(onAuthFailed: (outcome: AuthFailedOutcome) => void): void {
  const api = useApiClient();
  const logout = useLogout();
  const session = useAtomValue(sessionAtom);
  const latest = useRef({ onAuthFailed, session });
  useLayoutEffect(() => {
    latest.current = { onAuthFailed, session };
  });
  useEffect(
    () =>
      api.onAuthFailed(() => {
        // The level the page knew before the failure; the edge may have dropped the cookies already.
        const wasSignedIn = latest.current.session.level === 'User';
        latest.current.onAuthFailed({ wasSignedIn });
        void logout();
      }),
    [api, logout],
  );
}
