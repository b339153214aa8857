import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { useNavigate } from '@shop/router';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { messages } from '@shop/i18n/messages';
import { serveRemote } from '../test/remote-modules';
import { loadRemoteModule } from '../federation/load-remote-module';
import { ModalHost } from './ModalHost';
import { openModalAtom, useOpenModal } from '@shop/app-state';

jest.mock('../federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  // Nothing is loaded before a render here: every region loads after mount.
  peekRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Navigator() {
  const navigate = useNavigate();
  const openModal = useOpenModal();
  return (
    <>
      <button type="button" onClick={() => navigate('/en/shop')}>
        elsewhere
      </button>
      <button type="button" onClick={() => openModal('auth', { view: 'register' })}>
        register
      </button>
    </>
  );
}

/** The catalogue has no categories here: the menu's fallback lists the shop itself. */
const api = createApiClient({
  baseUrl: '/api',
  storeKey: 'at',
  fetch: (async () =>
    new Response('[]', { headers: { 'content-type': 'application/json' } })) as typeof fetch,
});

function renderHost() {
  const store = createStore();
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={api}>
          <MemoryRouter initialEntries={['/en']}>
            <IntlProvider locale="en-GB" messages={messages.en}>
              <Navigator />
              <ModalHost />
            </IntlProvider>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

describe('ModalHost', () => {
  beforeEach(() => {
    loadMock.mockReset();
    serveRemote(loadMock, () => <p>rates chart widget</p>);
  });

  it('shows the catalog’s rates chart in a dialog and closes it', async () => {
    const user = userEvent.setup();
    const store = renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(openModalAtom, 'rates'));
    expect(screen.getByRole('dialog', { name: 'Precious metal rates' })).toBeInTheDocument();
    expect(await screen.findByText('rates chart widget')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledWith('catalog', './RatesChart');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('closes when the page changes', async () => {
    const store = renderHost();
    act(() => store.set(openModalAtom, 'rates'));
    await screen.findByText('rates chart widget');
    act(() => screen.getByRole('button', { name: 'elsewhere', hidden: true }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the account remote’s Auth modal with its props and a close callback', async () => {
    const received: unknown[] = [];
    serveRemote(loadMock, (props: { view?: string; onClose: () => void }) => {
      received.push(props.view);
      return (
        <button type="button" onClick={props.onClose}>
          signed in
        </button>
      );
    });
    const user = userEvent.setup();
    const store = renderHost();
    await user.click(screen.getByRole('button', { name: 'register' }));
    expect(screen.getByRole('dialog', { name: 'Log in or register' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'signed in' }));
    expect(loadMock).toHaveBeenCalledWith('account', './AuthModal');
    expect(received).toContain('register');
    expect(store.get(openModalAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens one modal at a time: the phone verification replaces the rates chart', async () => {
    const store = renderHost();
    act(() => store.set(openModalAtom, 'rates'));
    await screen.findByText('rates chart widget');
    act(() => store.set(openModalAtom, 'phoneVerification'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Verify your phone number' })).toBeInTheDocument();
    await screen.findByText('rates chart widget');
    expect(loadMock).toHaveBeenCalledWith('account', './PhoneVerificationModal');
  });

  it('opens the content remote’s menu as a dialog that closes on a choice', async () => {
    const user = userEvent.setup();
    serveRemote(loadMock, ({ onNavigate }: { onNavigate: () => void }) => (
      <nav aria-label="Main navigation">
        <a href="/en/stores" onClick={(event) => (event.preventDefault(), onNavigate())}>
          Stores
        </a>
      </nav>
    ));
    const store = renderHost();
    act(() => store.set(openModalAtom, 'cmsMenu'));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(await within(dialog).findByRole('link', { name: 'Stores' }));
    expect(loadMock).toHaveBeenCalledWith('content', './CmsMenu');
    expect(store.get(openModalAtom)).toBeNull();
  });

  it('keeps the catalogue’s categories in the menu when the content remote fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveRemote(loadMock, new Error('down'));
    const store = renderHost();
    act(() => store.set(openModalAtom, 'cmsMenu'));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      await within(dialog).findByRole('navigation', { name: 'Main navigation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(within(dialog).queryByText('This part of the page could not be loaded.')).toBeNull();
  });

  it('shows the welcome of the content remote and closes it with its button', async () => {
    const user = userEvent.setup();
    serveRemote(loadMock, ({ onClose }: { onClose: () => void }) => (
      <button type="button" onClick={onClose}>
        Start shopping
      </button>
    ));
    const store = renderHost();
    act(() => store.set(openModalAtom, 'newShopWelcome'));
    expect(screen.getByRole('dialog', { name: 'Welcome to our new shop' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start shopping' }));
    expect(loadMock).toHaveBeenCalledWith('content', './NewShopWelcome');
    expect(store.get(openModalAtom)).toBeNull();
  });
});
