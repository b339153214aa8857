import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ActivationRequestBodySchema } from '@shop/api-client';
import { useRequestActivation } from '@shop/api-client/react';
import { Toast } from '@shop/ui';
import { EmailRequestForm } from '../../../shared/email-request/components/EmailRequestForm';

/** Asks for a new activation mail, for visitors who arrive without a working link. */
export function ResendActivationForm() {
  const intl = useIntl();
  const request = useRequestActivation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="ui-stack">
      {sentTo ? (
        <Toast type="success" inline>
          {intl.formatMessage({ id: 'account.activation.resent' }, { email: sentTo })}
        </Toast>
      ) : null}
      <EmailRequestForm
        schema={ActivationRequestBodySchema}
        submitLabel={intl.formatMessage({ id: 'account.activation.resend' })}
        submitVariant="secondary"
        send={async (body) => {
          await request.mutateAsync(body);
          setSentTo(body.email);
        }}
      />
    </div>
  );
}
