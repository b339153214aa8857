import { matchRoute } from '@shop/i18n';
import { isPriceFrozenRoute } from './frozen-routes';
import { priceSocketUrl } from './socket-url';

describe('isPriceFrozenRoute', () => {
  it('freezes prices on cart and checkout pages in both languages only', () => {
    for (const path of [
      '/warenkorb',
      '/en/cart',
      '/checkout/buy',
      '/en/checkout/sell',
      '/checkout/buy/bestaetigung',
      '/en/checkout/buy/confirmation',
    ]) {
      expect([path, isPriceFrozenRoute(matchRoute(path))]).toEqual([path, true]);
    }
    for (const path of ['/', '/shop', '/en/product/krugerrand', '/preisliste/standard']) {
      expect([path, isPriceFrozenRoute(matchRoute(path))]).toEqual([path, false]);
    }
    expect(isPriceFrozenRoute(null)).toBe(false);
  });
});

describe('priceSocketUrl', () => {
  it('uses the page origin with the matching WebSocket scheme', () => {
    expect(priceSocketUrl({ protocol: 'http:', host: 'de.localhost:3000' })).toBe(
      'ws://de.localhost:3000/api/prices/socket',
    );
    expect(priceSocketUrl({ protocol: 'https:', host: 'shop.example' })).toBe(
      'wss://shop.example/api/prices/socket',
    );
  });
});
