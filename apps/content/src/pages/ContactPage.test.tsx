import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, type ApiReply } from '@shop/test-kit';
import ContactPage from './ContactPage';

// Page tests render the whole remote page; the shared 2-core runners need more than 5 s.
jest.setTimeout(30_000);

const ok: ApiReply = { status: 201, body: { receivedAt: '2026-11-23T10:00:00.000Z' } };

async function fill(user: ReturnType<typeof userEvent.setup>, consent = true) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Eva');
  await user.type(screen.getByLabelText(/^Nachname/), 'Huber');
  await user.type(screen.getAllByLabelText(/^E-Mail/)[0]!, 'eva.huber@example.com');
  await user.type(screen.getByLabelText(/^Betreff/), 'Zahngold');
  await user.type(screen.getByLabelText(/^Nachricht/), 'Brauche ich einen Termin?');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /Ich stimme zu/ }));
}

describe('ContactPage', () => {
  it('validates in the page language and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<ContactPage />, '/kontakt', () => ok);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(5);
    expect(
      screen.getByText(
        'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, um das Formular zu senden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the message with the data consent and confirms it', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<ContactPage />, '/kontakt', () => ok);
    // The consent links to the text it agrees to, in a new tab (issue 23).
    const privacy = screen.getByRole('link', {
      name: 'Datenschutzerklärung (öffnet in einem neuen Tab)',
    });
    expect(privacy).toHaveAttribute('href', '/datenschutz');
    expect(privacy).toHaveAttribute('target', '_blank');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht')).toBeInTheDocument();
    expect(screen.getByText(/an eva.huber@example.com/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/application/contact');
    // The sender's receipt is mailed in the page's language.
    expect(calls[0]!.url.searchParams.get('languageTag')).toBe('de-AT');
    expect(calls[0]!.body).toEqual({
      firstName: 'Eva',
      lastName: 'Huber',
      email: 'eva.huber@example.com',
      phone: '',
      subject: 'Zahngold',
      message: 'Brauche ich einen Termin?',
      dataConsent: true,
    });
  });

  it('says so when the message could not be sent (English)', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/en/contact-us', () => ({
      status: 503,
      body: {
        name: 'UnknownError',
        message: 'x',
        code: 'contact_submit_failed',
        statusCode: 503,
      },
    }));
    await user.type(screen.getByLabelText(/^First name/), 'Eva');
    await user.type(screen.getByLabelText(/^Last name/), 'Huber');
    await user.type(screen.getAllByLabelText(/^E-mail/)[0]!, 'eva.huber@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Dental gold');
    await user.type(screen.getByLabelText(/^Message/), 'Do I need an appointment?');
    expect(
      screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' }),
    ).toHaveAttribute('href', '/en/privacy-policy');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message could not be sent. Please try again later or call us.'),
    ).toBeInTheDocument();
  });

  it('subscribes to the newsletter and names the “already subscribed” case', async () => {
    const user = userEvent.setup();
    let answer: ApiReply = {
      status: 409,
      body: {
        name: 'OperationNotValidError',
        message: 'x',
        code: 'newsletter_email_exists',
        statusCode: 409,
      },
    };
    const { calls } = renderPage(<ContactPage />, '/kontakt', () => answer);
    const email = screen.getAllByLabelText(/^E-Mail/)[1]!;
    await user.type(email, 'eva@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Silber' }));
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(
      await screen.findByText(
        'Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.',
      ),
    ).toBeInTheDocument();
    expect(calls[0]!.url.search).toBe('?languageTag=de-AT');
    expect(calls[0]!.body).toEqual({ email: 'eva@example.com', interests: ['silver'] });
    answer = {
      status: 201,
      body: { email: 'eva@example.com', status: 'pending', interests: ['silver'] },
    };
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Bitte sehen Sie in Ihr Postfach')).toBeInTheDocument();
  });
});
