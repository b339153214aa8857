import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import LoginPage from './LoginPage';

const loginAnswer = {
  ownerId: sampleCustomer.id,
  expiresAt: '2026-11-23T12:00:00.000Z',
  level: 'User',
  customer: sampleCustomer,
};

afterEach(() => setSession(null));

describe('LoginPage with two-step sign-in', () => {
  it('asks for the code when the API does, refuses a wrong one, and signs in with the right one', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    const answers = [
      apiError('second_factor_required'),
      apiError('second_factor_invalid'),
      loginAnswer,
    ];
    const { callsTo } = renderPage(
      LoginPage,
      '/login?returnTo=%2Fmy-account%2Fkundenkonto%2Fsicherheit',
      ({ path }: ApiCall) => {
        if (path !== '/customers/login') return sampleCustomer;
        const answer = answers.shift();
        if (answer === loginAnswer) setSession('User');
        return answer;
      },
    );
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.at');
    await user.type(screen.getByLabelText(/^Passwort/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const code = await screen.findByLabelText(
      /^Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode/,
    );
    // The first answer only asks: the field appears (focused), no error yet.
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Der Code ist falsch oder wurde bereits verwendet.'),
    );
    await user.clear(code);
    await user.type(code, 'ABCDE-fghjk');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(callsTo('POST /customers/login')).toHaveLength(3));
    expect(callsTo('POST /customers/login').map((call) => call.body)).toEqual([
      { email: 'anna@example.at', password: 'Secret123' },
      { email: 'anna@example.at', password: 'Secret123', otp: '000000' },
      { email: 'anna@example.at', password: 'Secret123', recoveryCode: 'ABCDE-fghjk' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent(/^\/login/));
  });
});
