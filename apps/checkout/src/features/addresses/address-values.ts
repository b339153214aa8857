import type { Address, PostalAddress } from '@shop/api-client';
import { emptyAddress, type AddressFieldValues } from '@shop/forms';

/** The request's address: empty optional fields left out, as the contract expects. */
export function postalAddressOf(values: AddressFieldValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => value !== '' || !optionalFields.has(key as keyof AddressFieldValues),
    ),
  );
}
const optionalFields = new Set<keyof AddressFieldValues>([
  'salutation',
  'company',
  'apartment',
  'state',
  'phone',
]);

/** A saved or earlier entered address back into the form. */
export function addressValuesOf(
  address: PostalAddress | Address,
  country: string,
): AddressFieldValues {
  const base = emptyAddress(country);
  return {
    salutation: address.salutation ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? base.company,
    streetName: address.streetName,
    streetNumber: address.streetNumber,
    apartment: address.apartment ?? '',
    zipCode: address.zipCode,
    city: address.city,
    state: address.state ?? '',
    country: address.country,
    phone: address.phone ?? '',
  };
}

/** A saved address as a cart address (the account's id and default marks dropped). */
export function postalOfSaved({
  id: _id,
  defaultShipping: _s,
  defaultBilling: _b,
  title: _t,
  ...address
}: Address): PostalAddress {
  return address as PostalAddress;
}
