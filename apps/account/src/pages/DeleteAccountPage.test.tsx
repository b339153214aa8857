import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import DeleteAccountPage from './DeleteAccountPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

describe('DeleteAccountPage', () => {
  it('needs the password and no limit orders; then signs out and goes home with a notice', async () => {
    const user = userEvent.setup();
    const answers = [apiError('incorrect_password'), apiError('limit_orders_exist', 409)];
    const { callsTo, notificationTitles: notifications } = renderPage(
      DeleteAccountPage,
      '/en/my-account/delete-account',
      ({ method, path }: ApiCall) => {
        if (method === 'DELETE') return answers.shift() ?? { status: 204, body: null };
        if (path === '/customers/logout') {
          setSession(null);
          return { status: 204, body: null };
        }
        return sampleCustomer;
      },
    );
    const password = await screen.findByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Delete account for good' }));
    expect(password).toHaveAccessibleDescription('This field is required.');

    await user.type(password, 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Delete account for good' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));

    await user.clear(password);
    await user.type(password, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete account for good' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please delete all your limit orders before deleting your account.',
    );
    expect(within(alert).getByRole('link', { name: 'Limit orders' })).toHaveAttribute(
      'href',
      '/en/my-account/limit-order',
    );

    await user.click(screen.getByRole('button', { name: 'Delete account for good' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(notifications()).toEqual(['Your account has been deleted.']);
    expect(callsTo('DELETE /customers/c-1').map((c) => c.body)).toEqual([
      { password: 'Wrong1234' },
      { password: 'Secret123' },
      { password: 'Secret123' },
    ]);
    expect(callsTo('POST /customers/logout')).toHaveLength(1);
  });

  it('asks for the code of the app where the API does, says a wrong one, and sends a recovery code', async () => {
    const user = userEvent.setup();
    const answers = [apiError('second_factor_required'), apiError('second_factor_invalid')];
    const { callsTo } = renderPage(
      DeleteAccountPage,
      '/my-account/kundenkonto/loeschen',
      ({ method, path }: ApiCall) => {
        if (method === 'DELETE') return answers.shift() ?? { status: 204, body: null };
        if (path === '/customers/logout') {
          setSession(null);
          return { status: 204, body: null };
        }
        return sampleCustomer;
      },
    );
    const submit = async () =>
      user.click(await screen.findByRole('button', { name: 'Konto endgültig löschen' }));
    await user.type(await screen.findByLabelText(/^Passwort/), 'Secret123');
    expect(screen.queryByLabelText(/^Code aus Ihrer Authenticator-App/)).not.toBeInTheDocument();
    await submit();
    const code = await screen.findByLabelText(
      /^Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode/,
    );
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await submit();
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Der Code ist falsch oder wurde bereits verwendet.'),
    );
    await user.clear(code);
    await user.type(code, 'abcd-efgh');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(callsTo('DELETE /customers/c-1').map((c) => c.body)).toEqual([
      { password: 'Secret123' },
      { password: 'Secret123', otp: '123456' },
      { password: 'Secret123', recoveryCode: 'abcd-efgh' },
    ]);
  });

  it.each([
    [
      'open_orders_exist',
      'You have orders that are not yet complete. Your account can be deleted once they are complete or cancelled; to cancel an order, please contact us.',
      'Orders',
      '/en/my-account/orders',
    ],
    [
      'deposit_holdings_exist',
      'Your deposit still holds precious metal. Please sell it to us or have it delivered before deleting your account.',
      'Deposit',
      '/en/my-account/deposit',
    ],
  ])(
    'says what keeps the account (%s) and links to where to act',
    async (code, text, link, href) => {
      const user = userEvent.setup();
      renderPage(DeleteAccountPage, '/en/my-account/delete-account', ({ method }: ApiCall) =>
        method === 'DELETE' ? apiError(code, 409) : sampleCustomer,
      );
      expect(
        await screen.findByText(
          'An account can be deleted once it has no limit orders, no orders that are still open and no metal in the deposit.',
        ),
      ).toBeInTheDocument();
      await user.type(await screen.findByLabelText(/^Password/), 'Secret123');
      await user.click(screen.getByRole('button', { name: 'Delete account for good' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', href);
    },
  );
});
