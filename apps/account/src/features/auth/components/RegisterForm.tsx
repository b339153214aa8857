import type { MessageId } from '@shop/i18n';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  CustomerDraftSchema,
  validationMessages,
  VatIdSchema,
  type CustomerType,
  type NewsletterInterest,
  type Salutation,
} from '@shop/api-client';
import { useApiClient, useRegister } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, RadioGroup } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  NewPasswordFields,
  TextField,
  validationText,
} from '@shop/forms';
import {
  CompanyFields,
  NameFields,
  NewsletterInterestsField,
  PhoneField,
  SalutationField,
} from '../../../shared/customer-fields/components/CustomerFields';

export interface RegisterValues {
  type: CustomerType;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  companyName: string;
  vatId: string;
  email: string;
  password: string;
  passwordRepeat: string;
  phone: string;
  newsletterInterests: NewsletterInterest[];
}

const fields = [
  'type',
  'salutation',
  'firstName',
  'lastName',
  'companyName',
  'vatId',
  'email',
  'password',
  'passwordRepeat',
  'phone',
  'newsletterInterests',
] as const;

/** The registration body: company fields only for companies, the page language for the mails. */
function toDraft({ passwordRepeat: _repeat, ...values }: RegisterValues, languageTag: string) {
  const company = values.type === 'company';
  return {
    ...values,
    companyName: company ? values.companyName : undefined,
    vatId: company ? values.vatId : undefined,
    languageTag,
  };
}

/**
 * Registration as an individual or a company (spec 3): salutation, names, company name and VAT ID
 * for companies (the VAT ID is checked with the API when the field is left), e-mail, password
 * twice, phone and newsletter interests. Checked with the API's own schema before sending.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const intl = useIntl();
  const api = useApiClient();
  const { localeTag } = useLocale();
  const register = useRegister();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [vatCheck, setVatCheck] = useState<{ value: string; valid: boolean } | null>(null);
  const form = useForm<RegisterValues, unknown, v.InferOutput<typeof CustomerDraftSchema>>({
    resolver: contractResolver(CustomerDraftSchema, {
      prepare: (values: RegisterValues) => toDraft(values, localeTag),
      confirm: [['password', 'passwordRepeat']],
    }),
    defaultValues: {
      type: 'individual',
      salutation: '',
      firstName: '',
      lastName: '',
      companyName: '',
      vatId: '',
      email: '',
      password: '',
      passwordRepeat: '',
      phone: '',
      newsletterInterests: [],
    },
  });
  const company = useWatch({ control: form.control, name: 'type' }) === 'company';
  const vatId = useWatch({ control: form.control, name: 'vatId' });

  // The VAT ID is checked when the field is left; the API checks it again on registration.
  const checkVat = async (raw: string) => {
    const parsed = v.safeParse(VatIdSchema, raw);
    if (!raw.trim()) return setVatCheck(null);
    if (!parsed.success) return setVatCheck({ value: raw, valid: false });
    try {
      const result = await api.customers.validateVat(parsed.output);
      setVatCheck({ value: raw, valid: result.valid });
    } catch {
      setVatCheck(null);
    }
  };
  const vatError =
    vatCheck && !vatCheck.valid && vatCheck.value === vatId
      ? validationText(intl, validationMessages.vatId)
      : undefined;

  const onSubmit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await register.mutateAsync(draft);
      onRegistered(draft.email);
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields,
          codeFields: {
            email_taken: 'email',
            account_exists: 'email',
            invalid_vat_id: 'vatId',
            invalid_phone: 'phone',
          },
        }),
      );
    }
  });

  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <form className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormAlert failure={failure} />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            legend={t('account.field.customerType')}
            orientation="horizontal"
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'individual', label: t('account.customerType.individual') },
              { value: 'company', label: t('account.customerType.company') },
            ]}
          />
        )}
      />
      <SalutationField form={form} name="salutation" />
      <NameFields form={form} />
      {company ? (
        <CompanyFields
          form={form}
          vatError={vatError}
          onVatBlur={(value) => void checkVat(value)}
        />
      ) : null}
      <TextField
        form={form}
        name="email"
        type="email"
        required
        autoComplete="email"
        label={t('account.field.email')}
      />
      <NewPasswordFields form={form} names={['password', 'passwordRepeat']} />
      <PhoneField form={form} />
      <NewsletterInterestsField form={form} name="newsletterInterests" />
      <div>
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('account.register.submit')}
        </Button>
      </div>
    </form>
  );
}
