import type { Address, AddressDraft } from '@shop/api-client';

/** The stored address as the body of an update (to change only its default flags). */
export function draftOf(
  { id: _id, ...address }: Address,
  flags: Partial<Pick<AddressDraft, 'defaultShipping' | 'defaultBilling'>> = {},
): AddressDraft {
  return { ...address, ...flags };
}
