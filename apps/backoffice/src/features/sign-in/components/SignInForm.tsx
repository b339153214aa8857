import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { errorCodes, isApiError } from '@shop/api-client';
import { type PublicStaffSignInAnswer, type StaffSignInBody } from '@shop/api-client/staff';
import { useStaffSignIn } from '@shop/api-client/staff/react';
import { Button, Toast } from '@shop/ui';
import { applyApiError, FormAlert, TextField, type FormFailure } from '@shop/forms';
import { signInResolver, type SignInValues } from '../sign-in-form';

/**
 * E-mail, password and the code of the authenticator app (or, after a lost phone, a recovery
 * code). Every wrong part is answered alike by the API, and so here.
 */
export function SignInForm({
  onAnswer,
}: {
  onAnswer: (
    answer: PublicStaffSignInAnswer,
    credentials: { email: string; password: string },
  ) => void;
}) {
  const intl = useIntl();
  const signIn = useStaffSignIn();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<SignInValues, unknown, StaffSignInBody>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '', factor: 'otp', code: '' },
  });
  const factor = useWatch({ control: form.control, name: 'factor' });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(body);
      onAnswer(answer, { email: body.email, password: body.password });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.invalidCredentials) {
        setFailure({ code: error.code });
        form.resetField('code');
        form.setFocus('code');
        return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) =>
            path === 'body.email' || path === 'body.password'
              ? (path.slice(5) as 'email' | 'password')
              : path === 'body.otp' || path === 'body.recoveryCode'
                ? 'code'
                : null,
        }),
      );
    }
  });

  const switchFactor = () => {
    form.setValue('factor', factor === 'otp' ? 'recoveryCode' : 'otp');
    form.resetField('code');
    form.setFocus('code');
  };

  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      {failure?.code === errorCodes.invalidCredentials ? (
        <Toast type="error" inline>
          {intl.formatMessage({ id: 'backoffice.signIn.failed' })}
        </Toast>
      ) : (
        <FormAlert failure={failure} />
      )}
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="username"
        required
        label={intl.formatMessage({ id: 'backoffice.field.email' })}
      />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={intl.formatMessage({ id: 'backoffice.field.password' })}
      />
      {factor === 'otp' ? (
        <TextField
          key="otp"
          form={form}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          label={intl.formatMessage({ id: 'backoffice.field.otp' })}
          hint={intl.formatMessage({ id: 'backoffice.field.otp.hint' })}
        />
      ) : (
        <TextField
          key="recovery"
          form={form}
          name="code"
          autoComplete="off"
          spellCheck={false}
          required
          label={intl.formatMessage({ id: 'backoffice.field.recoveryCode' })}
          hint={intl.formatMessage({ id: 'backoffice.field.recoveryCode.hint' })}
        />
      )}
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={switchFactor}>
          {intl.formatMessage({
            id: factor === 'otp' ? 'backoffice.signIn.useRecoveryCode' : 'backoffice.signIn.useOtp',
          })}
        </Button>
      </div>
      <div>
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {intl.formatMessage({ id: 'backoffice.signIn.submit' })}
        </Button>
      </div>
    </form>
  );
}
