import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  ChangePasswordBodySchema,
  errorCodes,
  isApiError,
  type ChangePasswordBody,
} from '@shop/api-client';
import { useChangePassword } from '@shop/api-client/react';
import { Button, Toast } from '@shop/ui';
import {
  applyApiError,
  asksForCode,
  codeFieldOf,
  contractResolver,
  FormAlert,
  type FormFailure,
  NewPasswordFields,
  proofOfCode,
  SecondFactorCodeField,
  TextField,
} from '@shop/forms';

interface Values {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
  /** The second factor's code, once the API asked for it. */
  code: string;
}

const resolver = contractResolver(ChangePasswordBodySchema, {
  prepare: ({ currentPassword, newPassword, code }: Values) => ({
    currentPassword,
    newPassword,
    ...proofOfCode(code),
  }),
  confirm: [['newPassword', 'newPasswordRepeat']],
});

/**
 * Changes the password: the current one, and the new one twice; with the second factor on, a
 * code of the app too (the field appears when the API asks for it).
 */
export function ChangePasswordForm() {
  const intl = useIntl();
  const change = useChangePassword();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [done, setDone] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Values, unknown, ChangePasswordBody>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '', code: '' },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync(body);
      form.reset();
      setNeedsCode(false);
      setDone(true);
    } catch (error) {
      if (isApiError(error) && asksForCode(error.code)) {
        setNeedsCode(true);
        form.setValue('code', '');
        if (error.code === errorCodes.secondFactorRequired && !needsCode) return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) =>
            codeFieldOf(path) ??
            (path === 'body.currentPassword'
              ? 'currentPassword'
              : path === 'body.newPassword'
                ? 'newPassword'
                : null),
          codeFields: { incorrect_password: 'currentPassword', second_factor_invalid: 'code' },
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
      {needsCode ? <SecondFactorCodeField form={form} name="code" /> : null}
      <div>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
