import type { Language } from '@shop/i18n';
import { SignInFlow } from '../features/sign-in/components/SignInFlow';
import { LanguageSwitch } from '../shared/language/LanguageSwitch';
import { usePageTitle } from '../shared/page/use-page-title';

/** What a visitor without a staff session sees at any address of the back-office. */
export function SignInPage({
  language,
  onLanguage,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  usePageTitle('backoffice.signIn.title');
  return (
    <>
      <div className="backoffice-signin__top">
        <LanguageSwitch language={language} onChange={onLanguage} />
      </div>
      <SignInFlow />
    </>
  );
}
