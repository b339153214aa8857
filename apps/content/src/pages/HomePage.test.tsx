import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import HomePage from './HomePage';

const category = (key: string, de: string, en: string, slugDe: string, productCount: number) => ({
  id: key,
  key,
  name: { de, en },
  slug: { de: slugDe, en: key },
  productCount,
});

function renderHome(language: Language) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'de' ? '/' : '/en'));
  const fetchMock = jest.fn(
    async () =>
      new Response(
        JSON.stringify([
          category('gold-coins', 'Goldmünzen', 'Gold coins', 'goldmuenzen', 34),
          category('scrap-metals', 'Altgold', 'Scrap metals', 'altgold', 1),
        ]),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: fetchMock as unknown as typeof fetch,
  });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={api}>
          <IntlProvider locale={language} messages={messages[language]}>
            <MemoryRouter>
              <HomePage />
            </MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

describe('HomePage', () => {
  it('links every category of the catalogue in German', async () => {
    renderHome('de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'In Gold und Silber investieren',
    );
    const gold = await screen.findByRole('link', { name: /Goldmünzen/ });
    expect(gold).toHaveAttribute('href', '/shop/goldmuenzen');
    expect(gold).toHaveTextContent('34 Produkte');
    expect(screen.getByRole('link', { name: /Altgold/ })).toHaveAttribute(
      'href',
      '/shop/altgold-ankauf',
    );
  });

  it('speaks English on the English home page', async () => {
    renderHome('en');
    expect(await screen.findByRole('link', { name: /Gold coins/ })).toHaveAttribute(
      'href',
      '/en/shop/gold-coins',
    );
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/en/shop');
  });
});
