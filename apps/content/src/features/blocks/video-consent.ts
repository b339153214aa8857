/*
 * Seam to the cookie consent (issue 11, part 6), which is built on another branch (h-consent:
 * `useConsentPoll` and `useOpenConsentSettings` of @shop/ui) and not merged into this one yet.
 * The video block asks only these two questions; once the consent state is merged, their bodies
 * become `useConsentPoll('C0004') === 'allowed'` and `useOpenConsentSettings()`.
 */

/** The event the cookie settings dialog listens for until the consent state is merged. */
export const openCookieSettingsEvent = 'shop:open-cookie-settings';

/** Whether the Targeting group (C0004) is accepted; without the consent state nothing is. */
export function useTargetingAccepted(): boolean {
  return false;
}

export function useOpenCookieSettings(): () => void {
  return () => window.dispatchEvent(new CustomEvent(openCookieSettingsEvent));
}
