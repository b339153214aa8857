import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@shop/router';
import { alternatePath, langCookie, languages } from '@shop/i18n';
import { alternateParamsAtom, languageAtom } from '@shop/i18n/react';

/** Links to the twin of the current page in each language and remembers the choice. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const current = useAtomValue(languageAtom);
  const alternates = useAtomValue(alternateParamsAtom);
  return (
    <nav className="shell-language" aria-label={intl.formatMessage({ id: 'language.label' })}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={`${alternatePath(pathname, language, alternates)}${search}`}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                document.cookie = langCookie(language);
              }}
            >
              <abbr title={intl.formatMessage({ id: `language.${language}` })}>
                {language.toUpperCase()}
              </abbr>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
