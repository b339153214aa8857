import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@shop/api-client/contract';
import { type StaffMe } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import { auditEntries, orderDesk, owner, signedIn } from '../test/sample-staff';
import BackofficeApp from './BackofficeApp';

const staff = endpoints.staff;
const noSession = () => apiError('staff_unauthorized', 401);

/** An API whose session is `me` (null: none); sign-in with code 123456 signs `who` in. */
function staffApi(me: StaffMe | null, who: StaffMe = owner): FakeApi {
  let current = me;
  return fakeApi()
    .on(staff.me, () => current ?? noSession())
    .on(staff.signIn, ({ body }) => {
      if (body.otp !== '123456') return apiError('invalid_credentials', 401);
      current = who;
      return { ...signedIn(who), token: 'never-here' };
    })
    .on(staff.signOut, () => {
      current = null;
      return undefined;
    })
    .on(staff.audit, () => ({ entries: auditEntries, total: auditEntries.length }));
}

beforeEach(() => localStorage.clear());

async function signInWith(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@aurum-argentum.example');
  await user.type(screen.getByLabelText(/^Password/), 'Demo-Inhaberin-2025');
  await user.type(screen.getByLabelText(/Code from the authenticator app/), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('BackofficeApp', () => {
  it('asks a visitor without a session to sign in, and says a wrong code in their language', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(<BackofficeApp />, '/', staffApi(null));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    await signInWith(user, '654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong e-mail address, password or code.',
    );
    expect(callsTo(staff.signIn)[0]?.body).toEqual({
      email: 'owner@aurum-argentum.example',
      password: 'Demo-Inhaberin-2025',
      otp: '654321',
    });
    // The code field is emptied and focused for the next try.
    expect(screen.getByLabelText(/Code from the authenticator app/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { name: 'Anmeldung für Mitarbeitende' }),
    ).toBeVisible();
  });

  it('refuses a malformed code before asking the API', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(<BackofficeApp />, '/', staffApi(null));
    await signInWith(user, '12a');
    expect(await screen.findByLabelText(/Code from the authenticator app/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(staff.signIn)).toEqual([]);
  });

  it('signs the owner in to the frame in their language, with every section', async () => {
    const user = userEvent.setup();
    renderPage(<BackofficeApp />, '/', staffApi(null));
    await signInWith(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Willkommen, Olivia Owner' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['Übersicht', 'Protokoll', 'Hinweisgebermeldungen']),
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia Owner' })).toBeVisible();
    expect(localStorage.getItem('backoffice.language')).toBe('"en"');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the order desk only what its grants allow, and refuses the audit log', async () => {
    renderPage(<BackofficeApp />, '/audit', staffApi(orderDesk));
    expect(await screen.findByRole('heading', { name: 'Not available to you' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(sections).toContain('Overview');
    expect(sections).not.toContain('Audit log');
    expect(sections).not.toContain('Whistleblower reports');
    expect(screen.getByText('Signed in as Otto Desk')).toBeVisible();
  });

  it('lists the audit log and filters it through the address', async () => {
    const user = userEvent.setup();
    const { queriesTo } = renderPage(<BackofficeApp />, '/audit?store=at', staffApi(owner));
    expect(await screen.findByText('2 Einträge')).toBeVisible();
    expect(screen.getByText('staff.signIn')).toBeVisible();
    expect(screen.getByText('order.paymentReceived')).toBeVisible();
    await user.type(screen.getByLabelText(/^Aktion/), 'staff.signIn');
    await user.selectOptions(screen.getByLabelText(/^Mitarbeiter:in/), 'Otto Desk');
    await user.type(screen.getByLabelText(/^Von/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(queriesTo('/staff/audit')).toHaveLength(2));
    const [, filtered] = queriesTo('/staff/audit');
    expect(filtered).toMatchObject({
      staffId: orderDesk.id,
      action: 'staff.signIn',
      store: 'at',
    });
    expect(new Date(filtered!.from!).getDate()).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/audit?staffId=${orderDesk.id}&action=staff.signIn&store=at&from=2026-11-01`,
    );
  });

  it('refuses a date range that runs backwards', async () => {
    const user = userEvent.setup();
    const { queriesTo } = renderPage(<BackofficeApp />, '/audit', staffApi(owner));
    await screen.findByText('2 Einträge');
    await user.type(screen.getByLabelText(/^Von/), '2026-11-05');
    await user.type(screen.getByLabelText(/^Bis/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(
      await screen.findByText('Der Beginn darf nicht nach dem Ende liegen.'),
    ).toBeInTheDocument();
    expect(queriesTo('/staff/audit')).toHaveLength(1);
  });

  it('sends the member back to sign in with a notice when the session ends', async () => {
    // The session ended at the API meanwhile: the next call and every one after answer 401.
    const api = fakeApi()
      .on(
        staff.me,
        (() => {
          let calls = 0;
          return () => (calls++ === 0 ? owner : noSession());
        })(),
      )
      .on(staff.audit, () => noSession());
    renderPage(<BackofficeApp />, '/audit', api);
    expect(
      await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeVisible();
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(<BackofficeApp />, '/', staffApi(orderDesk));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeVisible();
    expect(callsTo(staff.signOut)).toHaveLength(1);
  });
});
