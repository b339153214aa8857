import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from '@shop/router';
import { useSignedIn } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Link as UiLink } from '@shop/ui';
import { AuthCard } from '../features/auth/components/AuthCard';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { RegistrationSent } from '../features/auth/components/RegistrationSent';
import '../account.css';

/** Registration, then the step that asks to confirm the e-mail address (with resend). */
export default function RegisterPage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const signedIn = useSignedIn();
  const [registered, setRegistered] = useState<string | null>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });

  if (signedIn) return <Navigate to={pathTo('account')} replace />;
  if (registered) {
    return (
      <AuthCard title={t('account.register.title')}>
        <RegistrationSent
          email={registered}
          action={
            <div>
              <ButtonLink as={Link} href={pathTo('login')} variant="outline">
                {t('account.toLogin')}
              </ButtonLink>
            </div>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      wide
      title={t('account.register.title')}
      subtitle={
        <>
          {t('account.register.haveAccount')}{' '}
          <UiLink as={Link} href={pathTo('login')}>
            {t('account.toLogin')}
          </UiLink>
        </>
      }
    >
      <RegisterForm onRegistered={setRegistered} />
    </AuthCard>
  );
}
