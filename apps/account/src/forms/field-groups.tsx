import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './fields';

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

/** A new password and its repetition, with the rule as hint (spec 5). */
export function NewPasswordFields<T extends FieldValues, O>({
  form,
  names,
  labelId,
}: {
  form: UseFormReturn<T, unknown, O>;
  /** The password field and its repetition. */
  names: readonly [Path<T>, Path<T>];
  labelId: 'account.field.password' | 'account.field.newPassword';
}) {
  const intl = useIntl();
  return (
    <div className="ui-stack">
      <TextField
        form={form}
        name={names[0]}
        type="password"
        required
        autoComplete="new-password"
        label={intl.formatMessage({ id: labelId })}
        hint={intl.formatMessage({ id: 'account.field.password.hint' })}
      />
      <TextField
        form={form}
        name={names[1]}
        type="password"
        required
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'account.field.passwordRepeat' })}
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
