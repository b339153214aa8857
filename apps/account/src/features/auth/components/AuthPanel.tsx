import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@shop/ui';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { RegistrationSent } from './RegistrationSent';

export type AuthView = 'login' | 'register';

/** Sign in or register in one place (the Auth modal): the two forms and the step after registering. */
export function AuthPanel({
  initialView = 'login',
  onSignedIn,
}: {
  initialView?: AuthView;
  onSignedIn: () => void;
}) {
  const intl = useIntl();
  const [view, setView] = useState<AuthView>(initialView);
  const [registered, setRegistered] = useState<string | null>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });

  const toLogin = (
    <Button
      variant="outline"
      onClick={() => {
        setRegistered(null);
        setView('login');
      }}
    >
      {t('account.toLogin')}
    </Button>
  );

  if (registered) return <RegistrationSent email={registered} action={<div>{toLogin}</div>} />;
  if (view === 'register') {
    return (
      <div className="ui-stack">
        <p className="account-switch">
          {t('account.register.haveAccount')}{' '}
          <Button variant="ghost" size="sm" onClick={() => setView('login')}>
            {t('account.toLogin')}
          </Button>
        </p>
        <RegisterForm onRegistered={setRegistered} />
      </div>
    );
  }
  return (
    <LoginForm
      onSignedIn={onSignedIn}
      footer={
        <p className="account-switch">
          {t('account.login.noAccount')}{' '}
          <Button variant="ghost" size="sm" onClick={() => setView('register')}>
            {t('account.login.toRegister')}
          </Button>
        </p>
      }
    />
  );
}
