import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CartAddressesBodySchema, type PostalAddress } from '@shop/api-client';
import { Button, Checkbox } from '@shop/ui';
import { AddressFields } from './AddressFields';
import { postalAddressOf, type AddressValues } from './address-values';

export interface AddressesFormValues {
  shippingAddress: AddressValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues;
}

export interface CartAddresses {
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
}

const bodyResolver = valibotResolver(CartAddressesBodySchema);

/** Checks the body PUT /carts/{id}/addresses would send with the API's own schema. */
const addressesResolver: Resolver<AddressesFormValues, unknown, CartAddresses> = async (
  values,
  context,
  options,
) => {
  const shippingAddress = postalAddressOf(values.shippingAddress);
  const body = {
    shippingAddress,
    billingAddress: values.billingSameAsShipping
      ? shippingAddress
      : postalAddressOf(values.billingAddress),
  };
  // The form's strings go to the contract as they are; it judges them.
  const result = await bodyResolver(body as never, context, options as never);
  const errors = { ...(result.errors as FieldErrors<AddressesFormValues>) };
  // The same address twice would show each message twice.
  if (values.billingSameAsShipping) delete errors.billingAddress;
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as CartAddresses, errors: {} };
};

export interface AddressesFormProps {
  defaultValues: AddressesFormValues;
  onSubmit: (addresses: CartAddresses, values: AddressesFormValues) => void;
  /** Called when the addresses are refused, so the rest of the step can say what it misses too. */
  onInvalid?: () => void;
  submitting: boolean;
  /** An API answer that refused the addresses (a zip the postal service does not know). */
  error?: string;
}

/** Spec 3: shipping and billing address entered by hand, billing the same by default. */
export function AddressesForm({
  defaultValues,
  onSubmit,
  onInvalid,
  submitting,
  error,
}: AddressesFormProps) {
  const intl = useIntl();
  const form = useForm<AddressesFormValues, unknown, CartAddresses>({
    defaultValues,
    resolver: addressesResolver,
  });
  const same = useWatch({ control: form.control, name: 'billingSameAsShipping' });
  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={form.handleSubmit(
        (addresses) => onSubmit(addresses, form.getValues()),
        () => onInvalid?.(),
      )}
    >
      <AddressFields
        form={form}
        prefix="shippingAddress"
        legend={intl.formatMessage({ id: 'checkout.address.shipping' })}
      />
      <Checkbox
        {...form.register('billingSameAsShipping')}
        label={intl.formatMessage({ id: 'checkout.address.billingSame' })}
      />
      {!same && (
        <AddressFields
          form={form}
          prefix="billingAddress"
          legend={intl.formatMessage({ id: 'checkout.address.billing' })}
        />
      )}
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
