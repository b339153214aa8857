import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Language } from '@shop/i18n';

/**
 * The language the member chose with the switch, kept in this browser; null until they choose,
 * and then the staff member's own language (their profile's locale) is spoken.
 */
export const chosenLanguageAtom = atomWithStorage<Language | null>(
  'backoffice.language',
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/** Before sign-in, with no choice made: the browser's first language if it is English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  return languages[0]?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

/** The profile language of the last member signed in on this page: the sign-in after an ended session keeps it. */
const lastProfileAtom = atom<Language | null>(null);

/** The page's language: the member's choice, else their profile's, else the browser's. */
export function useLanguage(profile: Language | undefined): [Language, (next: Language) => void] {
  const [chosen, choose] = useAtom(chosenLanguageAtom);
  const [lastProfile, setLastProfile] = useAtom(lastProfileAtom);
  useEffect(() => {
    if (profile) setLastProfile(profile);
  }, [profile, setLastProfile]);
  return [chosen ?? profile ?? lastProfile ?? browserLanguage(), choose];
}

/** The locale dates and numbers are written in: Austrian German, British English. */
export const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : 'de-AT');

/** The language the page is drawn in (its IntlProvider's), for texts kept per language in data. */
export function usePageLanguage(): Language {
  return useIntl().locale.startsWith('en') ? 'en' : 'de';
}
