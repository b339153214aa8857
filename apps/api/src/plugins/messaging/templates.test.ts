import { mailDe, mailEn } from '@shop/i18n/messages';
import { demoDealerAccounts } from '../../orders/dealer-accounts';
import { demoReceivingAddresses } from '../../orders/receiving-addresses';
import { renderMail } from './layout';
import { createShopLinks, shopOrigin } from './shop-links';
import {
  activationMail,
  checkoutAccountMail,
  contactReceivedMail,
  orderConfirmationMail,
  passwordChangedMail,
  passwordResetMail,
  smsCodeMessage,
  type OrderMailInput,
} from './templates';

describe('mail texts', () => {
  it('exist in German and English with the same ids and no empty text', () => {
    expect(Object.keys(mailDe).sort()).toEqual(Object.keys(mailEn).sort());
    for (const table of [mailDe, mailEn])
      for (const [id, text] of Object.entries(table))
        expect([id, text.trim() !== '']).toEqual([id, true]);
  });
});

describe('mail templates', () => {
  const link = 'https://shop.example.at/activate-user?emailToken=abc';

  it('greets by salutation and puts the link in text and HTML of one layout', () => {
    const de = activationMail('de', { salutation: 'mr', lastName: 'Huber' }, link);
    expect(de.subject).toBe('Bitte aktivieren Sie Ihr Kundenkonto');
    expect(de.text).toContain('Sehr geehrter Herr Huber,');
    expect(de.text).toContain(`Konto aktivieren: ${link}`);
    expect(de.text).toContain('Der Link ist 48 Stunden gültig.');
    expect(de.html).toContain('<html lang="de">');
    expect(de.html).toContain(`href="${link}"`);
    const en = activationMail('en', {}, link);
    expect(en.text.startsWith('Hello,')).toBe(true);
    expect(en.html).toContain('Aurum &amp; Argentum');
  });

  it('renders reset, changed, checkout-account and SMS texts in both languages', () => {
    for (const language of ['de', 'en'] as const) {
      const reset = passwordResetMail(language, { salutation: 'mrs', lastName: 'Muster' }, link);
      expect(reset.text).toMatch(language === 'de' ? /60 Minuten/ : /60 minutes/);
      const changed = passwordChangedMail(
        language,
        {},
        {
          changedAt: new Date('2026-11-23T10:00:00Z'),
          store: 'us',
          forgotPasswordLink: 'https://shop.example.com/en/forgot-password',
        },
      );
      expect(changed.text).toMatch(/2026/);
      expect(changed.text).toMatch(/5:00|05:00/);
      const checkout = checkoutAccountMail(language, { email: 'anna@example.com' }, link);
      expect(checkout.text).toContain('anna@example.com');
      const sms = smsCodeMessage(language, '012345');
      expect(sms.text).toContain('012345');
      expect(sms.html).toBe('');
    }
  });

  it('confirms a contact message with a fixed text in both languages', () => {
    const de = contactReceivedMail('de');
    expect(de.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(de.text).toContain('Guten Tag,');
    expect(de.text).toContain('höchstens 12 Monate');
    const en = contactReceivedMail('en');
    expect(en.subject).toBe('We received your message');
    expect(en.text).toContain('Hello,');
    expect(en.text).toContain('at most 12 months');
    for (const mail of [de, en]) expect(`${mail.subject}${mail.text}`).not.toMatch(/[{}]/);
  });

  it('escapes what it is given in HTML', () => {
    const mail = renderMail('en', {
      subject: 'x',
      greeting: '<script>alert(1)</script>',
      paragraphs: ['"quoted" & <b>'],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});

const anna = {
  firstName: 'Anna',
  lastName: 'Muster',
  streetName: 'Hauptstraße',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};

describe('order confirmation mail', () => {
  const { demo: _demo, ...configured } = demoDealerAccounts.at;
  const order = (dealerAccount: OrderMailInput['dealerAccount'], paymentMethod = 'bankTransfer') =>
    ({
      orderNumber: '2026-000042',
      store: 'at',
      locale: 'de-AT',
      transactionType: 'buy',
      currency: 'EUR',
      lines: [{ quantity: 1, name: 'Krugerrand 1 oz', unitCentAmount: 250_000, isScrap: false }],
      shipping: null,
      discountCentAmount: 0,
      netCentAmount: 250_000,
      taxCentAmount: 0,
      grossCentAmount: 250_000,
      paymentMethod,
      dealerAccount,
      payoutBankDetails: null,
      receivingAddress: null,
      shippingAddress: anna,
      billingAddress: anna,
      branch: null,
      slipLink: null,
      lookupLink: 'http://at.localhost:3000/bestellung-finden',
    }) satisfies OrderMailInput;

  it('names demo accounts as such, in both languages', () => {
    const de = orderConfirmationMail('de', order(demoDealerAccounts.at));
    expect(de.text).toContain('IBAN AT48 2011 1822 2121 9800');
    expect(de.text).toContain('Demokonto – bitte nicht überweisen');
    expect(de.html).toContain('Demokonto – bitte nicht überweisen');
    const en = orderConfirmationMail('en', order(demoDealerAccounts.us));
    expect(en.text).toContain('routing number 021000021');
    expect(en.text).toContain('Demo account — do not pay');
  });

  it('names the delivery method once and the addresses, or the branch of a pick-up', () => {
    const shipped = {
      ...order(demoDealerAccounts.at),
      shipping: { methodKey: 'shipping', centAmount: 990 },
      billingAddress: { ...anna, streetName: 'Ring', streetNumber: '5' },
    };
    const de = orderConfirmationMail('de', shipped).text;
    expect(de).toMatch(/^Lieferart: Versand, €\s9,90$/m);
    expect(de).not.toContain('Versand (Versand)');
    expect(de).toContain('Lieferadresse: Anna Muster, Hauptstraße 1, 1010 Wien, Österreich');
    expect(de).toContain('Rechnungsadresse: Anna Muster, Ring 5, 1010 Wien, Österreich');
    const en = orderConfirmationMail('en', shipped).text;
    expect(en).toMatch(/^Delivery: shipping, €\s9,90$/m);
    expect(en).toContain('Delivery address: Anna Muster, Hauptstraße 1, 1010 Wien, Austria');
    expect(en).toContain('Billing address: Anna Muster, Ring 5, 1010 Wien, Austria');
    const pickup = {
      ...order(demoDealerAccounts.at, 'cashInStore'),
      shipping: { methodKey: 'pickup', centAmount: 0 },
      branch: { name: 'Filiale Wien Innere Stadt', address: 'Kärntner Straße 21, 1010 Wien' },
    };
    const pickupDe = orderConfirmationMail('de', pickup).text;
    expect(pickupDe).toContain(
      'Übergabe in: Filiale Wien Innere Stadt, Kärntner Straße 21, 1010 Wien',
    );
    expect(pickupDe).not.toContain('Lieferadresse');
    expect(pickupDe).toContain('Rechnungsadresse: Anna Muster');
    const pickupEn = orderConfirmationMail('en', {
      ...pickup,
      branch: { name: 'Vienna city centre branch', address: 'Kärntner Straße 21, 1010 Wien' },
    }).text;
    expect(pickupEn).toContain(
      'Hand-over at: Vienna city centre branch, Kärntner Straße 21, 1010 Wien',
    );
  });

  it('says nothing of a demo for configured accounts or cash payments', () => {
    for (const language of ['de', 'en'] as const) {
      const real = orderConfirmationMail(language, order(configured));
      expect(real.text).toContain('AT48 2011 1822 2121 9800');
      expect(real.text).not.toMatch(/Demo/);
      const cash = orderConfirmationMail(language, order(demoDealerAccounts.at, 'cashInStore'));
      expect(cash.text).not.toMatch(/Demo|AT48/);
    }
  });
});

describe('sell confirmation mail', () => {
  const { demo: _demo, ...vienna } = demoReceivingAddresses.at;
  const slipLink = 'http://at.localhost:3000/api/orders/0b6f/slip.pdf?languageTag=de';
  const sale = (methodKey: string, receivingAddress: OrderMailInput['receivingAddress']) =>
    ({
      orderNumber: '2026-000043',
      store: 'at',
      locale: 'de-AT',
      transactionType: 'sell',
      currency: 'EUR',
      lines: [
        {
          quantity: 1,
          name: 'Wiener Philharmoniker 1 oz',
          unitCentAmount: 240_000,
          isScrap: false,
        },
        { quantity: 20, name: 'Altgold 585', unitCentAmount: 5_000, isScrap: true },
        { quantity: 12.5, name: 'Altgold 750', unitCentAmount: 4_123, isScrap: true },
      ],
      shipping: { methodKey, centAmount: 0 },
      discountCentAmount: 0,
      netCentAmount: 240_000,
      taxCentAmount: 0,
      grossCentAmount: 240_000,
      paymentMethod: 'bankTransfer',
      dealerAccount: demoDealerAccounts.at,
      payoutBankDetails: {
        kind: 'iban',
        accountOwner: 'Anna Muster',
        iban: 'AT61 1904 3002 3457 3201',
        bic: 'BKAUATWW',
      },
      receivingAddress,
      shippingAddress: anna,
      billingAddress: { ...anna, company: 'Muster KG' },
      branch: null,
      slipLink: receivingAddress ? slipLink : null,
      lookupLink: 'http://at.localhost:3000/bestellung-finden',
    }) satisfies OrderMailInput;

  it('says where and how to send the goods and what happens next, in both languages', () => {
    const de = orderConfirmationMail('de', sale('insured-shipping', vienna)).text;
    expect(de).toContain(
      'Bitte senden Sie die Ware an: Aurum & Argentum GmbH, Ankauf, Kärntner Straße 21, 1010 Wien, AT.',
    );
    expect(de).toMatch(/versichert zu ihrem vollen Wert/);
    expect(de).toMatch(/neutralen Karton/);
    expect(de).toContain('mit der Auftragsnummer 2026-000043');
    expect(de).toMatch(/So geht es weiter: .*Feingehalt/);
    expect(de).not.toMatch(/Demoadresse/);
    const en = orderConfirmationMail('en', sale('shipping', demoReceivingAddresses.us)).text;
    expect(en).toContain(
      'Please send the goods to: Aurum & Argentum Inc., Purchasing, 350 Fifth Avenue, NY 10118 New York, US.',
    );
    expect(en).toMatch(/Demo address — do not send anything/);
    expect(en).toMatch(/insured for their full value/);
    expect(en).toContain('with the order number 2026-000043');
    expect(en).toMatch(/What happens next: .*assay scrap/);
  });

  it('counts scrap in grams and coins in pieces, in both languages', () => {
    const de = orderConfirmationMail('de', sale('shipping', vienna)).text;
    expect(de).toMatch(/20 g Altgold 585: je Gramm €\s50,00, €\s1\.000,00/);
    expect(de).toContain('1 × Wiener Philharmoniker 1 oz');
    expect(de).not.toContain('20 × Altgold');
    // Old gold is weighed to a tenth of a gram, priced exactly (515.375 rounds half-up).
    expect(de).toMatch(/12,5 g Altgold 750: je Gramm €\s41,23, €\s515,38/);
    const en = orderConfirmationMail('en', sale('shipping', vienna)).text;
    expect(en).toMatch(/20 g Altgold 585: €\s50,00 per gram, €\s1\.000,00/);
    expect(en).toMatch(/12\.5 g Altgold 750: €\s41,23 per gram, €\s515,38/);
    expect(en).not.toContain('20 × Altgold');
  });

  it('links a posted sale’s accompanying slip as its button, in both languages', () => {
    const de = orderConfirmationMail('de', sale('insured-shipping', vienna));
    expect(de.text).toContain(`Begleitschein drucken (PDF): ${slipLink}`);
    expect(de.html).toContain(`href="${slipLink}"`);
    const en = orderConfirmationMail('en', sale('shipping', vienna));
    expect(en.text).toContain(`Print the accompanying slip (PDF): ${slipLink}`);
    const deposit = orderConfirmationMail('de', sale('deposit', null));
    expect(deposit.text).not.toContain('Begleitschein drucken');
    expect(deposit.html).not.toContain('slip.pdf');
  });

  it('tells a deposit sale that nothing is sent, in both languages', () => {
    const de = orderConfirmationMail('de', sale('deposit', null)).text;
    expect(de).toContain('Sie müssen nichts senden');
    expect(de).not.toMatch(/senden Sie die Ware an/);
    const en = orderConfirmationMail('en', sale('deposit', null)).text;
    expect(en).toContain('Nothing needs to be sent');
    expect(en).not.toMatch(/send the goods to/);
  });
});

describe('shop links', () => {
  const hosts = { 'at.localhost': 'at', 'de.localhost': 'de', localhost: 'at' } as const;

  it('point to the store of the request on the shop origin', () => {
    expect(shopOrigin('at', ['http://localhost:3000'], hosts)).toBe('http://localhost:3000');
    expect(shopOrigin('de', ['http://localhost:3000'], hosts)).toBe('http://de.localhost:3000');
    expect(shopOrigin('us', ['http://localhost:3000'], hosts)).toBe('http://localhost:3000');
    expect(
      shopOrigin('de', ['https://shop.example.at', 'https://shop.example.de'], {
        'shop.example.at': 'at',
        'shop.example.de': 'de',
      }),
    ).toBe('https://shop.example.de');
    const links = createShopLinks(['http://localhost:3000'], hosts);
    expect(links.page('at', 'de', 'resetPassword', { token: 'a b' })).toBe(
      'http://localhost:3000/passwort-zuruecksetzen?token=a+b',
    );
    expect(links.page('de', 'en', 'activateUser', { emailToken: 't' })).toBe(
      'http://de.localhost:3000/en/activate-user?emailToken=t',
    );
  });
});
