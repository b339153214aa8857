import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import {
  consentCookie,
  consentFromCookieHeader,
  isConsentAllowed,
  pollConsent,
  type ConsentChoice,
  type ConsentGroup,
} from './cookie';

/** The choice in this browser's cookie; null on the server and before any decision. */
export function readBrowserConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : consentFromCookieHeader(document.cookie);
}

/**
 * The visitor's consent, shared by the shell and every remote through the one jotai store. It
 * starts from the cookie; the edge can set it from the request for a server-rendered page.
 */
export const consentAtom = atom<ConsentChoice | null>(readBrowserConsent());

/** The cookie settings dialog, opened from the banner and the footer. */
export const consentSettingsOpenAtom = atom(false);

/** Saves a choice: cookie first, so a reload and the edge see the same choice. */
export const saveConsentAtom = atom(null, (_get, set, choice: ConsentChoice) => {
  if (typeof document !== 'undefined') document.cookie = consentCookie(choice);
  set(consentAtom, choice);
  set(consentSettingsOpenAtom, false);
});

export function useConsent(): ConsentChoice | null {
  return useAtomValue(consentAtom);
}

/** "Is C0004 allowed?" for any remote. */
export function useConsentAllowed(group: ConsentGroup): boolean {
  return isConsentAllowed(useAtomValue(consentAtom), group);
}

export function useOpenConsentSettings(): () => void {
  const setOpen = useSetAtom(consentSettingsOpenAtom);
  return useCallback(() => setOpen(true), [setOpen]);
}

export type ConsentWaitState = 'waiting' | 'allowed' | 'denied';

/**
 * For what waits on consent (a map, a video): 'allowed' at once when the group is allowed,
 * 'denied' when the visitor decided without it; before any decision it polls the cookie every 100 ms for up to 5 s (another tab or the banner may
 * decide meanwhile), then 'denied'. A later choice in this page still turns it to 'allowed'.
 */
export function useConsentPoll(group: ConsentGroup): ConsentWaitState {
  const choice = useAtomValue(consentAtom);
  const allowed = isConsentAllowed(choice, group);
  const decided = choice !== null;
  const setConsent = useSetAtom(consentAtom);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    // A decision that leaves the group off is final for this page; only "no decision yet" waits.
    if (allowed || decided) return;
    const controller = new AbortController();
    void pollConsent(group, readBrowserConsent, { signal: controller.signal }).then((found) => {
      if (controller.signal.aborted) return;
      if (found) setConsent(readBrowserConsent());
      else setTimedOut(true);
    });
    return () => controller.abort();
  }, [allowed, decided, group, setConsent]);
  if (allowed) return 'allowed';
  return decided || timedOut ? 'denied' : 'waiting';
}
