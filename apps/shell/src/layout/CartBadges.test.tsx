import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient, type PriceType } from '@shop/api-client';
import { ApiClientProvider, cartKeys } from '@shop/api-client/react';
import { localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { CartBadges } from './CartBadges';

function renderBadges(language: Language, carts: unknown[]) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'de' ? '/' : '/en'));
  const queryClient = new QueryClient();
  // The cache as an add elsewhere on the page leaves it: the badges read it without a request.
  queryClient.setQueryData(cartKeys.list('at', language), carts);
  const fetch: typeof globalThis.fetch = () => new Promise(() => {});
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
          <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
            <MemoryRouter>
              <CartBadges />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

const cart = (transactionType: PriceType, lineItemCount: number) => ({
  transactionType,
  orderType: 'order',
  lineItemCount,
});

describe('cart badges', () => {
  it('names the counts in English and links to both carts', () => {
    renderBadges('en', [cart('buy', 3), cart('sell', 1)]);
    expect(screen.getByRole('link', { name: 'Buy cart, 3 items' })).toHaveAttribute(
      'href',
      '/en/cart?type=buy',
    );
    expect(screen.getByRole('link', { name: 'Sell cart, 1 item' })).toHaveAttribute(
      'href',
      '/en/cart?type=sell',
    );
  });

  it('says in German that a cart is empty and shows no zero bubble', () => {
    renderBadges('de', [cart('buy', 2)]);
    expect(screen.getByRole('link', { name: 'Kaufwarenkorb, 2 Artikel' })).toHaveTextContent('2');
    const sell = screen.getByRole('link', { name: 'Verkaufswarenkorb, leer' });
    expect(sell).toHaveAttribute('href', '/warenkorb?type=sell');
    expect(sell).not.toHaveTextContent(/\d/);
  });
});
