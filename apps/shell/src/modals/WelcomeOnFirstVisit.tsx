import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { openModalAtom, useConsent, useHydrated, useOpenModal } from '@shop/app-state';

/**
 * Set once the welcome was shown. A necessary first-party cookie like the consent choice: it
 * only keeps the shop from greeting the visitor again; a year, like the other preferences.
 */
export const WELCOME_COOKIE = 'shopWelcomed';
const WELCOME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const welcomed = () => new RegExp(`(?:^|;\\s*)${WELCOME_COOKIE}=`).test(document.cookie);

/**
 * Opens the NewShopWelcome modal on a visitor's first visit (spec 2). Only in the browser after
 * hydration, so the server's HTML and the hydrating page never differ; only after the cookie
 * choice, so it never stands beside the consent banner; never over another modal. The welcome
 * itself (content remote) loads only then, so other visits carry none of its code.
 */
export function WelcomeOnFirstVisit() {
  const hydrated = useHydrated();
  const consent = useConsent();
  const open = useAtomValue(openModalAtom);
  const openModal = useOpenModal();
  useEffect(() => {
    // Remembered once it is open: leaving the page without closing it also counts as seen.
    if (open === 'newShopWelcome') {
      document.cookie = `${WELCOME_COOKIE}=1; Max-Age=${WELCOME_COOKIE_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`;
      return;
    }
    if (!hydrated || consent === null || open !== null || welcomed()) return;
    openModal('newShopWelcome');
  }, [hydrated, consent, open, openModal]);
  return null;
}
