import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { messages } from '@shop/i18n/messages';
import { serveRemote } from '../test/remote-modules';
import { loadRemoteModule } from '../federation/load-remote-module';
import { ModalHost } from './ModalHost';
import { openModalAtom } from './modal-state';

jest.mock('../federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const loadMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/en/shop')}>
      elsewhere
    </button>
  );
}

function renderHost() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/en']}>
        <IntlProvider locale="en-GB" messages={messages.en}>
          <Navigator />
          <ModalHost />
        </IntlProvider>
      </MemoryRouter>
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
});
