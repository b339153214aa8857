import type { Address, AddressDraft, PostalAddress } from '@shop/api-client';

/** The stored address as the body of an update (to change only its default flags). */
export function draftOf(
  { id: _id, ...address }: Address,
  flags: Partial<Pick<AddressDraft, 'defaultShipping' | 'defaultBilling'>> = {},
): AddressDraft {
  return { ...address, ...flags };
}

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
