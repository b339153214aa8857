import { useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { isApiError } from '@shop/api-client';
import { forgetStaffSession, staffKeys, useStaffSignOut } from '@shop/api-client/staff/react';

/** Why the sign-in page is shown again: the session ended on its own, or the member left. */
export type SessionNotice = 'expired' | 'signedOut';

export const sessionNoticeAtom = atom<SessionNotice | null>(null);

/**
 * When the session ends unless used before: the API moves the idle end on with every staff call,
 * so the page does the same from each answer it gets, and knows the absolute end from sign-in.
 */
export interface SessionClock {
  /** Milliseconds of idleness the API allows (from the sign-in answer). */
  idleMs: number;
  /** The absolute end (ISO), 12 hours after sign-in. */
  expiresAt: string;
}

export const sessionClockAtom = atom<SessionClock | null>(null);

const clockMarginMs = 2000;

/** The clock of a sign-in answer, measured against the time it arrived. */
export function sessionClockOf(
  answer: { expiresAt: string; idleExpiresAt: string },
  now = Date.now(),
): SessionClock {
  return {
    idleMs: Math.max(0, Date.parse(answer.idleExpiresAt) - now),
    expiresAt: answer.expiresAt,
  };
}

/** Leaves the signed-in part: every staff answer leaves the cache, the sign-in page says why. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const setNotice = useSetAtom(sessionNoticeAtom);
  const setClock = useSetAtom(sessionClockAtom);
  return useCallback(
    (notice: SessionNotice) => {
      // The first reason stands: a sign-out's own 401s afterwards do not make it an expiry.
      setNotice((current) => current ?? notice);
      setClock(null);
      void forgetStaffSession(queryClient);
    },
    [queryClient, setClock, setNotice],
  );
}

/** Signs out (the edge drops the cookie even if the API cannot be reached). */
export function useSignOut() {
  const signOut = useStaffSignOut();
  const setNotice = useSetAtom(sessionNoticeAtom);
  const setClock = useSetAtom(sessionClockAtom);
  return () => {
    setNotice('signedOut');
    setClock(null);
    return signOut.mutateAsync().catch(() => undefined);
  };
}

/**
 * Watches every staff call of the page: a 401 means the API no longer knows the session (idle,
 * past 12 hours, revoked), and the member is sent to sign in again with a notice. With a clock
 * from sign-in the page also ends the session itself when the member has been idle that long,
 * rather than showing data until the next click fails.
 */
export function useSessionWatch(clock: SessionClock | null) {
  const queryClient = useQueryClient();
  const end = useEndSession();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Once: the ending asks who is signed in again, and that answer is the app's to draw.
    let ended = false;
    const arm = () => {
      if (!clock || ended) return;
      clearTimeout(timer);
      const until = Math.min(clock.idleMs, Date.parse(clock.expiresAt) - Date.now());
      // A moment after the API's end, so that the page never ends a session the API still keeps.
      timer = setTimeout(
        () => {
          ended = true;
          end('expired');
        },
        Math.max(0, until) + clockMarginMs,
      );
    };
    const seen = (error: unknown, succeeded: boolean) => {
      if (ended) return;
      if (isApiError(error) && error.statusCode === 401) {
        ended = true;
        clearTimeout(timer);
        end('expired');
      } else if (succeeded) arm();
    };
    arm();
    const queries = queryClient.getQueryCache().subscribe((event) => {
      const [root, part] = event.query.queryKey;
      // Who is signed in is the app's own question: its 401 shows the sign-in already.
      if (event.type !== 'updated' || root !== staffKeys.all[0] || part === staffKeys.me()[1])
        return;
      if (event.action.type === 'error') seen(event.action.error, false);
      if (event.action.type === 'success') seen(null, true);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') seen(event.action.error, false);
      if (event.action.type === 'success') seen(null, true);
    });
    return () => {
      clearTimeout(timer);
      queries();
      mutations();
    };
  }, [clock, end, queryClient]);
}
