import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import ProfilePage from './ProfilePage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const company = {
  ...sampleCustomer,
  type: 'company' as const,
  companyName: 'Gruber Gold GmbH',
  vatId: 'ATU13585627',
};

describe('ProfilePage', () => {
  // Issue 23: topics ticked at registration counted as subscribed before the double opt-in.
  it('says the topics await the confirmation mail while the subscription is pending (German)', async () => {
    renderPage(ProfilePage, '/my-account/kundenkonto/meine-daten', () => ({
      ...sampleCustomer,
      newsletterStatus: 'pending',
    }));
    const form = await screen.findByRole('form', { name: 'Persönliche Daten' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Wartet auf Bestätigung – bitte prüfen Sie Ihr Postfach und folgen Sie dem Link in unserer E-Mail, um Ihre Newsletter-Anmeldung zu bestätigen.',
    );
  });

  it('says nothing of the kind once the subscription is confirmed, and tells of the mail before (English)', async () => {
    renderPage(ProfilePage, '/en/my-account/profile', () => ({
      ...sampleCustomer,
      newsletterStatus: 'confirmed',
    }));
    const form = await screen.findByRole('form', { name: 'Personal data' });
    expect(within(form).queryByText(/Awaiting confirmation/)).toBeNull();
    expect(
      within(form).getByText(/we send you an e-mail to confirm the newsletter subscription/),
    ).toBeInTheDocument();
  });

  it('saves the profile and newsletter interests with the version it was loaded at', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      ProfilePage,
      '/en/my-account/profile',
      ({ method, body }: ApiCall) =>
        method === 'PUT' ? { ...company, ...(body as object), version: 4 } : company,
    );
    const form = await screen.findByRole('form', { name: 'Personal data' });
    expect(within(form).getByRole('textbox', { name: /E-mail address/ })).toHaveValue(
      'anna.gruber@example.at',
    );
    await user.clear(within(form).getByRole('textbox', { name: /First name/ }));
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Anne');
    await user.click(within(form).getByRole('checkbox', { name: 'Platinum' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your data has been saved.')).toBeInTheDocument();
    expect(callsTo('PUT /customers/c-1')[0]?.body).toEqual({
      salutation: 'mrs',
      firstName: 'Anne',
      lastName: 'Gruber',
      type: 'company',
      companyName: 'Gruber Gold GmbH',
      vatId: 'ATU13585627',
      phone: '+43 660 1234567',
      newsletterInterests: ['gold', 'platinum'],
      version: 3,
    });
  });

  it('requires the company name of a company in German, and maps a stale version', async () => {
    const user = userEvent.setup();
    renderPage(ProfilePage, '/my-account/kundenkonto/meine-daten', ({ method }: ApiCall) =>
      method === 'PUT' ? apiError('concurrent_modification', 409) : company,
    );
    const form = await screen.findByRole('form', { name: 'Persönliche Daten' });
    await user.clear(within(form).getByRole('textbox', { name: /Firmenname/ }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByRole('textbox', { name: /Firmenname/ })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    await user.type(within(form).getByRole('textbox', { name: /Firmenname/ }), 'Gruber AG');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ihre Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
    );
  });

  it('opens the PhoneVerification modal for an unverified phone number', async () => {
    const user = userEvent.setup();
    const { openModal } = renderPage(ProfilePage, '/en/my-account/profile', () => sampleCustomer);
    expect(await screen.findByText('Phone number not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify phone number' }));
    expect(openModal()).toBe('phoneVerification');
  });

  it('changes the password; a wrong current password lands on its field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { callsTo } = renderPage(ProfilePage, '/en/my-account/profile', ({ path }: ApiCall) => {
      if (path !== '/customers/change-password') return sampleCustomer;
      attempts += 1;
      return attempts === 1 ? apiError('incorrect_password') : { status: 204, body: null };
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText(/^Current password/);
    await user.type(current, 'Wrong1234');
    await user.type(within(form).getByLabelText(/^New password/), 'Better123');
    await user.type(within(form).getByLabelText(/^Repeat password/), 'Better123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The password is incorrect.'));
    expect(current).toHaveFocus();
    await user.clear(current);
    await user.type(current, 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(callsTo('PUT /customers/change-password')[1]?.body).toEqual({
      currentPassword: 'Secret123',
      newPassword: 'Better123',
    });
  });
});
