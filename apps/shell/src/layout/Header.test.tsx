import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import { openModalAtom } from '@shop/app-state';
import { loadRemoteModule } from '../federation/load-remote-module';
import { serveRemote } from '../test/remote-modules';
import { Header } from './Header';

jest.mock('../federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** The content remote's CmsMenu as editors keep it. */
function ContentMenu() {
  return (
    <nav aria-label="Main navigation">
      <a href="/en/about-us">About us</a>
    </nav>
  );
}

function renderHeader() {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute('/en'));
  // The catalogue and prices never answer here: the header shows their loading states.
  const fetch: typeof globalThis.fetch = () => new Promise(() => {});
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
          <IntlProvider locale="en-GB" messages={messages.en}>
            <MemoryRouter initialEntries={['/en']}>
              <Header />
            </MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

describe('Header', () => {
  beforeEach(() => loadMock.mockReset());

  it('shows the main navigation from the content remote', async () => {
    serveRemote(loadMock, ContentMenu);
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('content', './CmsMenu');
  });

  it('keeps the catalogue’s categories when the content remote fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveRemote(loadMock, new Error('down'));
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop');
    expect(within(nav).getByRole('link', { name: 'Price list' })).toHaveAttribute(
      'href',
      '/en/pricelist/standard',
    );
    expect(screen.queryByText('This part of the page could not be loaded.')).toBeNull();
  });

  it('opens the menu dialog from the menu button', async () => {
    serveRemote(loadMock, ContentMenu);
    const store = renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(store.get(openModalAtom)).toBe('cmsMenu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
