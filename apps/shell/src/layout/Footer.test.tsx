import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { Footer } from './Footer';

function renderFooter(language: Language) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'en' ? '/en' : '/'));
  render(
    <Provider store={store}>
      <IntlProvider locale={language === 'en' ? 'en-GB' : 'de-AT'} messages={messages[language]}>
        <MemoryRouter>
          <Footer compact={false} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('Footer', () => {
  it('links both price lists in German', () => {
    renderFooter('de');
    const prices = screen.getByRole('navigation', { name: 'Preise' });
    expect(
      within(prices)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Preisliste', '/preisliste/standard'],
      ['Zollfreie Preisliste', '/preisliste/zollfrei'],
    ]);
  });

  it('links both price lists in English', () => {
    renderFooter('en');
    const prices = screen.getByRole('navigation', { name: 'Prices' });
    expect(
      within(prices)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Price list', '/en/pricelist/standard'],
      ['Duty-free price list', '/en/pricelist/duty-free'],
    ]);
  });
});
