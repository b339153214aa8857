import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import ActivateUserPage from './ActivateUserPage';

beforeEach(() => setSession('Anonymous', 'anon-1'));
afterEach(() => setSession(null));

describe('ActivateUserPage', () => {
  it('activates with the token from the link, once, and leads to the login', async () => {
    const { callsTo } = renderPage(
      ActivateUserPage,
      '/en/activate-user?emailToken=tok-1',
      () => sampleCustomer,
    );
    expect(await screen.findByText('Your account is activated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    const calls = callsTo('GET /customers/email-verification');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('emailToken')).toBe('tok-1');
  });

  it('explains an invalid link in German and sends a new one', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      ActivateUserPage,
      '/activate-user?emailToken=used',
      ({ path }: ApiCall) =>
        path === '/customers/email-verification' ? apiError('token_invalid') : { accepted: true },
    );
    expect(
      await screen.findByText('Dieser Link ist ungültig oder abgelaufen.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.at');
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

  it.each([
    {
      path: '/activate-user?emailToken=used',
      text: 'Ihr Konto ist bereits aktiviert. Bitte melden Sie sich an.',
      login: ['Anmelden', '/login'],
    },
    {
      path: '/en/activate-user?emailToken=used',
      text: 'Your account is already activated. Please log in.',
      login: ['Log in', '/en/login'],
    },
  ])(
    'says a link opened again activated the account already: $path',
    async ({ path, text, login }) => {
      renderPage(ActivateUserPage, path, () => apiError('email_already_verified', 409));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: login[0] })).toHaveAttribute('href', login[1]);
      expect(screen.queryByText(/ungültig oder abgelaufen|invalid or has expired/)).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
  );

  it('treats a link without token as invalid without asking the API', () => {
    const { calls } = renderPage(ActivateUserPage, '/activate-user', () => ({}));
    expect(screen.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
