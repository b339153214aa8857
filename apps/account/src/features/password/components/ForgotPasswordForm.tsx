import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { PasswordResetRequestBodySchema } from '@shop/api-client';
import { useRequestPasswordReset } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { Link as UiLink, Toast } from '@shop/ui';
import { EmailRequestForm } from '../../../shared/email-request/components/EmailRequestForm';

/**
 * Requests the password reset mail. The answer never says whether an account exists, so the
 * confirmation is worded for both cases.
 */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = (id: MessageId) => (
    <p>
      <UiLink as={Link} href={pathTo('login')} className="ui-target">
        {intl.formatMessage({ id })}
      </UiLink>
    </p>
  );

  if (sentTo) {
    return (
      <div className="ui-stack">
        <Toast type="success" inline title={intl.formatMessage({ id: 'account.forgot.sent' })}>
          {intl.formatMessage({ id: 'account.forgot.sentText' }, { email: sentTo })}
        </Toast>
        {back('account.toLogin')}
      </div>
    );
  }
  return (
    <div className="ui-stack">
      <EmailRequestForm
        schema={PasswordResetRequestBodySchema}
        intro={<p>{intl.formatMessage({ id: 'account.forgot.text' })}</p>}
        submitLabel={intl.formatMessage({ id: 'account.forgot.submit' })}
        send={async (body) => {
          await request.mutateAsync(body);
          setSentTo(body.email);
        }}
      />
      {back('account.forgot.back')}
    </div>
  );
}
