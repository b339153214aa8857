import type { DealerAccount } from '@shop/api-client';
import type { StoreKey } from '@shop/i18n';

/*
 * Where a customer transfers the money for a buy order (the confirmation mail and the order answer
 * name it). Data, not logic: the accounts the shop is paid into. EUR stores share the Austrian
 * account, CHF stores the Swiss one; the US store takes wires to its US account.
 */
const eurAccount: DealerAccount = {
  kind: 'sepa',
  holder: 'Aurum & Argentum GmbH',
  bank: 'Erste Bank der oesterreichischen Sparkassen AG',
  iban: 'AT48 2011 1822 2121 9800',
  bic: 'GIBAATWWXXX',
};
const chfAccount: DealerAccount = {
  kind: 'sepa',
  holder: 'Aurum & Argentum AG',
  bank: 'Zürcher Kantonalbank',
  iban: 'CH93 0076 2011 6238 5295 7',
  bic: 'ZKBKCHZZ80A',
};
const usdAccount: DealerAccount = {
  kind: 'us',
  holder: 'Aurum & Argentum Inc.',
  bank: 'Chase Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};

export const dealerAccounts: Readonly<Record<StoreKey, DealerAccount>> = {
  at: eurAccount,
  de: eurAccount,
  ch: chfAccount,
  li: chfAccount,
  us: usdAccount,
};
