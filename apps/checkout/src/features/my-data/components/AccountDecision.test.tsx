import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { registeredEmailAtom } from '@shop/api-client/react';
import { modalPropsAtom, openModalAtom } from '@shop/app-state';
import messages from '../../../messages';
import { AccountDecision } from './AccountDecision';
import type { AccountChoice } from '../../../shared/checkout-state/checkout-state';

function renderDecision(choice: AccountChoice | null, language: 'de' | 'en' = 'en') {
  const store = createStore();
  const onChoice = jest.fn();
  const view = render(
    <Provider store={store}>
      <IntlProvider locale={language} messages={messages[language]}>
        <AccountDecision
          customer={undefined}
          choice={choice}
          onChoice={onChoice}
          guestEmail=""
          onGuestEmail={jest.fn()}
        />
      </IntlProvider>
    </Provider>,
  );
  return { store, onChoice, view };
}

describe('account decision', () => {
  it('offers sign-in, guest and registration; sign-in opens the auth modal', async () => {
    const user = userEvent.setup();
    const { store, onChoice } = renderDecision('signIn');
    await user.click(screen.getByRole('radio', { name: 'Continue as guest' }));
    expect(onChoice).toHaveBeenCalledWith('guest');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.get(openModalAtom)).toBe('auth');
    expect(store.get(modalPropsAtom)).toEqual({ auth: { view: 'login' } });
  });

  it('says an account was created for the e-mail after registering (German)', () => {
    const { store } = renderDecision('register', 'de');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => store.set(registeredEmailAtom, 'neu@example.at'));
    return screen
      .findByRole('status')
      .then((status) =>
        expect(status).toHaveTextContent(
          'Für neu@example.at wurde ein Konto angelegt. Melden Sie sich an oder fahren Sie als Gast fort, um die Bestellung zuzuordnen.',
        ),
      );
  });
});
