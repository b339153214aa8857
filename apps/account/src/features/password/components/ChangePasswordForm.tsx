import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ChangePasswordBodySchema } from '@shop/api-client';
import { useChangePassword } from '@shop/api-client/react';
import { Button, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  NewPasswordFields,
  TextField,
} from '@shop/forms';

interface Values {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const resolver = contractResolver(ChangePasswordBodySchema, {
  prepare: ({ currentPassword, newPassword }: Values) => ({ currentPassword, newPassword }),
  confirm: [['newPassword', 'newPasswordRepeat']],
});

/** Changes the password: the current one, and the new one twice. */
export function ChangePasswordForm() {
  const intl = useIntl();
  const change = useChangePassword();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [done, setDone] = useState(false);
  const form = useForm<Values, unknown, { currentPassword: string; newPassword: string }>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync(body);
      form.reset();
      setDone(true);
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields: ['currentPassword', 'newPassword'],
          codeFields: { incorrect_password: 'currentPassword' },
        }),
      );
    }
  });
  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.password.title')}
    >
      <FormAlert failure={failure} />
      {done ? (
        <Toast type="success" inline>
          {t('account.password.changed')}
        </Toast>
      ) : null}
      <TextField
        form={form}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        label={t('account.field.currentPassword')}
      />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordRepeat']}
        labelId="forms.newPassword"
      />
      <div>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
