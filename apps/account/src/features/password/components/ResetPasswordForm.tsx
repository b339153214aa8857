import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { errorCodes, isApiError, PasswordResetBodySchema } from '@shop/api-client';
import { useResetPassword } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, ButtonLink, Link as UiLink, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  NewPasswordFields,
} from '@shop/forms';

interface Values {
  newPassword: string;
  newPasswordRepeat: string;
}

/** Sets a new password with the token from the reset mail (`?token=…`). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, { token: string; newPassword: string }>({
    resolver: contractResolver(PasswordResetBodySchema, {
      prepare: ({ newPassword }: Values) => ({ token: token ?? '', newPassword }),
      confirm: [['newPassword', 'newPasswordRepeat']],
    }),
    defaultValues: { newPassword: '', newPasswordRepeat: '' },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await reset.mutateAsync(body);
      setDone(true);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['newPassword'] }));
    }
  });

  const tokenRejected =
    !token || (isApiError(reset.error) && reset.error.code === errorCodes.tokenInvalid);
  if (tokenRejected) {
    return (
      <div className="ui-stack">
        <Toast type="error" inline>
          {t('error.token_invalid')}
        </Toast>
        <div>
          <ButtonLink as={Link} href={pathTo('forgotPassword')} variant="outline">
            {t('account.reset.requestNew')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (done) {
    return (
      <div className="ui-stack">
        <Toast type="success" inline title={t('account.reset.done')}>
          {t('account.reset.doneText')}
        </Toast>
        <div>
          <ButtonLink as={Link} href={pathTo('login')}>
            {t('account.toLogin')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormAlert failure={failure} />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordRepeat']}
        labelId="forms.newPassword"
      />
      <div>
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('account.reset.submit')}
        </Button>
      </div>
      <p>
        <UiLink as={Link} href={pathTo('login')} className="ui-target">
          {t('account.forgot.back')}
        </UiLink>
      </p>
    </form>
  );
}
