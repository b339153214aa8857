import { useIntl } from 'react-intl';
import type { Language } from '@shop/i18n';

const languages: readonly Language[] = ['de', 'en'];

/** German or English for the back-office: two buttons, the spoken one pressed. */
export function LanguageSwitch({
  language,
  onChange,
}: {
  language: Language;
  onChange: (language: Language) => void;
}) {
  const intl = useIntl();
  return (
    <div
      className="backoffice-language"
      role="group"
      aria-label={intl.formatMessage({ id: 'backoffice.language' })}
    >
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => onChange(option)}
        >
          {intl.formatMessage({ id: `backoffice.language.${option}` })}
        </button>
      ))}
    </div>
  );
}
