import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import SecurityPage from './SecurityPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const offer = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, 'x')}`);
const sessions = {
  sessions: [
    {
      id: 's-1',
      userAgent: 'Mozilla/5.0 Firefox/133.0',
      createdAt: '2026-11-28T08:00:00.000Z',
      lastUsedAt: '2026-11-28T09:00:00.000Z',
      current: true,
    },
    {
      id: 's-2',
      userAgent: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      lastUsedAt: null,
      current: false,
    },
  ],
};

/** The page's calls as the API answers them; `overrides` by "METHOD path". */
const answering =
  (overrides: Record<string, ((call: ApiCall) => unknown) | undefined> = {}) =>
  (call: ApiCall) => {
    const own = overrides[`${call.method} ${call.path}`];
    if (own) return own(call);
    if (call.path === '/customers/me/second-factor')
      return { enabled: false, recoveryCodesLeft: 0 };
    if (call.path === '/customers/me/sessions') return sessions;
    if (call.path === '/customers/logout') {
      setSession(null);
      return { status: 204, body: null };
    }
    return sampleCustomer;
  };

describe('SecurityPage', () => {
  it('sets up two-step sign-in: password, QR code and key, first code, recovery codes once', async () => {
    const user = userEvent.setup();
    const starts = [apiError('incorrect_password'), offer];
    const enables = [apiError('second_factor_invalid'), { recoveryCodes }];
    const { callsTo } = renderPage(
      SecurityPage,
      '/en/my-account/security',
      answering({
        'POST /customers/me/second-factor/enrolment': () => starts.shift(),
        'POST /customers/me/second-factor': () => enables.shift(),
      }),
    );
    const setUp = await screen.findByRole('form', { name: 'Set up two-step sign-in' });
    const password = within(setUp).getByLabelText(/^Password/);
    await user.type(password, 'Wrong1234');
    await user.click(within(setUp).getByRole('button', { name: 'Set up two-step sign-in' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));
    await user.clear(password);
    await user.type(password, 'Secret123');
    await user.click(within(setUp).getByRole('button', { name: 'Set up two-step sign-in' }));

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByTestId('second-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByLabelText(/^Code from the app/);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is incorrect or has already been used.'),
    );
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Two-step sign-in' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(callsTo('POST /customers/me/second-factor').map((c) => c.body)).toEqual([
      { otp: '123456' },
      { otp: '654321' },
    ]);
  });

  it('asks for the code of the app before an e-mail change when the API does, then says where the link went', async () => {
    const user = userEvent.setup();
    const answers = [apiError('second_factor_required'), { status: 202, body: { accepted: true } }];
    const { callsTo } = renderPage(
      SecurityPage,
      '/en/my-account/security',
      answering({
        'PUT /customers/me/email': () => answers.shift() ?? apiError('email_taken', 409),
      }),
    );
    const form = await screen.findByRole('form', { name: 'E-mail address' });
    expect(
      within(form).getByText('Your e-mail address: anna.gruber@example.at'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^New e-mail address/), 'Neu@Example.at');
    await user.type(within(form).getByLabelText(/^Password/), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    const code = await within(form).findByLabelText(
      /^Code from your authenticator app or a recovery code/,
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(
      await within(form).findByText(/We have sent a link to neu@example.at\./),
    ).toBeInTheDocument();
    expect(callsTo('PUT /customers/me/email').map((c) => c.body)).toEqual([
      { newEmail: 'neu@example.at', password: 'Secret123' },
      { newEmail: 'neu@example.at', password: 'Secret123', otp: '123456' },
    ]);
  });

  it('lists where the customer is signed in and signs out everywhere', async () => {
    const user = userEvent.setup();
    const { callsTo, notificationTitles } = renderPage(
      SecurityPage,
      '/my-account/kundenkonto/sicherheit',
      answering({
        'POST /customers/me/sessions/end-all': () => ({ status: 204, body: null }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Wo Sie angemeldet sind' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Mozilla/5.0 Firefox/133.0 (Dieser Browser)');
    expect(rows[2]).toHaveTextContent('Unbekannter Browser');
    expect(rows[2]).toHaveTextContent('–');
    await user.click(screen.getByRole('button', { name: 'Überall abmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(notificationTitles()).toEqual(['Sie wurden überall abgemeldet.']);
    expect(callsTo('POST /customers/me/sessions/end-all')).toHaveLength(1);
    expect(callsTo('POST /customers/logout')).toHaveLength(1);
  });
});
