import type { Customer } from '@shop/api-client';

/** The signed-in customer of the account pages' tests. */
export const sampleCustomer: Customer = {
  id: 'c-1',
  email: 'anna.gruber@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Gruber',
  type: 'individual',
  phone: '+43 660 1234567',
  phoneVerified: false,
  emailVerified: true,
  newsletterInterests: ['gold'],
  languageTag: 'de',
  addresses: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
};
