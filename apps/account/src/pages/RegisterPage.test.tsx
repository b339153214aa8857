import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import RegisterPage from './RegisterPage';

afterEach(() => setSession(null));
beforeEach(() => setSession('Anonymous', 'anon-1'));

type User = ReturnType<typeof userEvent.setup>;

async function fillIndividual(user: User, password = 'Secret123', repeat = password) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Anrede/ }), 'Frau');
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Gruber');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.at');
  await user.type(screen.getByLabelText(/^Passwort\*?$/), password);
  await user.type(screen.getByLabelText(/^Passwort wiederholen/), repeat);
}

describe('RegisterPage', () => {
  it('checks the entries with the API’s rules in German before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(RegisterPage, '/registrierung', () => ({}));
    await fillIndividual(user, 'secret', 'other');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    const password = screen.getByLabelText(/^Passwort\*?$/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Das Passwort muss mindestens 8 Zeichen lang sein und mindestens einen Großbuchstaben und eine Zahl enthalten.',
      ),
    );
    expect(screen.getByLabelText(/^Passwort wiederholen/)).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(calls).toEqual([]);
  });

  it('says "Passwords don\'t match." in English', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, '/en/register', () => ({}));
    await user.type(screen.getByLabelText(/^Password\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
  });

  it('asks companies for the company name and checks the VAT ID when the field is left', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(RegisterPage, '/registrierung', ({ path, query }: ApiCall) =>
      path === '/customers/vat-validation'
        ? { valid: false, vatNumber: query.get('vat') ?? '' }
        : {},
    );
    expect(screen.queryByRole('textbox', { name: /Firmenname/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Firma' }));
    await user.type(screen.getByRole('textbox', { name: /UID-Nummer/ }), 'ATU 1358 5628');
    await user.tab();
    const vat = screen.getByRole('textbox', { name: /UID-Nummer/ });
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription(
        expect.stringContaining('Bitte geben Sie eine gültige UID-Nummer ein.'),
      ),
    );
    expect(callsTo('GET /customers/vat-validation')[0]?.query.get('vat')).toBe('ATU13585628');
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByRole('textbox', { name: /Firmenname/ })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
  });

  it('puts a taken e-mail address on its field', async () => {
    const user = userEvent.setup();
    renderPage(RegisterPage, '/registrierung', () => apiError('email_taken', 409));
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Diese E-Mail-Adresse ist bereits vergeben. Bitte melden Sie sich an.',
      ),
    );
    expect(email).toHaveFocus();
  });

  it('registers a company with its interests, then asks to check the mail (with resend)', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(RegisterPage, '/en/register', ({ path }: ApiCall) => {
      if (path === '/customers/vat-validation') return { valid: true, vatNumber: 'ATU13585627' };
      if (path === '/customers') return { ...sampleCustomer, emailVerified: false };
      return { accepted: true };
    });
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Salutation/ }), 'Mr.');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Max');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Huber');
    await user.type(
      screen.getByRole('textbox', { name: /Company name/ }),
      'Huber Edelmetalle GmbH',
    );
    await user.type(screen.getByRole('textbox', { name: /VAT ID/ }), 'atu13585627');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'max@huber.at');
    await user.type(screen.getByLabelText(/^Password\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Secret123');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+43 660 1234567');
    await user.click(screen.getByRole('checkbox', { name: 'Silver' }));
    await user.click(screen.getByRole('checkbox', { name: 'Market news' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Please check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/We have sent an activation link to max@huber.at/)).toBeInTheDocument();
    expect(callsTo('POST /customers')[0]?.body).toEqual({
      type: 'company',
      salutation: 'mr',
      firstName: 'Max',
      lastName: 'Huber',
      companyName: 'Huber Edelmetalle GmbH',
      vatId: 'ATU13585627',
      email: 'max@huber.at',
      password: 'Secret123',
      phone: '+43 660 1234567',
      newsletterInterests: ['silver', 'market-news'],
      languageTag: 'en-GB',
    });
    const sent = screen.getByRole('region', { name: 'Please check your e-mail' });
    await user.click(within(sent).getByRole('button', { name: 'Send the activation link again' }));
    expect(
      await screen.findByText('We have sent a new activation link to max@huber.at.'),
    ).toBeInTheDocument();
  });
});
