import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { matchRoute, type PageMatch } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { ancestorTitlesAtom } from '@shop/i18n/react';
import { PageFrame } from './PageFrame';

function frame(pathname: string, ancestors: Record<string, string> = {}) {
  const store = createStore();
  store.set(ancestorTitlesAtom, ancestors);
  const match = matchRoute(pathname) as PageMatch;
  render(
    <Provider store={store}>
      <IntlProvider locale="de-AT" messages={messages[match.language]}>
        <MemoryRouter>
          <PageFrame match={match}>page</PageFrame>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return screen.getByRole('navigation', { name: messages[match.language]['nav.breadcrumb'] });
}

describe('PageFrame', () => {
  it.each([
    ['/produkt/kruegerrand-1-oz/limit-order', 'Krügerrand 1 oz Gold', 'Produkt'],
    ['/en/product/krugerrand-1-oz/limit-order', 'Krugerrand 1 oz gold', 'Product'],
  ])(
    '%s: names the product above its limit order, not the route (issue 23)',
    (path, name, generic) => {
      const trail = frame(path, { product: name });
      const product = screen.getByRole('link', { name });
      expect(trail).toContainElement(product);
      expect(product).toHaveAttribute('href', path.replace(/\/limit-order$/, ''));
      expect(screen.queryByRole('link', { name: generic })).toBeNull();
    },
  );

  it('names an ancestor by its route while the page has published no title for it', () => {
    frame('/produkt/kruegerrand-1-oz/limit-order');
    expect(screen.getByRole('link', { name: 'Produkt' })).toBeInTheDocument();
  });
});
