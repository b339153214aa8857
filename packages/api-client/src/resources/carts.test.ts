import { createApiClient } from '../client';
import { fakeFetch, json, makeCart, makeLineItem } from '../test-support';

const cartId = '7d2f8a1e-3c4b-4e5f-8a6b-9c0d1e2f3a4b';
const cart = makeCart({
  id: cartId,
  version: 2,
  lineItems: [
    makeLineItem({
      id: '0b9f4b7e-1d2c-4a3b-8c4d-5e6f7a8b9c0d',
      productId: '5b4c0f38-8a3a-4f57-9a43-0d4f1f6c9b11',
    }),
  ],
  orderBlockers: ['no_customer_email', 'no_shipping_address', 'no_billing_address'],
});

describe('carts resource', () => {
  it('calls every cart path of spec 7 with its method, query and body', async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const draft = {
      transactionType: 'buy',
      orderType: 'order',
      country: 'AT',
      currency: 'EUR',
    } as const;
    await api.carts.create(draft, { languageTag: 'de' });
    await api.carts.addLineItem(cartId, { sku: 'CGO-KRU-1OZ', quantity: 2, version: 1 });
    await api.carts.removeLineItem(
      cartId,
      { sku: 'CGO-KRU-1OZ', quantity: 1 },
      { languageTag: 'en' },
    );
    await api.carts.recalculate(cartId, 3);
    await api.carts.update(cartId, { locale: 'en', version: 4 });
    await api.carts.remove(cartId, 5);
    expect(calls.map((c) => [c.init.method ?? 'GET', c.url, c.init.body])).toEqual([
      ['POST', '/api/carts?languageTag=de', JSON.stringify(draft)],
      [
        'PUT',
        `/api/carts/${cartId}/line-items`,
        JSON.stringify({ sku: 'CGO-KRU-1OZ', quantity: 2, version: 1 }),
      ],
      [
        'DELETE',
        `/api/carts/${cartId}/line-items?sku=CGO-KRU-1OZ&quantity=1&languageTag=en`,
        undefined,
      ],
      ['POST', `/api/carts/${cartId}/recalculate`, JSON.stringify({ version: 3 })],
      ['PUT', `/api/carts/${cartId}`, JSON.stringify({ locale: 'en', version: 4 })],
      ['DELETE', `/api/carts/${cartId}?version=5`, undefined],
    ]);
  });

  it('lists the caller’s carts and checks the answer against the contract', async () => {
    const { fetch, calls } = fakeFetch(json([cart]), json([{ ...cart, version: 0 }]));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    expect(await api.carts.list({ ownerId: 'owner-1' })).toEqual([cart]);
    expect(calls[0]?.url).toBe('/api/carts?ownerId=owner-1');
    await expect(api.carts.list()).rejects.toMatchObject({ name: 'UnknownError' });
  });

  it('calls the checkout’s cart paths: choices, addresses and the coupon', async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    const address = {
      firstName: 'Anna',
      lastName: 'Muster',
      streetName: 'Mariahilfer Straße',
      streetNumber: '12',
      zipCode: '1070',
      city: 'Wien',
      country: 'AT',
    };
    const discountCodeId = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    await api.carts.update(cartId, { paymentMethod: 'bankTransfer', shippingMethodId: null });
    await api.carts.setAddresses(cartId, { shippingAddress: address, billingAddress: address });
    await api.carts.addCoupon(cartId, { code: 'WILLKOMMEN5', version: 2 });
    await api.carts.removeCoupon(cartId, { discountCodeId });
    expect(calls.map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      [
        'PUT',
        `/api/carts/${cartId}`,
        JSON.stringify({ paymentMethod: 'bankTransfer', shippingMethodId: null }),
      ],
      [
        'PUT',
        `/api/carts/${cartId}/addresses`,
        JSON.stringify({ shippingAddress: address, billingAddress: address }),
      ],
      [
        'PUT',
        `/api/admin/carts/${cartId}/coupon`,
        JSON.stringify({ code: 'WILLKOMMEN5', version: 2 }),
      ],
      ['DELETE', `/api/admin/carts/${cartId}/coupon`, JSON.stringify({ discountCodeId })],
    ]);
  });

  it('reads shipping methods, payment methods and branches of the client’s store', async () => {
    const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });
    const shipping = {
      id: 'm-1',
      key: 'shipping',
      price: eur(990),
      freeFrom: eur(100_000),
      transactionTypes: ['buy', 'sell'],
      prices: [{ store: 'at', price: eur(990), freeFrom: eur(100_000) }],
    };
    const { fetch, calls } = fakeFetch(
      json([shipping]),
      json([{ key: 'card', selectable: false, transactionTypes: ['buy'] }]),
      json([]),
      json([{ ...shipping, key: 'drone' }]),
    );
    const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
    expect(await api.checkout.shippingMethods()).toEqual([shipping]);
    expect(await api.checkout.paymentMethods()).toHaveLength(1);
    expect(await api.checkout.branches()).toEqual([]);
    await expect(api.checkout.shippingMethods()).rejects.toMatchObject({ name: 'UnknownError' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/orders/shipping-methods',
      '/api/orders/payment-methods',
      '/api/branches',
      '/api/orders/shipping-methods',
    ]);
  });
});
