import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from '@shop/router';
import { useSignedIn } from '@shop/api-client/react';
import type { PageProps, MessageId } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Card, CardBody, CardHeader } from '@shop/ui';
import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/components/LoginForm';
import { returnPath, returnToParam } from '../features/auth/return-path';
import '../account.css';

/** Sign-in. Once signed in, the customer goes back to the page that sent them here, or to the account. */
export default function LoginPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const t = (id: MessageId) => intl.formatMessage({ id });

  if (signedIn) {
    const target = returnPath(search.get(returnToParam), match.language) ?? pathTo('account');
    return <Navigate to={target} replace />;
  }
  return (
    <AuthCard
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      aside={
        <Card as="aside" variant="muted">
          <CardHeader title={t('account.login.newCustomer')} headingLevel={2} />
          <CardBody className="ui-stack">
            <p>{t('account.login.newCustomerText')}</p>
            <div>
              <ButtonLink as={Link} href={pathTo('register')} variant="outline">
                {t('account.login.toRegister')}
              </ButtonLink>
            </div>
          </CardBody>
        </Card>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
