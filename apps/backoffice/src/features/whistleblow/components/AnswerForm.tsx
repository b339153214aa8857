import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  WhistleblowAnswerSchema,
  whistleblowStatuses,
  type WhistleblowAnswer,
  type WhistleblowStatus,
} from '@shop/api-client';
import { useAnswerWhistleblowReport } from '@shop/api-client/staff/react';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  useFieldError,
  type FormFailure,
} from '@shop/forms';
import { Button, FormField, Select, Textarea, Toast } from '@shop/ui';

interface Values {
  message: string;
  /** Empty: the case keeps its status. */
  status: WhistleblowStatus | '';
}

/**
 * A message to the reporter (who reads it with their case code) and, if chosen, the case's next
 * status. The API records it on the case and in the audit log.
 */
export function AnswerForm({ reportId, status }: { reportId: string; status: WhistleblowStatus }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const answer = useAnswerWhistleblowReport(reportId);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, WhistleblowAnswer>({
    resolver: contractResolver(WhistleblowAnswerSchema, {
      prepare: ({ message, status: next }: Values) => ({
        message,
        ...(next === '' ? {} : { status: next }),
      }),
    }),
    defaultValues: { message: '', status: '' },
  });
  const fieldError = useFieldError(form);
  const send = async (body: WhistleblowAnswer) => {
    setFailure(null);
    setSent(false);
    try {
      await answer.mutateAsync(body);
      form.reset();
      setSent(true);
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['message', 'status'] }));
    }
  };
  return (
    <form className="ui-stack ui-stack--sm" noValidate onSubmit={form.handleSubmit(send)}>
      <h3 className="backoffice-subheading">{t({ id: 'backoffice.whistleblow.answer.title' })}</h3>
      <FormAlert failure={failure} />
      {sent ? (
        <Toast type="success" inline>
          {t({ id: 'backoffice.whistleblow.answer.sent' })}
        </Toast>
      ) : null}
      <FormField
        label={t({ id: 'backoffice.whistleblow.answer.message' })}
        hint={t({ id: 'backoffice.whistleblow.answer.message.hint' })}
        required
        error={fieldError('message')}
      >
        <Textarea {...form.register('message')} rows={4} maxLength={10_000} />
      </FormField>
      <FormField label={t({ id: 'backoffice.whistleblow.answer.status' })}>
        {(control) => (
          <Select
            {...control}
            {...form.register('status')}
            options={[
              {
                value: '',
                label: t(
                  { id: 'backoffice.whistleblow.answer.keepStatus' },
                  { status: t({ id: `backoffice.whistleblow.status.${status}` }) },
                ),
              },
              ...whistleblowStatuses
                .filter((next) => next !== status)
                .map((next) => ({
                  value: next,
                  label: t({ id: `backoffice.whistleblow.status.${next}` }),
                })),
            ]}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" loading={answer.isPending}>
          {t({ id: 'backoffice.whistleblow.answer.submit' })}
        </Button>
      </div>
    </form>
  );
}
