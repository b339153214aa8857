import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import {
  errorCodes,
  isApiError,
  LoginBodySchema,
  type Customer,
  type LoginBody,
} from '@shop/api-client';
import { useLogin } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, Link as UiLink, Toast } from '@shop/ui';
import {
  applyApiError,
  asksForCode,
  codeFieldOf,
  contractResolver,
  FormAlert,
  type FormFailure,
  proofOfCode,
  SecondFactorCodeField,
  TextField,
} from '@shop/forms';
import { ResendActivation } from './ResendActivation';

interface LoginValues {
  email: string;
  password: string;
  /** The second factor's code, once the API asked for it. */
  code: string;
}

const resolver = contractResolver(LoginBodySchema, {
  prepare: ({ email, password, code }: LoginValues) => ({
    email,
    password,
    ...proofOfCode(code),
  }),
  fieldOf: (path) => codeFieldOf(path) ?? (path === 'email' || path === 'password' ? path : null),
});

/**
 * Sign-in with e-mail and password. An account that is not activated yet gets its message and
 * the offer to send the activation mail again. With the second factor on, the API answers
 * second_factor_required to the password alone: the form then asks for the app's code (or a
 * recovery code) and signs in again with both. The shop's other sign-ins (the auth modal in the
 * header and at checkout) are this form.
 */
export function LoginForm({
  onSignedIn,
  footer,
}: {
  onSignedIn?: (customer: Customer) => void;
  /** Below the button, e.g. the way to registration. */
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const login = useLogin();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginValues, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '', code: '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setUnverified(null);
    try {
      const customer = await login.mutateAsync(body);
      onSignedIn?.(customer);
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.emailNotVerified) {
        setUnverified(body.email);
        return;
      }
      if (isApiError(error) && asksForCode(error.code)) {
        setNeedsCode(true);
        form.setValue('code', '');
        // The first answer only asks for the code: no alert until a code was given.
        if (error.code === errorCodes.secondFactorRequired && !needsCode) return;
      }
      setFailure(
        applyApiError(error, form.setError, {
          fields: (path) =>
            codeFieldOf(path) ??
            (path === 'body.email' ? 'email' : path === 'body.password' ? 'password' : null),
          codeFields: { second_factor_invalid: 'code' },
        }),
      );
    }
  });

  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormAlert failure={failure} />
      {unverified ? (
        <Toast type="warning" inline>
          <div className="ui-stack ui-stack--sm">
            <span>{intl.formatMessage({ id: 'error.email_not_verified' })}</span>
            <ResendActivation email={unverified} />
          </div>
        </Toast>
      ) : null}
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={intl.formatMessage({ id: 'account.field.email' })}
      />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={intl.formatMessage({ id: 'account.field.password' })}
      />
      {needsCode ? <SecondFactorCodeField form={form} name="code" /> : null}
      <p className="account-form-link">
        <UiLink as={Link} href={pathTo('forgotPassword')} className="ui-target">
          {intl.formatMessage({ id: 'account.login.forgotPassword' })}
        </UiLink>
      </p>
      <div>
        <Button type="submit" loading={login.isPending} fullWidth>
          {intl.formatMessage({ id: 'account.login.submit' })}
        </Button>
      </div>
      {footer}
    </form>
  );
}
