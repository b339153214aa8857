import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ContactDraftSchema, salutations, type ContactDraft } from '@shop/api-client';
import { useSendContact } from '@shop/api-client/react';
import { legalPages, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Checkbox, FormField, Input, Link, Select, Textarea, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  validationText,
} from '@shop/forms';

interface Values {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  dataConsent: boolean;
}

const fields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
  'dataConsent',
] as const;

const empty: Values = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  dataConsent: false,
};

/** The contact form (spec 5: data consent required); the message goes to the dealer by mail. */
export function ContactForm() {
  const intl = useIntl();
  const { localeTag, language } = useLocale();
  const pathTo = useLocalizedPath();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const send = useSendContact();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, ContactDraft>({
    resolver: contractResolver(ContactDraftSchema, {
      prepare: (values: Values) => ({
        ...values,
        salutation: values.salutation || undefined,
      }),
    }),
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const error = (name: keyof Values) => validationText(intl, errors[name]?.message);

  const onSubmit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await send.mutateAsync({ draft, languageTag: localeTag });
      setSentTo(draft.email);
      form.reset(empty);
    } catch (caught) {
      setFailure(applyApiError(caught, form.setError, { fields }));
    }
  });

  if (sentTo) {
    return (
      <div className="content-form ui-stack">
        <Toast type="success" inline title={t('content.contact.sent')}>
          {intl.formatMessage({ id: 'content.contact.sentText' }, { email: sentTo })}
        </Toast>
        <div>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('content.contact.another')}
          </Button>
        </div>
      </div>
    );
  }

  const optional = t('content.field.optional');
  return (
    <form className="content-form ui-stack" noValidate onSubmit={onSubmit}>
      <h2>{t('content.contact.formTitle')}</h2>
      <p>{t('content.contact.formLead')}</p>
      <FormAlert failure={failure} />
      <FormField
        label={t('content.field.salutation')}
        optionalLabel={optional}
        error={error('salutation')}
      >
        <Select
          {...form.register('salutation')}
          autoComplete="honorific-prefix"
          placeholder={t('content.field.choose')}
          options={salutations.map((value) => ({
            value,
            label: intl.formatMessage({ id: `content.salutation.${value}` }),
          }))}
        />
      </FormField>
      <div className="content-form__row">
        <FormField label={t('content.field.firstName')} required error={error('firstName')}>
          <Input {...form.register('firstName')} autoComplete="given-name" />
        </FormField>
        <FormField label={t('content.field.lastName')} required error={error('lastName')}>
          <Input {...form.register('lastName')} autoComplete="family-name" />
        </FormField>
      </div>
      <div className="content-form__row">
        <FormField label={t('content.field.email')} required error={error('email')}>
          <Input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label={t('content.field.phone')} optionalLabel={optional} error={error('phone')}>
          <Input {...form.register('phone')} type="tel" autoComplete="tel" />
        </FormField>
      </div>
      <FormField label={t('content.field.subject')} required error={error('subject')}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label={t('content.field.message')} required error={error('message')}>
        <Textarea {...form.register('message')} rows={6} />
      </FormField>
      <Checkbox
        {...form.register('dataConsent')}
        label={intl.formatMessage(
          { id: 'content.contact.dataConsent' },
          {
            // The text it agrees to, in a new tab so what was typed stays.
            privacy: (chunks) => (
              <Link
                href={pathTo('contentPage', {
                  slug: legalPages.find((page) => page.key === 'privacy')!.slug[language],
                })}
                external
                externalLabel={t('content.contact.opensInNewTab')}
              >
                {chunks}
              </Link>
            ),
          },
        )}
        error={error('dataConsent')}
        aria-required
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('content.contact.submit')}
        </Button>
      </div>
    </form>
  );
}
