import type {
  Address,
  Customer,
  CustomerType,
  NewsletterInterest,
  NewsletterStatus,
  Salutation,
} from '@shop/api-client/contract';
import { newsletterInterests, salutations } from '@shop/api-client/contract';
import { isLanguage, type Language } from '@shop/i18n';
import type { customerAddresses, customers } from './tables';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;

const optional = <K extends string>(key: K, value: string | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, string>>;

const isSalutation = (s: string | null): s is Salutation =>
  (salutations as readonly string[]).includes(s ?? '');

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...optional('title', row.title),
    ...(isSalutation(row.salutation) ? { salutation: row.salutation } : {}),
    firstName: row.firstName,
    lastName: row.lastName,
    ...optional('company', row.company),
    streetName: row.streetName,
    streetNumber: row.streetNumber,
    ...optional('apartment', row.apartment),
    zipCode: row.zipCode,
    city: row.city,
    ...optional('state', row.state),
    country: row.country,
    ...optional('phone', row.phone),
    defaultShipping: row.defaultShipping,
    defaultBilling: row.defaultBilling,
  };
}

/**
 * The Customer of the contract: never the password hash, always the addresses, and the status of
 * the newsletter subscription of the address if there is one (its topics count once confirmed).
 */
export function toCustomer(
  row: CustomerRow,
  addresses: AddressRow[],
  newsletterStatus: NewsletterStatus | null = null,
): Customer {
  return {
    id: row.id,
    email: row.email,
    salutation: isSalutation(row.salutation) ? row.salutation : 'mr',
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type satisfies CustomerType,
    ...optional('companyName', row.companyName),
    ...optional('vatId', row.vatId),
    ...optional('phone', row.phone),
    phoneVerified: row.phoneVerified,
    emailVerified: row.emailVerified,
    newsletterInterests: row.newsletterInterests.filter((i): i is NewsletterInterest =>
      (newsletterInterests as readonly string[]).includes(i),
    ),
    ...(newsletterStatus === null ? {} : { newsletterStatus }),
    languageTag: customerLanguage(row),
    addresses: addresses.map(toAddress),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The language a customer chose for mails. */
export const customerLanguage = (row: Pick<CustomerRow, 'language'>): Language =>
  isLanguage(row.language) ? row.language : 'de';
