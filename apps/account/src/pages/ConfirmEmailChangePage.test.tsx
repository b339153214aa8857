import { screen } from '@testing-library/react';
import { apiError, renderPage, type ApiCall } from '@shop/test-kit';
import ConfirmEmailChangePage from './ConfirmEmailChangePage';

describe('ConfirmEmailChangePage', () => {
  it('confirms the new address with the link’s token once', async () => {
    const { callsTo } = renderPage(
      ConfirmEmailChangePage,
      '/en/confirm-email?token=abc123',
      ({ path }: ApiCall) =>
        path === '/customers/email-change/confirm' ? { email: 'neu@example.at' } : {},
    );
    expect(
      await screen.findByText('Your e-mail address is now neu@example.at.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /customers/email-change/confirm').map((c) => c.body)).toEqual([
      { token: 'abc123' },
    ]);
  });

  it.each([
    ['token_invalid', 400, 'Dieser Link ist ungültig oder abgelaufen.'],
    ['email_taken', 409, 'Diese E-Mail-Adresse ist bereits vergeben. Bitte melden Sie sich an.'],
  ])('says why a link does not work (%s), in German', async (code, status, text) => {
    renderPage(ConfirmEmailChangePage, '/e-mail-bestaetigen?token=abc123', () =>
      apiError(code, status),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
