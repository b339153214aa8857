import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import CartPage from './CartPage';
import { cartTypeOf } from '../components/cart-type';

function renderCart(path: string, language: Language) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(path.split('?')[0]!));
  render(
    <Provider store={store}>
      <IntlProvider locale={language} messages={messages[language]}>
        <MemoryRouter initialEntries={[path]}>
          <CartPage />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('cart page', () => {
  it('reads the cart type from the query, buy by default', () => {
    expect(cartTypeOf('?type=sell')).toBe('sell');
    expect(cartTypeOf('?type=buy')).toBe('buy');
    expect(cartTypeOf('')).toBe('buy');
    expect(cartTypeOf('?type=rent')).toBe('buy');
  });

  it('shows the empty sell cart in German with a way to the sell page', () => {
    renderCart('/warenkorb?type=sell', 'de');
    expect(
      screen.getByRole('heading', { name: 'Ihr Verkaufswarenkorb ist leer.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Ankauf' })).toHaveAttribute('href', '/ankauf');
    expect(screen.getByRole('link', { name: 'Verkaufswarenkorb' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty buy cart in English with a way to the shop', () => {
    renderCart('/en/cart', 'en');
    expect(screen.getByRole('heading', { name: 'Your buy cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
    expect(screen.getByRole('link', { name: 'Sell cart' })).toHaveAttribute(
      'href',
      '/en/cart?type=sell',
    );
  });
});
