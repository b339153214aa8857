import type { Address, PostalAddress } from '@shop/api-client';

/** An address as the form holds it: every field a string, '' for empty. */
export interface AddressValues {
  salutation: '' | 'mr' | 'mrs';
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

export const emptyAddress = (country: string): AddressValues => ({
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

/** The request's address: empty optional fields left out, as the contract expects. */
export function postalAddressOf(values: AddressValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => value !== '' || !optionalFields.has(key as keyof AddressValues),
    ),
  );
}
const optionalFields = new Set<keyof AddressValues>([
  'salutation',
  'company',
  'apartment',
  'state',
  'phone',
]);

/** A saved or earlier entered address back into the form. */
export function addressValuesOf(address: PostalAddress | Address, country: string): AddressValues {
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
