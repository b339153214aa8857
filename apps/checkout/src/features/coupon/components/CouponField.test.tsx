import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createApiClient, type Cart } from '@shop/api-client';
import { ApiClientProvider, cartKeys, useCart } from '@shop/api-client/react';
import { localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { makeCart } from '@shop/api-client/test-support';
import { CouponField } from './CouponField';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const plain = makeCart({ version: 3 });
const withCoupon = (bullionLimited = false): Cart =>
  makeCart({
    version: 4,
    discount: {
      discountCodeId: '5d0c3c3e-8d0b-4a5e-9a57-7a1f1bd0e001',
      code: 'WILLKOMMEN5',
      amount: eur(500),
      bullionLimited,
    },
  });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The field on the shared cart, as the cart page shows it, with the API's answers in turn. */
function renderField(language: Language, ...answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const { status, body } = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(body), { status });
  };
  const api = createApiClient({ baseUrl: '/api', storeKey: 'at', fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cart = { ...plain, locale: localeTag('at', language) };
  queryClient.setQueryData(cartKeys.list('at', language), [cart]);
  function Field() {
    const current = useCart('buy', language).cart;
    return current ? <CouponField cart={current} /> : null;
  }
  // The page's language comes from the route, as in the shop.
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'de' ? '/warenkorb' : '/en/cart'));
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
          <ApiClientProvider client={api}>
            <Field />
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

const notFound = {
  status: 404,
  body: {
    name: 'ResourceNotFoundError',
    code: 'coupon_not_found',
    message: 'This coupon code was not found.',
    statusCode: 404,
  },
};

afterEach(cleanup);

describe('CouponField', () => {
  it('asks for a code when none is given, at the field, without calling the API', async () => {
    const calls = renderField('de');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const field = screen.getByRole('textbox', { name: 'Gutscheincode' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Bitte geben Sie einen Gutscheincode ein.');
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('names a code the shop does not know, and redeems one it knows, by keyboard', async () => {
    const calls = renderField('en', notFound, { status: 200, body: withCoupon() });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'NOSUCHCODE{Enter}');
    expect(
      await screen.findByText('This coupon code was not found.', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('This coupon code was not found.');
    await userEvent.clear(field);
    await userEvent.type(field, ' willkommen5 {Enter}');
    expect(await screen.findByText('Coupon WILLKOMMEN5 redeemed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: `/api/admin/carts/${plain.id}/coupon`, body: expect.anything() },
      {
        method: 'PUT',
        url: `/api/admin/carts/${plain.id}/coupon`,
        body: { code: 'willkommen5', version: 3 },
      },
    ]);
  });

  it('removes the coupon again, and then offers the field', async () => {
    const calls = renderField(
      'de',
      { status: 200, body: withCoupon(true) },
      { status: 200, body: plain },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), 'WILLKOMMEN5');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText(/Anlagemetall \(Barren und Münzen\)/)).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Gutschein entfernen' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Gutscheincode' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      url: `/api/admin/carts/${plain.id}/coupon`,
      body: { discountCodeId: withCoupon().discount!.discountCodeId, version: 4 },
    });
  });
});
