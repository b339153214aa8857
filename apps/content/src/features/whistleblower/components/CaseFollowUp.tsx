import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  WhistleblowCaseQuerySchema,
  WhistleblowFollowUpSchema,
  type WhistleblowCase,
} from '@shop/api-client';
import { useAddWhistleblowInformation, useOpenWhistleblowCase } from '@shop/api-client/react';
import { formatDate, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, FormField, Input, Textarea, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  validationText,
} from '@shop/forms';

/** The reporter opens a case with its code, reads the answers and adds information. */
export function CaseFollowUp() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const open = useOpenWhistleblowCase();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [report, setReport] = useState<WhistleblowCase | null>(null);
  const form = useForm<{ caseCode: string }, unknown, { caseCode: string }>({
    resolver: contractResolver(WhistleblowCaseQuerySchema),
    defaultValues: { caseCode: '' },
  });
  const onSubmit = form.handleSubmit(async ({ caseCode }) => {
    setFailure(null);
    try {
      setReport(await open.mutateAsync(caseCode));
    } catch (caught) {
      setFailure(applyApiError(caught, form.setError, { fields: ['caseCode'] }));
    }
  });

  return (
    <div className="ui-stack">
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
        <p>{t('content.whistleblower.followUpLead')}</p>
        <FormAlert failure={failure} />
        <FormField
          label={t('content.whistleblower.caseCode')}
          required
          error={validationText(intl, form.formState.errors.caseCode?.message)}
        >
          <Input {...form.register('caseCode')} autoComplete="off" spellCheck={false} />
        </FormField>
        <div>
          <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
            {t('content.whistleblower.open')}
          </Button>
        </div>
      </form>
      {report ? <CaseView report={report} onChange={setReport} /> : null}
    </div>
  );
}

function CaseView({
  report,
  onChange,
}: {
  report: WhistleblowCase;
  onChange: (report: WhistleblowCase) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { store } = useLocale();
  const add = useAddWhistleblowInformation();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [added, setAdded] = useState(false);
  const form = useForm<
    { caseCode: string; message: string },
    unknown,
    { caseCode: string; message: string }
  >({
    resolver: contractResolver(WhistleblowFollowUpSchema),
    defaultValues: { caseCode: report.caseCode, message: '' },
  });
  const onSubmit = form.handleSubmit(async (followUp) => {
    setFailure(null);
    setAdded(false);
    try {
      onChange(await add.mutateAsync(followUp));
      form.reset({ caseCode: report.caseCode, message: '' });
      setAdded(true);
    } catch (caught) {
      setFailure(applyApiError(caught, form.setError, { fields: ['message'] }));
    }
  });
  const date = (iso: string) => formatDate(iso, store.key);
  return (
    <section className="ui-stack" aria-labelledby="case-title">
      <h3 id="case-title">
        {t('content.whistleblower.caseCode')} {report.caseCode}
      </h3>
      <p>
        {intl.formatMessage(
          { id: 'content.whistleblower.status' },
          { status: t(`content.whistleblower.status.${report.status}`) },
        )}{' '}
        ·{' '}
        {intl.formatMessage(
          { id: 'content.whistleblower.receivedOn' },
          { date: date(report.receivedOn) },
        )}
      </p>
      <p className="content-whistleblower__text">{report.description}</p>
      <h4>{t('content.whistleblower.messages')}</h4>
      {report.messages.length === 0 ? (
        <p>{t('content.whistleblower.noMessages')}</p>
      ) : (
        <ol className="content-whistleblower__messages">
          {report.messages.map((message, index) => (
            <li key={index}>
              <p>
                <strong>{t(`content.whistleblower.author.${message.author}`)}</strong>,{' '}
                {date(message.writtenOn)}
              </p>
              <p className="content-whistleblower__text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
        <FormAlert failure={failure} />
        {added ? (
          <Toast type="success" inline>
            {t('content.whistleblower.added')}
          </Toast>
        ) : null}
        <FormField
          label={t('content.whistleblower.addInformation')}
          required
          error={validationText(intl, form.formState.errors.message?.message)}
        >
          <Textarea {...form.register('message')} rows={5} />
        </FormField>
        <div>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            {t('content.whistleblower.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
