import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ActivationRequestBodySchema, PasswordResetRequestBodySchema } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { Button, type ButtonVariant } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  TextField,
} from '@shop/forms';

interface Values {
  email: string;
}

export interface EmailRequest {
  email: string;
  languageTag?: string;
}

/**
 * Asks for an e-mail address and sends it with the page language, so the mail that follows
 * (activation, password reset) speaks the customer's language.
 */
export function EmailRequestForm({
  schema,
  send,
  submitLabel,
  submitVariant = 'primary',
  intro,
}: {
  schema: typeof ActivationRequestBodySchema | typeof PasswordResetRequestBodySchema;
  send: (request: EmailRequest) => Promise<unknown>;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  intro?: ReactNode;
}) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm<Values, unknown, EmailRequest>({
    resolver: contractResolver(schema, {
      prepare: (values: Values) => ({ ...values, languageTag: localeTag }),
    }),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await send(request);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['email'] }));
    }
  });
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      {intro}
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="email"
        required
        label={intl.formatMessage({ id: 'account.field.email' })}
      />
      <div>
        <Button
          type="submit"
          variant={submitVariant}
          loading={form.formState.isSubmitting}
          fullWidth={submitVariant === 'primary'}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
