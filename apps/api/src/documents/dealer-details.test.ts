import { dealersDetailsFromEnv, demoDealersDetails } from './dealer-details';

describe('dealersDetailsFromEnv', () => {
  it('uses the demo details in development and when asked, and refuses production without any', () => {
    expect(dealersDetailsFromEnv({})).toBe(demoDealersDetails);
    expect(dealersDetailsFromEnv({ NODE_ENV: 'production', DEALER_DETAILS: 'demo' })).toBe(
      demoDealersDetails,
    );
    expect(() => dealersDetailsFromEnv({ NODE_ENV: 'production' })).toThrow(
      /No dealer details for invoices: set DEALER_DETAILS/,
    );
  });

  it('reads JSON per store, a VAT number only where VAT is charged', () => {
    const entry = {
      name: 'Gold GmbH',
      streetAddress: 'Ring 1',
      zipCode: '1010',
      city: 'Wien',
      country: 'at',
      vatId: 'ATU99999999',
      register: 'FN 1 a, HG Wien',
    };
    const details = dealersDetailsFromEnv({
      DEALER_DETAILS: JSON.stringify({
        'at,de,ch,li': entry,
        us: { ...entry, country: 'US', vatId: undefined, register: 'EIN 1' },
      }),
    });
    expect(details.de).toEqual({ ...entry, country: 'AT' });
    expect(details.us.vatId).toBeNull();
    expect(() =>
      dealersDetailsFromEnv({
        DEALER_DETAILS: JSON.stringify({ 'at,de,ch,li,us': { name: 'X' } }),
      }),
    ).toThrow(/^DEALER_DETAILS: at,de,ch,li,us needs (streetAddress|country)$/);
  });
});
