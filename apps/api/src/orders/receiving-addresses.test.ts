import { demoReceivingAddresses, receivingAddressesFromEnv } from './receiving-addresses';

const vienna = {
  name: 'Edelmetall GmbH',
  streetAddress: 'Ring 1',
  zipCode: '1010',
  city: 'Wien',
  country: 'at',
};
const env = (value: object) => ({ DEALER_RECEIVING_ADDRESSES: JSON.stringify(value) });

describe('receiving addresses', () => {
  it('are the sample ones, marked demo, in development or when told', () => {
    expect(receivingAddressesFromEnv({})).toBe(demoReceivingAddresses);
    expect(
      receivingAddressesFromEnv({ NODE_ENV: 'production', DEALER_RECEIVING_ADDRESSES: 'demo' }),
    ).toBe(demoReceivingAddresses);
    expect(Object.values(demoReceivingAddresses).every((address) => address.demo)).toBe(true);
  });

  it('read one address per store, shared by comma lists, without the demo mark', () => {
    const addresses = receivingAddressesFromEnv(env({ 'at,de,ch,li': vienna, us: vienna }));
    expect(addresses.li).toEqual({ ...vienna, country: 'AT' });
    expect(addresses.us.demo).toBeUndefined();
  });

  it('refuse what cannot be posted to, and production without a setting', () => {
    expect(() =>
      receivingAddressesFromEnv(env({ 'at,de,ch,li,us': { ...vienna, city: ' ' } })),
    ).toThrow('DEALER_RECEIVING_ADDRESSES: at,de,ch,li,us needs city');
    expect(() =>
      receivingAddressesFromEnv(env({ 'at,de,ch,li,us': { ...vienna, country: 'Austria' } })),
    ).toThrow('country that is not a two-letter code');
    expect(() => receivingAddressesFromEnv(env({ 'at,de': vienna }))).toThrow(
      'no address for ch, li, us',
    );
    expect(() => receivingAddressesFromEnv({ NODE_ENV: 'production' })).toThrow(
      /set DEALER_RECEIVING_ADDRESSES/,
    );
  });
});
