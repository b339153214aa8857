import type { ReceivingAddress } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { perStoreSetting } from './per-store-setting';

/** Where sellers send their goods, per store. */
export type ReceivingAddresses = Readonly<Record<StoreKey, ReceivingAddress>>;

/*
 * Sample addresses for development, tests and the demo of `npm start`: the seeded branches'
 * addresses (Vienna for Austria, Munich for Germany, Zurich for Switzerland and Liechtenstein,
 * whose stores share the Swiss account too); the US store has no branch, so an office of the
 * demo dealer. Marked demo: nobody should post precious metal to them.
 */
const demo = { demo: true } as const;
export const demoReceivingAddresses: ReceivingAddresses = {
  at: {
    name: 'Aurum & Argentum GmbH, Ankauf',
    streetAddress: 'Kärntner Straße 21',
    zipCode: '1010',
    city: 'Wien',
    country: 'AT',
    ...demo,
  },
  de: {
    name: 'Aurum & Argentum GmbH, Ankauf',
    streetAddress: 'Maximilianstraße 12',
    zipCode: '80539',
    city: 'München',
    country: 'DE',
    ...demo,
  },
  ch: {
    name: 'Aurum & Argentum AG, Ankauf',
    streetAddress: 'Bahnhofstrasse 45',
    zipCode: '8001',
    city: 'Zürich',
    country: 'CH',
    ...demo,
  },
  li: {
    name: 'Aurum & Argentum AG, Ankauf',
    streetAddress: 'Bahnhofstrasse 45',
    zipCode: '8001',
    city: 'Zürich',
    country: 'CH',
    ...demo,
  },
  us: {
    name: 'Aurum & Argentum Inc., Purchasing',
    streetAddress: '350 Fifth Avenue',
    zipCode: 'NY 10118',
    city: 'New York',
    country: 'US',
    ...demo,
  },
};

const demoSetting = 'demo';
const fields = ['name', 'streetAddress', 'zipCode', 'city', 'country'] as const;

function parseAddress(where: string, value: unknown): ReceivingAddress {
  const fail = (problem: string): never => {
    throw new Error(`DEALER_RECEIVING_ADDRESSES: ${where} ${problem}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(`must be an object with ${fields.join(', ')}`);
  const given = value as Record<string, unknown>;
  const text = (name: (typeof fields)[number]): string => {
    const field = given[name];
    if (typeof field !== 'string' || field.trim() === '') return fail(`needs ${name}`);
    return field.trim();
  };
  const country = text('country').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fail(`has a country that is not a two-letter code: ${country}`);
  return {
    name: text('name'),
    streetAddress: text('streetAddress'),
    zipCode: text('zipCode'),
    city: text('city'),
    country,
  };
}

/**
 * DEALER_RECEIVING_ADDRESSES: JSON keyed by store (or comma lists of stores), as
 * DEALER_BANK_ACCOUNTS. Sellers post metal there, so production without it refuses to start;
 * `demo` (set by npm start) and development use the sample addresses.
 */
export function receivingAddressesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ReceivingAddresses {
  const setting = env.DEALER_RECEIVING_ADDRESSES?.trim() || undefined;
  if (setting === demoSetting) return demoReceivingAddresses;
  if (setting === undefined) {
    if (env.NODE_ENV !== 'production') return demoReceivingAddresses;
    throw new Error(
      `No receiving addresses for sold goods: set DEALER_RECEIVING_ADDRESSES (JSON per store, see README), or DEALER_RECEIVING_ADDRESSES=${demoSetting} for the sample addresses`,
    );
  }
  return perStoreSetting(
    'DEALER_RECEIVING_ADDRESSES',
    ['address', 'addresses'],
    setting,
    parseAddress,
  );
}
