import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import AuthModal from './AuthModal';

beforeEach(() => setSession('Anonymous', 'anon-1'));
afterEach(() => setSession(null));

describe('AuthModal', () => {
  it('signs in without leaving the page and closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderPage(<AuthModal view="login" onClose={onClose} />, '/en/shop', ({ path }: ApiCall) => {
      if (path !== '/customers/login') throw new Error(path);
      setSession('User');
      return {
        ownerId: 'c-1',
        expiresAt: '2026-11-23T12:00:00.000Z',
        level: 'User',
        customer: sampleCustomer,
      };
    });
    await user.type(
      screen.getByRole('textbox', { name: /E-mail address/ }),
      'anna.gruber@example.at',
    );
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent('/en/shop');
  });

  it('switches to registration and back, in German', async () => {
    const user = userEvent.setup();
    renderPage(<AuthModal view="register" onClose={() => undefined} />, '/', () => ({}));
    expect(screen.getByRole('radio', { name: 'Privatkunde' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByRole('button', { name: 'Registrieren' })).toHaveAttribute('type', 'submit');
  });
});
