import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorCodes, isApiError, LoginBodySchema, type Customer } from '@shop/api-client';
import { useLogin } from '@shop/api-client/react';
import { useLocalizedPath } from '@shop/i18n/react';
import { Button, Link as UiLink, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  TextField,
} from '@shop/forms';
import { ResendActivation } from './ResendActivation';

interface LoginValues {
  email: string;
  password: string;
}

const resolver = contractResolver<LoginValues, typeof LoginBodySchema>(LoginBodySchema);

/**
 * Sign-in with e-mail and password. An account that is not activated yet gets its message and
 * the offer to send the activation mail again.
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
  const form = useForm<LoginValues, unknown, LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
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
      setFailure(applyApiError(error, form.setError, { fields: ['email', 'password'] }));
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
      <p className="account-form-link">
        <UiLink as={Link} href={pathTo('forgotPassword')}>
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
