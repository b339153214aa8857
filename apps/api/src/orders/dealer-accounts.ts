import {
  isAbaRoutingNumber,
  isBic,
  isIban,
  isUsAccountNumber,
  type DealerAccount,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { perStoreSetting } from './per-store-setting';

/** The account a customer transfers a buy order's money into, per store. */
export type DealerAccounts = Readonly<Record<StoreKey, DealerAccount>>;

/*
 * Sample accounts for development, tests and the demo of `npm start`. Nobody may pay into them,
 * so each carries `demo: true` and the confirmation mail and pages say so. EUR stores share the
 * Austrian account, CHF stores the Swiss one; the US store takes wires to its US account.
 */
const demoEur: DealerAccount = {
  kind: 'sepa',
  holder: 'Aurum & Argentum GmbH',
  bank: 'Erste Bank der oesterreichischen Sparkassen AG',
  iban: 'AT48 2011 1822 2121 9800',
  bic: 'GIBAATWWXXX',
  demo: true,
};
const demoChf: DealerAccount = {
  kind: 'sepa',
  holder: 'Aurum & Argentum AG',
  bank: 'Zürcher Kantonalbank',
  iban: 'CH93 0076 2011 6238 5295 7',
  bic: 'ZKBKCHZZ80A',
  demo: true,
};
const demoUsd: DealerAccount = {
  kind: 'us',
  holder: 'Aurum & Argentum Inc.',
  bank: 'Chase Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  demo: true,
};

export const demoDealerAccounts: DealerAccounts = {
  at: demoEur,
  de: demoEur,
  ch: demoChf,
  li: demoChf,
  us: demoUsd,
};

const demoSetting = 'demo';

/** One configured account, checked field by field; `where` names it in the error. */
function parseAccount(where: string, value: unknown): DealerAccount {
  const fail = (problem: string) => {
    throw new Error(`DEALER_BANK_ACCOUNTS: ${where} ${problem}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('must be an object with holder, bank and iban/bic or accountNumber/routingNumber');
  const fields = value as Record<string, unknown>;
  const text = (name: string): string => {
    const field = fields[name];
    if (typeof field !== 'string' || field.trim() === '') return fail(`needs ${name}`);
    return field.trim();
  };
  const holder = text('holder');
  const bank = text('bank');
  if ('iban' in fields || 'bic' in fields) {
    const iban = text('iban');
    const bic = text('bic');
    if (!isIban(iban)) fail(`has an IBAN that fails its checksum or format: ${iban}`);
    if (!isBic(bic)) fail(`has a BIC that is not valid: ${bic}`);
    return { kind: 'sepa', holder, bank, iban, bic };
  }
  const accountNumber = text('accountNumber').replace(/[\s-]+/g, '');
  const routingNumber = text('routingNumber').replace(/[\s-]+/g, '');
  if (!isUsAccountNumber(accountNumber)) fail(`has an account number that is not 4-17 digits`);
  if (!isAbaRoutingNumber(routingNumber))
    fail(`has a routing number that fails the ABA checksum: ${routingNumber}`);
  return { kind: 'us', holder, bank, accountNumber, routingNumber };
}

/**
 * DEALER_BANK_ACCOUNTS: a JSON object whose keys are store keys, or comma lists of them for
 * stores sharing an account (`{"at,de": {...}, "ch,li": {...}, "us": {...}}`); every store needs
 * one. `demo` names the sample accounts as demo accounts. Customers are told to pay into these,
 * so in production a missing setting refuses the start, as a missing mail transport does; in
 * development and tests the demo accounts are the default.
 */
export function dealerAccountsFromEnv(env: NodeJS.ProcessEnv = process.env): DealerAccounts {
  const setting = env.DEALER_BANK_ACCOUNTS?.trim() || undefined;
  if (setting === demoSetting) return demoDealerAccounts;
  if (setting === undefined) {
    if (env.NODE_ENV !== 'production') return demoDealerAccounts;
    throw new Error(
      `No dealer bank accounts: set DEALER_BANK_ACCOUNTS (JSON per store, see README), or DEALER_BANK_ACCOUNTS=${demoSetting} to show the sample accounts marked "demo account — do not pay"`,
    );
  }
  return perStoreSetting('DEALER_BANK_ACCOUNTS', ['account', 'accounts'], setting, parseAccount);
}
