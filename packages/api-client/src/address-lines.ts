import type { Address, AddressDraft, PostalAddress } from './schemas/customer';

/** The lines of an address as printed on a label (a saved one, or one copied onto an order). */
export function addressLines(
  address: PostalAddress,
  countryName: (code: string) => string,
): string[] {
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(' ');
  const street = [address.streetName, address.streetNumber].join(' ');
  const place = [address.zipCode, address.city, address.state].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.apartment ? `${street}, ${address.apartment}` : street,
    place,
    countryName(address.country),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

/** A saved address as the body of its update, to change only its default marks. */
export function addressDraftOf(
  { id: _id, ...address }: Address,
  flags: Partial<Pick<AddressDraft, 'defaultShipping' | 'defaultBilling'>> = {},
): AddressDraft {
  return { ...address, ...flags };
}
