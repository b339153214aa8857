import { useIntl } from 'react-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { newsletterInterests, salutations } from '@shop/api-client';
import { TextField, useFieldError } from '@shop/forms';
import { Checkbox, FormField, Select, Toast } from '@shop/ui';

/* The customer's own fields, as registration, profile and address forms draw them. */

/** First and last name side by side (registration, profile, addresses). */
export function NameFields<T extends FieldValues, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  const intl = useIntl();
  return (
    <div className="account-form-row">
      <TextField
        form={form}
        name={'firstName' as Path<T>}
        required
        autoComplete="given-name"
        label={intl.formatMessage({ id: 'account.field.firstName' })}
      />
      <TextField
        form={form}
        name={'lastName' as Path<T>}
        required
        autoComplete="family-name"
        label={intl.formatMessage({ id: 'account.field.lastName' })}
      />
    </div>
  );
}

/** Company name and VAT ID of a company account (spec 3). */
export function CompanyFields<T extends FieldValues, O>({
  form,
  vatError,
  onVatBlur,
}: {
  form: UseFormReturn<T, unknown, O>;
  /** The API's verdict on the VAT ID, shown with the field. */
  vatError?: string;
  onVatBlur?: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className="ui-stack">
      <TextField
        form={form}
        name={'companyName' as Path<T>}
        required
        autoComplete="organization"
        label={intl.formatMessage({ id: 'account.field.companyName' })}
      />
      <TextField
        form={form}
        name={'vatId' as Path<T>}
        label={intl.formatMessage({ id: 'account.field.vatId' })}
        hint={intl.formatMessage({ id: 'account.field.vatId.hint' })}
        extraError={vatError}
        onBlurCapture={onVatBlur ? (event) => onVatBlur(event.currentTarget.value) : undefined}
      />
    </div>
  );
}

/** A phone number in international form (spec 5: EU numbers with + and the country code). */
export function PhoneField<T extends FieldValues, O>({
  form,
  required = false,
}: {
  form: UseFormReturn<T, unknown, O>;
  required?: boolean;
}) {
  const intl = useIntl();
  return (
    <TextField
      form={form}
      name={'phone' as Path<T>}
      type="tel"
      required={required}
      autoComplete="tel"
      label={intl.formatMessage({ id: 'account.field.phone' })}
      hint={intl.formatMessage({ id: 'account.field.phone.hint' })}
    />
  );
}

/** Mr. / Mrs. (spec 3). */
export function SalutationField<T extends FieldValues, O>({
  form,
  name,
  required = true,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  required?: boolean;
}) {
  const intl = useIntl();
  const fieldError = useFieldError(form);
  return (
    <FormField
      label={intl.formatMessage({ id: 'account.field.salutation' })}
      required={required}
      optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
      error={fieldError(name)}
    >
      <Select
        {...form.register(name)}
        autoComplete="honorific-prefix"
        placeholder={intl.formatMessage({ id: 'account.choose' })}
        options={salutations.map((value) => ({
          value,
          label: intl.formatMessage({ id: `account.salutation.${value}` }),
        }))}
      />
    </FormField>
  );
}

/**
 * The newsletter topics a customer is interested in, as a group of checkboxes. Topics count only
 * once the subscription is confirmed by the mailed link (double opt-in): the field says so
 * before (`confirmHint`), and while the subscription waits for it (`pending`).
 */
export function NewsletterInterestsField<T extends FieldValues, O>({
  form,
  name,
  pending = false,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  pending?: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset className="account-fieldset">
      <legend className="ui-field__label">
        {intl.formatMessage({ id: 'account.field.newsletterInterests' })}
      </legend>
      <p className="ui-field__hint">
        {intl.formatMessage({ id: 'account.field.newsletterInterests.hint' })}{' '}
        {intl.formatMessage({ id: 'account.field.newsletterInterests.confirmHint' })}
      </p>
      {pending ? (
        <Toast type="info" inline>
          {intl.formatMessage({ id: 'account.field.newsletterInterests.pending' })}
        </Toast>
      ) : null}
      <div className="account-checkbox-grid">
        {newsletterInterests.map((interest) => (
          <Checkbox
            key={interest}
            value={interest}
            label={intl.formatMessage({ id: `account.interest.${interest}` })}
            {...form.register(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
