import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField, Input, type InputProps } from '@shop/ui';
import { validationText } from './texts';

/** The validation message of a field in the page language, or undefined. */
export function useFieldError<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>) {
  const intl = useIntl();
  return (name: Path<T>): string | undefined => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return validationText(intl, message);
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
      optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
      error={fieldError(name) ?? extraError}
    >
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}
