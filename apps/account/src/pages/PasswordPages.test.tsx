import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession } from '@shop/test-kit';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

beforeEach(() => setSession('Anonymous', 'anon-1'));
afterEach(() => setSession(null));

describe('ForgotPasswordPage', () => {
  it('requests the reset mail in the page language and answers the same for any address', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(ForgotPasswordPage, '/en/forgot-password', () => ({
      accepted: true,
    }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(
        'If there is an account for anna@example.at, we have sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /customers/emails/password-reset')[0]?.body).toEqual({
      email: 'anna@example.at',
      languageTag: 'en-GB',
    });
  });

  it('shows a rate limit as the API’s message', async () => {
    const user = userEvent.setup();
    renderPage(ForgotPasswordPage, '/passwort-vergessen', () => apiError('too_many_requests', 429));
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    );
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password with the token from the link', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      ResetPasswordPage,
      '/passwort-zuruecksetzen?token=reset-1',
      () => ({
        status: 204,
        body: null,
      }),
    );
    await user.type(screen.getByLabelText(/^Neues Passwort/), 'Better123');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Better124');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Passwort wiederholen/));
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    expect(callsTo('PUT /customers/password')[0]?.body).toEqual({
      token: 'reset-1',
      newPassword: 'Better123',
    });
  });

  it('offers a new link when the token is refused, or missing', async () => {
    const user = userEvent.setup();
    renderPage(ResetPasswordPage, '/en/reset-password?token=old', () => apiError('token_invalid'));
    await user.type(screen.getByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/en/forgot-password',
      ),
    );
  });

  it('shows the invalid-link message at once without a token', () => {
    renderPage(ResetPasswordPage, '/passwort-zuruecksetzen', () => ({}));
    expect(screen.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeInTheDocument();
  });
});
