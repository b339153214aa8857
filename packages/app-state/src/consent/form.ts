import { consentChoice, consentGroups, type ConsentChoice } from './cookie';

/*
 * The banner's choices as a plain HTML form: before the page's scripts arrive (or without them)
 * the banner's buttons post here, the edge stores the same cookie the page's script would write
 * and sends the visitor back to the page (apps/shell/server/consent-form.ts). Once hydrated, the
 * same buttons save the choice in the page instead.
 */

/** The edge route the banner's form posts to. */
export const CONSENT_FORM_PATH = '/consent';
/** The field naming the choice (the pressed button's value). */
export const CONSENT_CHOICE_FIELD = 'choice';
/** The field with the page (path and query) to go back to. */
export const CONSENT_BACK_FIELD = 'back';

/** The banner's two one-click choices: every group, or the necessary one only. */
export const consentFormChoices = ['all', 'necessary'] as const;
export type ConsentFormChoice = (typeof consentFormChoices)[number];

/** The choice a form value stands for; null for anything else. */
export function consentOfFormChoice(
  value: string | null | undefined,
  decidedAt: Date = new Date(),
): ConsentChoice | null {
  if (value === 'all') return consentChoice(consentGroups, decidedAt);
  if (value === 'necessary') return consentChoice([], decidedAt);
  return null;
}

/**
 * The page to go back to, when it is a path of this site: `/…`, never `//host` or `/\host` (which
 * browsers read as another host), nor anything with a control character. Null otherwise.
 */
export function consentBackPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
