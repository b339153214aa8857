import { useMemo, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { salutations, type Salutation } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { FormField, Select } from '@shop/ui';
import { addressCountries, countryOptions } from './address-options';
import { TextField, useFieldError } from './fields';

/** An address as a form holds it: every field a string, '' for empty. */
export interface AddressFieldValues {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  company: string;
  streetName: string;
  streetNumber: string;
  apartment: string;
  zipCode: string;
  city: string;
  state: string;
  country: string;
  phone: string;
}

/** An address with nothing filled in yet, in a country: a form's starting values. */
export const emptyAddress = (country: string): AddressFieldValues => ({
  salutation: '',
  firstName: '',
  lastName: '',
  company: '',
  streetName: '',
  streetNumber: '',
  apartment: '',
  zipCode: '',
  city: '',
  state: '',
  country,
  phone: '',
});

/** Countries whose zip codes are digits only (phones then show the number pad). */
const numericZip = new Set(['AT', 'DE', 'CH', 'LI', 'US']);

/**
 * The address fields of spec 3: salutation, name, company, street and number, apartment, zip code
 * and city, country, the US state (only for the US, the one country with a state list) and the
 * phone. Zip and state rules come from the contract and show when the form is submitted.
 */
export function AddressFields<T extends FieldValues, O>({
  form,
  prefix,
  countries = addressCountries,
  states,
  section,
  title = false,
  legend,
  className,
  rowClassName,
}: {
  form: UseFormReturn<T, unknown, O>;
  /** Where the address sits in the form (`shippingAddress`); at the top when absent. */
  prefix?: string;
  /** The countries to choose from (a store's shipping countries); every address country if absent. */
  countries?: readonly string[];
  /**
   * The US states to choose from (stateOptions); typed in when absent, so a bundle that does not
   * offer the list (the checkout) does not carry it.
   */
  states?: readonly { value: string; label: string }[];
  /** Which of the form's addresses this is, for the browser's autofill. */
  section?: 'shipping' | 'billing';
  /** Asks for an academic title too (the account's address book keeps one). */
  title?: boolean;
  /** A legend draws the fields as a group (a fieldset with `className`). */
  legend?: ReactNode;
  className?: string;
  /** The class of the rows that set two fields side by side (`--street`, `--zip` added). */
  rowClassName: string;
}) {
  const intl = useIntl();
  const { language } = useLocale();
  const fieldError = useFieldError(form);
  const name = (field: keyof AddressFieldValues | 'title') =>
    (prefix ? `${prefix}.${field}` : field) as Path<T>;
  const country = useWatch({ control: form.control, name: name('country') }) as string;
  const countryChoices = useMemo(() => countryOptions(language, countries), [language, countries]);
  const autoComplete = (token: string) => (section ? `${section} ${token}` : token);
  const label = (field: keyof AddressFieldValues | 'title') =>
    intl.formatMessage({ id: `forms.address.${field}` });
  const field = (
    key: Exclude<keyof AddressFieldValues, 'salutation' | 'country' | 'state'>,
    input: { required?: boolean; autoComplete?: string; inputMode?: 'numeric'; type?: string } = {},
  ) => <TextField form={form} name={name(key)} label={label(key)} {...input} />;
  const select = (key: 'salutation' | 'country' | 'state', control: ReactNode) => (
    <FormField
      label={label(key)}
      required={key !== 'salutation'}
      optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
      error={fieldError(name(key))}
    >
      {control}
    </FormField>
  );
  const row = (modifier?: string) =>
    modifier ? `${rowClassName} ${rowClassName}--${modifier}` : rowClassName;

  const salutation = select(
    'salutation',
    <Select
      {...form.register(name('salutation'))}
      autoComplete={autoComplete('honorific-prefix')}
      options={['' as const, ...salutations].map((value) => ({
        value,
        label: intl.formatMessage({ id: `forms.address.salutation.${value || 'none'}` }),
      }))}
    />,
  );
  const fields = (
    <>
      {title ? (
        <div className={row()}>
          {salutation}
          <TextField
            form={form}
            name={name('title')}
            autoComplete={autoComplete('honorific-prefix')}
            label={label('title')}
            hint={intl.formatMessage({ id: 'forms.address.title.hint' })}
          />
        </div>
      ) : (
        salutation
      )}
      <div className={row()}>
        {field('firstName', { required: true, autoComplete: autoComplete('given-name') })}
        {field('lastName', { required: true, autoComplete: autoComplete('family-name') })}
      </div>
      {field('company', { autoComplete: autoComplete('organization') })}
      <div className={row('street')}>
        {field('streetName', { required: true, autoComplete: autoComplete('address-line1') })}
        {field('streetNumber', { required: true })}
      </div>
      {field('apartment', { autoComplete: autoComplete('address-line2') })}
      <div className={row('zip')}>
        {field('zipCode', {
          required: true,
          autoComplete: autoComplete('postal-code'),
          inputMode: numericZip.has(country) ? 'numeric' : undefined,
        })}
        {field('city', { required: true, autoComplete: autoComplete('address-level2') })}
      </div>
      <div className={row()}>
        {select(
          'country',
          <Select
            {...form.register(name('country'))}
            autoComplete={autoComplete('country')}
            options={countryChoices}
          />,
        )}
        {country !== 'US' ? null : states ? (
          select(
            'state',
            <Select
              {...form.register(name('state'))}
              autoComplete={autoComplete('address-level1')}
              placeholder={intl.formatMessage({ id: 'forms.choose' })}
              options={[...states]}
            />,
          )
        ) : (
          <TextField
            form={form}
            name={name('state')}
            required
            autoComplete={autoComplete('address-level1')}
            label={label('state')}
          />
        )}
      </div>
      <TextField
        form={form}
        name={name('phone')}
        type="tel"
        autoComplete={autoComplete('tel')}
        label={label('phone')}
        hint={intl.formatMessage({ id: 'forms.address.phone.hint' })}
      />
    </>
  );
  return legend === undefined ? (
    fields
  ) : (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {fields}
    </fieldset>
  );
}
