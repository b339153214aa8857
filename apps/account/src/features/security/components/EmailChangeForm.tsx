import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  EmailChangeBodySchema,
  errorCodes,
  isApiError,
  type Customer,
  type EmailChangeBody,
} from '@shop/api-client';
import { useChangeEmail } from '@shop/api-client/react';
import { Button, Toast } from '@shop/ui';
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

interface Values {
  newEmail: string;
  password: string;
  code: string;
}

const resolver = contractResolver(EmailChangeBodySchema, {
  prepare: ({ newEmail, password, code }: Values) => ({
    newEmail,
    password,
    ...proofOfCode(code),
  }),
});

/**
 * Asks for a new e-mail address: the password (and the second factor's code where it is on).
 * The API mails a link to the new address; the account keeps the current one until it is opened.
 */
export function EmailChangeForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const change = useChangeEmail();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Values, unknown, EmailChangeBody>({
    resolver,
    defaultValues: { newEmail: '', password: '', code: '' },
  });
  const t = (id: MessageId) => intl.formatMessage({ id });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSentTo(null);
    try {
      await change.mutateAsync(body);
      form.reset();
      setNeedsCode(false);
      setSentTo(body.newEmail);
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
            (path === 'body.newEmail' ? 'newEmail' : path === 'body.password' ? 'password' : null),
          codeFields: {
            incorrect_password: 'password',
            email_taken: 'newEmail',
            email_unchanged: 'newEmail',
            second_factor_invalid: 'code',
          },
        }),
      );
    }
  });

  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit} aria-label={t('account.email.title')}>
      <p>{intl.formatMessage({ id: 'account.email.current' }, { email: customer.email })}</p>
      <FormAlert failure={failure} />
      {sentTo ? (
        <Toast type="success" inline>
          {intl.formatMessage({ id: 'account.email.sent' }, { email: sentTo })}
        </Toast>
      ) : null}
      <TextField
        form={form}
        name="newEmail"
        type="email"
        autoComplete="email"
        required
        label={t('account.email.newEmail')}
      />
      <TextField
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('account.field.password')}
      />
      {needsCode ? <SecondFactorCodeField form={form} name="code" /> : null}
      <div>
        <Button type="submit" variant="secondary" loading={change.isPending}>
          {t('account.email.submit')}
        </Button>
      </div>
    </form>
  );
}
