import type { StoreKey } from '@shop/i18n';
import { perStoreSetting } from '../orders/per-store-setting';

/**
 * Who issues a store's invoices and credit notes: what the law asks a document to name of its
 * issuer (AT § 11 UStG, DE § 14 UStG, CH art. 26 MWSTG): name, address, VAT number and the entry
 * in the companies register. The bank account comes from DEALER_BANK_ACCOUNTS.
 */
export interface DealerDetails {
  name: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  /** Two-letter code. */
  country: string;
  /** ATU12345678, DE123456789, CHE-123.456.789 MWST; null where the store charges no VAT (US). */
  vatId: string | null;
  /** The register and its number as printed: "FN 123456 a, Handelsgericht Wien". */
  register: string;
  demo?: true;
}

export type DealersDetails = Readonly<Record<StoreKey, DealerDetails>>;

/*
 * Sample details for development, tests and the demo of `npm start`, at the receiving addresses'
 * places; the numbers are made up and marked demo, and the documents say so.
 */
const demo = { demo: true } as const;
const austria: DealerDetails = {
  name: 'Aurum & Argentum GmbH',
  streetAddress: 'Kärntner Straße 21',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  vatId: 'ATU12345678',
  register: 'FN 123456 a, Handelsgericht Wien',
  ...demo,
};
const switzerland: DealerDetails = {
  name: 'Aurum & Argentum AG',
  streetAddress: 'Bahnhofstrasse 45',
  zipCode: '8001',
  city: 'Zürich',
  country: 'CH',
  vatId: 'CHE-123.456.789 MWST',
  register: 'CHE-123.456.789, Handelsregister des Kantons Zürich',
  ...demo,
};
export const demoDealersDetails: DealersDetails = {
  at: austria,
  de: {
    name: 'Aurum & Argentum GmbH',
    streetAddress: 'Maximilianstraße 12',
    zipCode: '80539',
    city: 'München',
    country: 'DE',
    vatId: 'DE123456789',
    register: 'HRB 123456, Amtsgericht München',
    ...demo,
  },
  ch: switzerland,
  li: switzerland,
  us: {
    name: 'Aurum & Argentum Inc.',
    streetAddress: '350 Fifth Avenue',
    zipCode: 'NY 10118',
    city: 'New York',
    country: 'US',
    vatId: null,
    register: 'EIN 12-3456789',
    ...demo,
  },
};

const demoSetting = 'demo';

function parseDetails(where: string, value: unknown): DealerDetails {
  const fail = (problem: string): never => {
    throw new Error(`DEALER_DETAILS: ${where} ${problem}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('must be an object with name, streetAddress, zipCode, city, country, register');
  const given = value as Record<string, unknown>;
  const text = (name: string): string => {
    const field = given[name];
    if (typeof field !== 'string' || field.trim() === '') return fail(`needs ${name}`);
    return field.trim();
  };
  const country = text('country').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) fail(`has a country that is not a two-letter code: ${country}`);
  const vatId = given.vatId;
  if (vatId !== undefined && vatId !== null && (typeof vatId !== 'string' || vatId.trim() === ''))
    fail('has a vatId that is not text (leave it out where no VAT is charged)');
  return {
    name: text('name'),
    streetAddress: text('streetAddress'),
    zipCode: text('zipCode'),
    city: text('city'),
    country,
    vatId: typeof vatId === 'string' ? vatId.trim() : null,
    register: text('register'),
  };
}

/**
 * DEALER_DETAILS: JSON keyed by store (or comma lists of stores), as DEALER_BANK_ACCOUNTS. Every
 * invoice names them, so production without it refuses to start; `demo` (set by npm start) and
 * development use the sample details.
 */
export function dealersDetailsFromEnv(env: NodeJS.ProcessEnv = process.env): DealersDetails {
  const setting = env.DEALER_DETAILS?.trim() || undefined;
  if (setting === demoSetting) return demoDealersDetails;
  if (setting === undefined) {
    if (env.NODE_ENV !== 'production') return demoDealersDetails;
    throw new Error(
      `No dealer details for invoices: set DEALER_DETAILS (JSON per store, see README), or DEALER_DETAILS=${demoSetting} for the sample details`,
    );
  }
  return perStoreSetting('DEALER_DETAILS', ['entry', 'entries'], setting, parseDetails);
}
