import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { AccountsUnavailable, SignedOut } from './AccountNotice';

function renderAt(path: string, language: Language, ui: React.ReactNode) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(path));
  render(
    <Provider store={store}>
      <IntlProvider locale={language} messages={messages[language]}>
        <MemoryRouter>{ui}</MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('account notices', () => {
  it('tells a guest on an account page that the page belongs to the customer account', () => {
    renderAt('/my-account/kundenkonto/bestelluebersicht', 'de', <SignedOut routeId="orders" />);
    expect(screen.getByRole('heading', { name: 'Sie sind nicht angemeldet.' })).toBeInTheDocument();
    expect(
      screen.getByText('Die Seite „Bestellübersicht“ gehört zu Ihrem Kundenkonto.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('states plainly in English that there are no accounts yet', () => {
    renderAt('/en/register', 'en', <AccountsUnavailable />);
    expect(
      screen.getByRole('heading', {
        name: 'Customer accounts are not available in this shop yet.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
  });
});
