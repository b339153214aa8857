import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { messages } from '@shop/i18n/messages';
import { notificationsAtom } from '@shop/app-state';
import { AUTO_DISMISS_MS, NotificationArea } from './NotificationArea';

function setup() {
  const store = createStore();
  render(
    <Provider store={store}>
      <IntlProvider locale="de-AT" messages={messages.de}>
        <MemoryRouter>
          <NotificationArea />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('NotificationArea', () => {
  afterEach(() => jest.useRealTimers());

  it('shows notifications in a labelled region and lets the customer dismiss them', async () => {
    const store = setup();
    act(() =>
      store.set(notificationsAtom, [
        {
          id: 'a',
          type: 'error',
          title: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
        },
      ]),
    );
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(region).toHaveTextContent(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('lets success notices go by themselves but keeps errors', () => {
    jest.useFakeTimers();
    const store = setup();
    act(() =>
      store.set(notificationsAtom, [
        { id: 'a', type: 'success', title: 'remote.retry' },
        { id: 'b', type: 'error', title: 'error.generic' },
      ]),
    );
    act(() => jest.advanceTimersByTime(AUTO_DISMISS_MS));
    expect(store.get(notificationsAtom).map((n) => n.id)).toEqual(['b']);
  });
});
