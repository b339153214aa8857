import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  whistleblowCategories,
  WhistleblowDraftSchema,
  type WhistleblowDraft,
} from '@shop/api-client';
import { useSubmitWhistleblow } from '@shop/api-client/react';
import type { MessageId } from '@shop/i18n';
import { Button, FormField, Input, Select, Textarea, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  validationText,
} from '@shop/forms';

interface Values {
  category: string;
  description: string;
  name: string;
  contact: string;
}

const fields = ['category', 'description', 'name', 'contact'] as const;

/** A new report; the answer's case code is shown once and never sent anywhere. */
export function ReportForm() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const submit = useSubmitWhistleblow();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [caseCode, setCaseCode] = useState<string | null>(null);
  const form = useForm<Values, unknown, WhistleblowDraft>({
    resolver: contractResolver(WhistleblowDraftSchema, {
      prepare: (values: Values) => ({
        ...values,
        category: values.category || undefined,
      }),
    }),
    defaultValues: { category: '', description: '', name: '', contact: '' },
  });
  const error = (name: keyof Values) => validationText(intl, form.formState.errors[name]?.message);

  const onSubmit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      const receipt = await submit.mutateAsync(draft);
      setCaseCode(receipt.caseCode);
    } catch (caught) {
      setFailure(applyApiError(caught, form.setError, { fields }));
    }
  });

  if (caseCode) {
    return (
      <div className="ui-stack" role="status">
        <Toast type="success" inline title={t('content.whistleblower.received')}>
          {t('content.whistleblower.caseCodeText')}
        </Toast>
        <p>
          {t('content.whistleblower.caseCode')}:{' '}
          <strong className="content-case-code" data-testid="case-code">
            {caseCode}
          </strong>
        </p>
      </div>
    );
  }

  const optional = t('content.field.optional');
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormAlert failure={failure} />
      <FormField label={t('content.whistleblower.category')} required error={error('category')}>
        <Select
          {...form.register('category')}
          placeholder={t('content.field.choose')}
          options={whistleblowCategories.map((value) => ({
            value,
            label: intl.formatMessage({ id: `content.whistleblower.category.${value}` }),
          }))}
        />
      </FormField>
      <FormField
        label={t('content.whistleblower.description')}
        hint={t('content.whistleblower.descriptionHint')}
        required
        error={error('description')}
      >
        <Textarea {...form.register('description')} rows={8} />
      </FormField>
      <p className="ui-field__hint">{t('content.whistleblower.contactHint')}</p>
      <div className="content-form__row">
        <FormField
          label={t('content.whistleblower.name')}
          optionalLabel={optional}
          error={error('name')}
        >
          <Input {...form.register('name')} autoComplete="off" />
        </FormField>
        <FormField
          label={t('content.whistleblower.contact')}
          optionalLabel={optional}
          error={error('contact')}
        >
          <Input {...form.register('contact')} autoComplete="off" />
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('content.whistleblower.submit')}
        </Button>
      </div>
    </form>
  );
}
