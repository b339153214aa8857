import * as v from 'valibot';
import {
  isAbaRoutingNumber,
  isBic,
  isIban,
  isUsAccountNumber,
  PayoutBankDetailsSchema,
} from './bank-details';

describe('IBAN (ISO 13616)', () => {
  it('accepts valid IBANs of several countries, with spaces and in lower case', () => {
    for (const iban of [
      'AT61 1904 3002 3457 3201',
      'DE89370400440532013000',
      'CH9300762011623852957',
      'LI21088100002324013AA',
      'de89 3704 0044 0532 0130 00',
    ])
      expect([iban, isIban(iban)]).toEqual([iban, true]);
  });

  it('refuses a wrong check sum, a wrong length for the country and an unknown country', () => {
    expect(isIban('AT611904300234573202')).toBe(false);
    expect(isIban('DE8937040044053201300')).toBe(false);
    expect(isIban('AT61190430023457320')).toBe(false);
    expect(isIban('XX611904300234573201')).toBe(false);
    expect(isIban('')).toBe(false);
  });
});

describe('BIC (ISO 9362)', () => {
  it('accepts 8 and 11 characters with a known country', () => {
    expect(isBic('BKAUATWW')).toBe(true);
    expect(isBic('deutdeff500')).toBe(true);
    expect(isBic('BKAUXXWW')).toBe(false);
    expect(isBic('BKAUATW')).toBe(false);
    expect(isBic('BKAUATWW5')).toBe(false);
  });
});

describe('US account and ABA routing number', () => {
  it('checks the routing number’s weighted check sum', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
    expect(isAbaRoutingNumber('02100002a')).toBe(false);
  });

  it('takes 4 to 17 digits as an account number', () => {
    expect(isUsAccountNumber('1234')).toBe(true);
    expect(isUsAccountNumber('12345678901234567')).toBe(true);
    expect(isUsAccountNumber('123')).toBe(false);
    expect(isUsAccountNumber('123456789012345678')).toBe(false);
  });
});

describe('PayoutBankDetailsSchema', () => {
  it('takes a SEPA payout without a BIC, and a BIC given only when valid (issue 23)', () => {
    const sepa = { kind: 'iban', iban: 'AT611904300234573201', accountOwner: 'Anna Muster' };
    expect(v.parse(PayoutBankDetailsSchema, sepa)).toEqual(sepa);
    const wrong = v.safeParse(PayoutBankDetailsSchema, { ...sepa, bic: 'NOTABIC' });
    expect(wrong.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['bic', 'validation.bic'],
    ]);
  });

  it('keeps the electronic form and names the field that is wrong', () => {
    expect(
      v.parse(PayoutBankDetailsSchema, {
        kind: 'iban',
        iban: 'at61 1904 3002 3457 3201',
        bic: 'bkau atww',
        accountOwner: ' Anna Muster ',
      }),
    ).toEqual({
      kind: 'iban',
      iban: 'AT611904300234573201',
      bic: 'BKAUATWW',
      accountOwner: 'Anna Muster',
    });
    const us = v.safeParse(PayoutBankDetailsSchema, {
      kind: 'us',
      accountNumber: '0001-2345-6789',
      routingNumber: '021000022',
      accountOwner: '',
    });
    expect(us.success).toBe(false);
    expect(us.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['routingNumber', 'validation.routingNumber'],
      ['accountOwner', 'validation.required'],
    ]);
  });
});
