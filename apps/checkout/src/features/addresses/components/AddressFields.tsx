import { useIntl } from 'react-intl';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useLocale } from '@shop/i18n/react';
import { FormField, Input, Select } from '@shop/ui';
import { useFieldError } from '@shop/forms';
import type { AddressValues } from '../address-values';

export interface AddressFieldsProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** Where the address sits in the form (`shippingAddress`, `billingAddress`). */
  prefix: Path<T>;
  legend: string;
}

/**
 * The address fields of spec 3 with the store's countries (spec 4: allowed shipping countries);
 * zip and state rules come from the contract and show when the form is submitted.
 */
export function AddressFields<T extends FieldValues, O>({
  form,
  prefix,
  legend,
}: AddressFieldsProps<T, O>) {
  const intl = useIntl();
  const { store, language } = useLocale();
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const name = (field: keyof AddressValues) => `${prefix}.${field}` as Path<T>;
  const country = useWatch({ control: form.control, name: name('country') }) as string;
  const fieldError = useFieldError(form);
  const field = (
    key: keyof AddressValues,
    {
      required = false,
      ...input
    }: { required?: boolean; autoComplete?: string; type?: string; hint?: string } = {},
  ) => {
    return (
      <FormField
        label={intl.formatMessage({ id: `checkout.address.${key}` })}
        hint={input.hint}
        required={required}
        optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
        error={fieldError(name(key))}
      >
        {key === 'country' ? (
          <Select
            {...form.register(name(key))}
            autoComplete="country"
            options={store.shippingCountries.map((code) => ({
              value: code,
              label: regions.of(code) ?? code,
            }))}
          />
        ) : key === 'salutation' ? (
          <Select
            {...form.register(name(key))}
            options={(['', 'mr', 'mrs'] as const).map((value) => ({
              value,
              label: intl.formatMessage({
                id: `checkout.address.salutation.${value === '' ? 'none' : value}`,
              }),
            }))}
          />
        ) : (
          <Input
            {...form.register(name(key))}
            autoComplete={input.autoComplete}
            type={input.type ?? 'text'}
          />
        )}
      </FormField>
    );
  };
  const section = prefix.startsWith('billing') ? 'billing' : 'shipping';
  return (
    <fieldset className="checkout-fieldset checkout-address">
      <legend>{legend}</legend>
      {field('salutation')}
      <div className="checkout-row">
        {field('firstName', { required: true, autoComplete: `${section} given-name` })}
        {field('lastName', { required: true, autoComplete: `${section} family-name` })}
      </div>
      {field('company', { autoComplete: `${section} organization` })}
      <div className="checkout-row">
        {field('streetName', { required: true, autoComplete: `${section} address-line1` })}
        {field('streetNumber', { required: true })}
      </div>
      {field('apartment', { autoComplete: `${section} address-line2` })}
      <div className="checkout-row">
        {field('zipCode', { required: true, autoComplete: `${section} postal-code` })}
        {field('city', { required: true, autoComplete: `${section} address-level2` })}
      </div>
      {country === 'US' &&
        field('state', { required: true, autoComplete: `${section} address-level1` })}
      {field('country', { required: true })}
      {field('phone', {
        type: 'tel',
        autoComplete: `${section} tel`,
        hint: intl.formatMessage({ id: 'checkout.address.phone.hint' }),
      })}
    </fieldset>
  );
}
