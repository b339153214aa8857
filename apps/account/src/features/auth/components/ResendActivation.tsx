import { useIntl } from 'react-intl';
import { useRequestActivation } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { failureOf, FormAlert } from '@shop/forms';

/** Sends the activation mail again (spec 4: registration requires e-mail verification, with resend). */
export function ResendActivation({ email }: { email: string }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const resend = useRequestActivation();
  return (
    <div className="ui-stack ui-stack--sm">
      <div>
        <Button
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email, languageTag: localeTag })}
        >
          {intl.formatMessage({ id: 'account.activation.resend' })}
        </Button>
      </div>
      <p role="status" className="account-status">
        {resend.isSuccess
          ? intl.formatMessage({ id: 'account.activation.resent' }, { email })
          : null}
      </p>
      <FormAlert failure={resend.isError ? failureOf(resend.error) : null} />
    </div>
  );
}
