import { dealerAccountsFromEnv, demoDealerAccounts } from './dealer-accounts';

const eur = {
  holder: 'Edelmetall Handel GmbH',
  bank: 'Commerzbank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};
const chf = {
  holder: 'Edelmetall Handel AG',
  bank: 'Zürcher Kantonalbank',
  iban: 'CH9300762011623852957',
  bic: 'ZKBKCHZZ80A',
};
const usd = {
  holder: 'Precious Metals Inc.',
  bank: 'Federal Reserve Bank of Boston',
  accountNumber: '1234 5678 9',
  routingNumber: '011000015',
};
const env = (accounts: object, nodeEnv = 'production') => ({
  NODE_ENV: nodeEnv,
  DEALER_BANK_ACCOUNTS: JSON.stringify(accounts),
});

describe('dealer bank accounts from the environment', () => {
  it('reads one account per store, shared by comma lists of stores', () => {
    const accounts = dealerAccountsFromEnv(env({ 'at, de': eur, 'ch,li': chf, us: usd }));
    expect(accounts.at).toEqual({ kind: 'sepa', ...eur });
    expect(accounts.de).toBe(accounts.at);
    expect(accounts.li).toEqual({ kind: 'sepa', ...chf });
    expect(accounts.us).toEqual({ kind: 'us', ...usd, accountNumber: '123456789' });
    // Configured accounts are real: nothing tells the customer not to pay.
    expect(Object.values(accounts).some((account) => account.demo)).toBe(false);
  });

  it('refuses an IBAN that fails its checksum, a bad BIC and a bad routing number', () => {
    const stores = { 'at,de': eur, 'ch,li': chf, us: usd };
    expect(() =>
      dealerAccountsFromEnv(
        env({ ...stores, 'at,de': { ...eur, iban: 'DE89 3704 0044 0532 0130 01' } }),
      ),
    ).toThrow('DEALER_BANK_ACCOUNTS: at,de has an IBAN that fails its checksum');
    expect(() =>
      dealerAccountsFromEnv(env({ ...stores, 'ch,li': { ...chf, bic: 'ZKB1CHZZ' } })),
    ).toThrow('DEALER_BANK_ACCOUNTS: ch,li has a BIC that is not valid: ZKB1CHZZ');
    expect(() =>
      dealerAccountsFromEnv(env({ ...stores, us: { ...usd, routingNumber: '011000016' } })),
    ).toThrow('DEALER_BANK_ACCOUNTS: us has a routing number that fails the ABA checksum');
    expect(() =>
      dealerAccountsFromEnv(env({ ...stores, us: { ...usd, accountNumber: '12' } })),
    ).toThrow('us has an account number that is not 4-17 digits');
  });

  it('refuses missing fields, unknown stores, stores without or with two accounts', () => {
    expect(() => dealerAccountsFromEnv(env({ at: { ...eur, holder: ' ' } }))).toThrow(
      'at needs holder',
    );
    expect(() => dealerAccountsFromEnv(env({ 'at,de,fr': eur }))).toThrow('fr is not a store');
    expect(() => dealerAccountsFromEnv(env({ 'at,de': eur, us: usd }))).toThrow(
      'no account for ch, li',
    );
    expect(() => dealerAccountsFromEnv(env({ 'at,de': eur, at: chf }))).toThrow(
      'at has two accounts',
    );
    expect(() => dealerAccountsFromEnv({ DEALER_BANK_ACCOUNTS: '{at:' })).toThrow(
      'must be JSON or demo',
    );
  });

  it('refuses to start in production without accounts, unless told to use the demo ones', () => {
    expect(() => dealerAccountsFromEnv({ NODE_ENV: 'production' })).toThrow(
      /No dealer bank accounts: set DEALER_BANK_ACCOUNTS .* DEALER_BANK_ACCOUNTS=demo/,
    );
    const demo = dealerAccountsFromEnv({ NODE_ENV: 'production', DEALER_BANK_ACCOUNTS: 'demo' });
    expect(demo).toBe(demoDealerAccounts);
    expect(Object.values(demo).every((account) => account.demo === true)).toBe(true);
  });

  it('uses the demo accounts by default in development and tests', () => {
    expect(dealerAccountsFromEnv({ NODE_ENV: 'test' })).toBe(demoDealerAccounts);
    expect(dealerAccountsFromEnv({})).toBe(demoDealerAccounts);
    expect(
      dealerAccountsFromEnv(env({ 'at,de': eur, 'ch,li': chf, us: usd }, 'development')).at,
    ).toEqual({ kind: 'sepa', ...eur });
  });
});
