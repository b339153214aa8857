import { storeKeys, stores } from '@shop/i18n';
import { shippingCosts, shippingRows } from './shipping-costs';

describe('shipping costs', () => {
  it('states every store’s costs in that store’s currency', () => {
    for (const key of storeKeys) {
      expect([key, shippingCosts[key].currency]).toEqual([key, stores[key].currency]);
      expect(shippingCosts[key].insured).toBeGreaterThan(shippingCosts[key].standard);
    }
  });

  it('lists the visitor’s store first, then the others', () => {
    expect(shippingRows('ch').map((row) => row.store.key)).toEqual(['ch', 'at', 'de', 'li', 'us']);
  });
});
