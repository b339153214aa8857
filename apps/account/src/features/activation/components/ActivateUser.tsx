import type { MessageId } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import { useVerifyEmail } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, CheckIcon, Spinner, Toast } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';
import { ResendActivationForm } from './ResendActivationForm';

/**
 * Confirms the e-mail address with the token from the activation mail. A link opened again
 * leads to the login; one that is invalid or expired gets its message and a way to request a
 * new one.
 */
export function ActivateUser({ emailToken }: { emailToken: string | null }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const t = (id: MessageId) => intl.formatMessage({ id });

  useEffect(() => {
    // Once per page: a token is single use, a second call would report it invalid.
    if (!emailToken || started.current) return;
    started.current = true;
    verify.mutate(emailToken);
  }, [emailToken, verify]);

  const invalid =
    !emailToken ||
    (verify.isError &&
      isApiError(verify.error) &&
      (verify.error.code === errorCodes.tokenInvalid || verify.error.statusCode === 400));

  if (invalid) {
    return (
      <div className="ui-stack">
        <Toast type="error" inline>
          {t('error.token_invalid')}
        </Toast>
        <p>{t('account.activation.requestNew')}</p>
        <ResendActivationForm />
      </div>
    );
  }
  const toLogin = (
    <div>
      <ButtonLink as={Link} href={pathTo('login')} iconStart={<CheckIcon />}>
        {t('account.toLogin')}
      </ButtonLink>
    </div>
  );
  // A link opened again: the account is active, so the way on is the login, not a new link.
  if (
    verify.isError &&
    isApiError(verify.error) &&
    verify.error.code === errorCodes.emailAlreadyVerified
  ) {
    return (
      <div className="ui-stack">
        <Toast type="info" inline>
          {t('error.email_already_verified')}
        </Toast>
        {toLogin}
      </div>
    );
  }
  if (verify.isError) return <FormAlert failure={failureOf(verify.error)} />;
  if (verify.isSuccess) {
    return (
      <div className="ui-stack">
        <Toast type="success" inline title={t('account.activation.done')}>
          {t('account.activation.doneText')}
        </Toast>
        {toLogin}
      </div>
    );
  }
  return (
    <p className="account-pending" role="status">
      <Spinner size="sm" /> {t('account.activation.pending')}
    </p>
  );
}
