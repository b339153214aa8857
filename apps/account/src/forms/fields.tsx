import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { newsletterInterests, salutations } from '@shop/api-client';
import { Checkbox, FormField, Input, Select, Toast, type InputProps } from '@shop/ui';
import { validationText } from './messages';

/** The validation message of a field in the page language, or undefined. */
export function useFieldError<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const intl = useIntl();
  return (name: Path<T>): string | undefined => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return message ? validationText(intl, message) : undefined;
  };
}

export interface TextFieldProps<T extends FieldValues, O> extends Omit<
  InputProps,
  'name' | 'form' | 'required'
> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** A message from outside the form's own check (a VAT ID the API judged invalid). */
  extraError?: string;
}

/** A labelled input bound to the form: error text tied to it, required or "(optional)" shown. */
export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  hint,
  required = false,
  extraError,
  ...input
}: TextFieldProps<T, O>) {
  const intl = useIntl();
  const fieldError = useFieldError(form);
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      optionalLabel={intl.formatMessage({ id: 'account.optional' })}
      error={fieldError(name) ?? extraError}
    >
      <Input {...input} {...form.register(name)} />
    </FormField>
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
      optionalLabel={intl.formatMessage({ id: 'account.optional' })}
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
