import type { MessageId } from '@shop/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import {
  CustomerUpdateSchema,
  type Customer,
  type NewsletterInterest,
  type Salutation,
} from '@shop/api-client';
import { useUpdateCustomer } from '@shop/api-client/react';
import { Badge, Button, CheckIcon, FormField, Input, Toast } from '@shop/ui';
import { applyApiError, contractResolver, FormAlert, type FormFailure } from '@shop/forms';
import {
  CompanyFields,
  NameFields,
  NewsletterInterestsField,
  PhoneField,
  SalutationField,
} from '../../../shared/customer-fields/components/CustomerFields';

interface ProfileValues {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  companyName: string;
  vatId: string;
  phone: string;
  newsletterInterests: NewsletterInterest[];
}

const fields = [
  'salutation',
  'firstName',
  'lastName',
  'companyName',
  'vatId',
  'phone',
  'newsletterInterests',
] as const;

function valuesOf(customer: Customer): ProfileValues {
  return {
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName ?? '',
    vatId: customer.vatId ?? '',
    phone: customer.phone ?? '',
    newsletterInterests: customer.newsletterInterests,
  };
}

/**
 * The customer's own data and newsletter interests. The e-mail address is shown, not edited
 * here; the phone number is verified by SMS code in the PhoneVerification modal.
 */
export function ProfileForm({
  customer,
  verifyPhone,
}: {
  customer: Customer;
  /** The way to verify the saved phone number (the page brings it from the phone feature). */
  verifyPhone: ReactNode;
}) {
  const intl = useIntl();
  const update = useUpdateCustomer();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const company = customer.type === 'company';
  const form = useForm<ProfileValues, unknown, v.InferOutput<typeof CustomerUpdateSchema>>({
    resolver: contractResolver(CustomerUpdateSchema, {
      // The version guards against overwriting a change made elsewhere in the meantime (409).
      prepare: ({ companyName, vatId, ...values }: ProfileValues) => ({
        ...values,
        type: customer.type,
        ...(company ? { companyName, vatId } : {}),
        version: customer.version,
      }),
    }),
    defaultValues: valuesOf(customer),
  });
  const t = (id: MessageId) => intl.formatMessage({ id });

  // A change saved elsewhere (the phone verified in its modal) refills an untouched form.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(customer));
  }, [customer, isDirty, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync({ customerId: customer.id, update: body });
      form.reset(valuesOf(next));
      setSaved(true);
    } catch (error) {
      setFailure(
        applyApiError(error, form.setError, {
          fields,
          codeFields: { invalid_vat_id: 'vatId', invalid_phone: 'phone' },
        }),
      );
    }
  });

  return (
    <form
      className="ui-stack"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('account.profile.title')}
    >
      <FormAlert failure={failure} />
      {saved ? (
        <Toast type="success" inline>
          {t('account.profile.saved')}
        </Toast>
      ) : null}
      <FormField label={t('account.field.email')} hint={t('account.profile.emailHint')}>
        <Input type="email" value={customer.email} readOnly />
      </FormField>
      <SalutationField form={form} name="salutation" />
      <NameFields form={form} />
      {company ? <CompanyFields form={form} /> : null}
      <div className="ui-stack ui-stack--sm">
        <PhoneField form={form} />
        <div className="ui-cluster">
          {customer.phone && customer.phoneVerified ? (
            <Badge variant="success" icon={<CheckIcon size={14} />}>
              {t('account.phone.verified')}
            </Badge>
          ) : (
            <>
              {customer.phone ? (
                <Badge variant="warning">{t('account.phone.notVerified')}</Badge>
              ) : null}
              {verifyPhone}
            </>
          )}
        </div>
      </div>
      <NewsletterInterestsField
        form={form}
        name="newsletterInterests"
        pending={customer.newsletterStatus === 'pending' && customer.newsletterInterests.length > 0}
      />
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('account.profile.submit')}
        </Button>
      </div>
    </form>
  );
}
