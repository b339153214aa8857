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

describe('LoginPage', () => {
  it('names missing fields in German, focuses the first, and sends nothing', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    const { calls } = renderPage(LoginPage, '/login', () => ({}));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText(/E-Mail-Adresse/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    expect(calls).toEqual([]);
  });

  it('says in English that an e-mail address is invalid', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    renderPage(LoginPage, '/en/login', () => ({}));
    await user.type(screen.getByLabelText(/E-mail address/), 'anna.example.at');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('shows wrong credentials as the API says, in the page language', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    renderPage(LoginPage, '/en/login', () => apiError('invalid_credentials'));
    await user.type(screen.getByLabelText(/E-mail address/), 'anna@example.at');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  });

  it('offers to resend the activation mail to an account that is not activated', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    const { callsTo } = renderPage(LoginPage, '/login', ({ path }: ApiCall) =>
      path === '/customers/login' ? apiError('email_not_verified', 403) : { accepted: true },
    );
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), ' Anna@Example.at ');
    await user.type(screen.getByLabelText(/^Passwort/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(/Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktivierungslink erneut senden' }));
    expect(
      await screen.findByText(
        'Wir haben einen neuen Aktivierungslink an anna@example.at gesendet.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /customers/emails/registration-activation')[0]?.body).toEqual({
      email: 'anna@example.at',
      languageTag: 'de-AT',
    });
  });

  it('signs in and returns to the page the guard interrupted, in the page language', async () => {
    setSession('Anonymous', 'anon-1');
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      LoginPage,
      '/en/login?returnTo=%2Fmy-account%2Fkundenkonto%2Fadressen',
      ({ path }: ApiCall) => {
        if (path !== '/customers/login') throw new Error(`unexpected ${path}`);
        setSession('User');
        return loginAnswer;
      },
    );
    await user.type(screen.getByLabelText(/E-mail address/), 'anna.gruber@example.at');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/my-account/addresses'),
    );
    expect(callsTo('POST /customers/login')[0]?.body).toEqual({
      email: 'anna.gruber@example.at',
      password: 'Secret123',
    });
  });

  it('links to the password reset', () => {
    setSession('Anonymous', 'anon-1');
    renderPage(LoginPage, '/login', () => ({}));
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/passwort-vergessen',
    );
  });
});
