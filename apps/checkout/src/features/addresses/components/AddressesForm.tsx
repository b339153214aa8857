import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CartAddressesBodySchema, type Address, type PostalAddress } from '@shop/api-client';
import {
  AddressFields,
  type AddressFieldValues,
  contractResolver,
  emptyAddress,
} from '@shop/forms';
import { useLocale } from '@shop/i18n/react';
import { Button, Checkbox } from '@shop/ui';
import { addressValuesOf, postalAddressOf } from '../address-values';
import { newAddress, SavedAddressChoice } from './SavedAddressChoice';

export interface AddressesFormValues {
  shippingAddress: AddressFieldValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressFieldValues;
}

export interface CartAddresses {
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
}

/** Checks the body PUT /carts/{id}/addresses would send with the API's own schema. */
const addressesResolver = contractResolver(CartAddressesBodySchema, {
  // The form's strings go to the contract as they are; it judges them.
  prepare: (values: AddressesFormValues) => {
    const shippingAddress = postalAddressOf(values.shippingAddress);
    return {
      shippingAddress,
      billingAddress: values.billingSameAsShipping
        ? shippingAddress
        : postalAddressOf(values.billingAddress),
    };
  },
  // The same address twice would show each message twice.
  fieldOf: (path, values) =>
    values.billingSameAsShipping && path.startsWith('billingAddress') ? null : path,
});

export interface AddressesFormProps {
  defaultValues: AddressesFormValues;
  onSubmit: (addresses: CartAddresses, values: AddressesFormValues) => void;
  /** Called when the addresses are refused, so the rest of the step can say what it misses too. */
  onInvalid?: () => void;
  submitting: boolean;
  /** An API answer that refused the addresses (a zip the postal service does not know). */
  error?: string;
  /**
   * A signed-in customer's address book and the entries chosen at the start (an id or
   * `newAddress`): each address is picked from it, and fields appear only for another one.
   */
  saved?: SavedAddresses;
}

export interface SavedAddresses {
  addresses: readonly Address[];
  shipping: string;
  billing: string;
}

type Part = 'shippingAddress' | 'billingAddress';

/**
 * Spec 3: shipping and billing address, billing the same by default; typed by hand, or chosen
 * from a signed-in customer's saved addresses.
 */
export function AddressesForm({
  defaultValues,
  onSubmit,
  onInvalid,
  submitting,
  error,
  saved,
}: AddressesFormProps) {
  const intl = useIntl();
  const { store } = useLocale();
  const form = useForm<AddressesFormValues, unknown, CartAddresses>({
    defaultValues,
    resolver: addressesResolver,
  });
  const same = useWatch({ control: form.control, name: 'billingSameAsShipping' });
  const [choice, setChoice] = useState<Record<Part, string>>({
    shippingAddress: saved?.shipping ?? newAddress,
    billingAddress: saved?.billing ?? newAddress,
  });
  const choose = (part: Part, id: string) => {
    setChoice((current) => ({ ...current, [part]: id }));
    const address = saved?.addresses.find((a) => a.id === id);
    const country = store.shippingCountries[0] ?? '';
    form.setValue(part, address ? addressValuesOf(address, country) : emptyAddress(country));
    form.clearErrors(part);
  };
  // A saved address the contract refuses (incomplete, or from before a rule) opens its fields.
  const typed = (part: Part) =>
    choice[part] === newAddress || form.formState.errors[part] !== undefined;
  const fields = (part: Part, legend: string) => (
    <AddressFields
      form={form}
      prefix={part}
      section={part === 'billingAddress' ? 'billing' : 'shipping'}
      countries={store.shippingCountries}
      legend={legend}
      className="checkout-fieldset checkout-address"
      rowClassName="checkout-row"
    />
  );
  const section = (part: Part, legend: string) =>
    saved ? (
      <div className="checkout-address-choice">
        <SavedAddressChoice
          legend={legend}
          addresses={saved.addresses}
          value={choice[part]}
          onChange={(id) => choose(part, id)}
          countries={part === 'shippingAddress' ? store.shippingCountries : undefined}
        />
        {typed(part) &&
          fields(
            part,
            intl.formatMessage({
              id:
                choice[part] === newAddress ? 'checkout.address.new' : 'checkout.address.complete',
            }),
          )}
      </div>
    ) : (
      fields(part, legend)
    );
  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={form.handleSubmit(
        (addresses) => onSubmit(addresses, form.getValues()),
        () => onInvalid?.(),
      )}
    >
      {section('shippingAddress', intl.formatMessage({ id: 'checkout.address.shipping' }))}
      <Checkbox
        {...form.register('billingSameAsShipping')}
        label={intl.formatMessage({ id: 'checkout.address.billingSame' })}
      />
      {!same && section('billingAddress', intl.formatMessage({ id: 'checkout.address.billing' }))}
      {error && (
        <p className="checkout-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={submitting}>
        {intl.formatMessage({ id: 'checkout.continue' })}
      </Button>
    </form>
  );
}
