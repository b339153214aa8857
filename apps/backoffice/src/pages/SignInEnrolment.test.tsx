import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@shop/api-client/contract';
import { type StaffMe } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage } from '@shop/test-kit';
import { owner, signedIn } from '../test/sample-staff';
import BackofficeApp from './BackofficeApp';

const staff = endpoints.staff;
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauthUri: 'otpauth://totp/Aurum%20%26%20Argentum:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
};
const recoveryCodes = ['aaaa-bbbb', 'cccc-dddd', 'eeee-ffff'];

beforeEach(() => localStorage.setItem('backoffice.language', '"en"'));

describe('the first sign-in', () => {
  it('enrols the authenticator app, shows the recovery codes once, then opens the back-office', async () => {
    const user = userEvent.setup();
    let me: StaffMe | null = null;
    const api = fakeApi()
      .on(staff.me, () => me ?? apiError('staff_unauthorized', 401))
      .on(staff.signIn, ({ body }) =>
        body.otp === undefined
          ? { status: 'enrolmentRequired' as const, enrolment }
          : apiError('invalid_credentials', 401),
      )
      .on(staff.enrolment, ({ body }) => {
        if (body.otp !== '123456') return apiError('invalid_credentials', 401);
        me = owner;
        return { ...signedIn(owner), token: 'kept-by-the-edge', recoveryCodes };
      });
    const { callsTo } = renderPage(<BackofficeApp />, '/', api);
    await user.type(await screen.findByLabelText(/E-mail address/), owner.email);
    await user.type(screen.getByLabelText(/^Password/), 'Demo-Inhaberin-2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toHaveFocus();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    );
    expect(screen.getByTestId('enrolment-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );

    await user.type(screen.getByLabelText(/First code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong e-mail address, password or code.',
    );
    await user.type(screen.getByLabelText(/First code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodes);
    const proceed = screen.getByRole('button', { name: 'Continue to the back-office' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved the recovery codes'));
    await user.click(proceed);
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia Owner' })).toBeVisible();
    expect(callsTo(staff.enrolment).at(-1)?.body).toEqual({
      email: owner.email,
      password: 'Demo-Inhaberin-2025',
      otp: '123456',
    });
  });
});

describe('the whistleblower reports', () => {
  it('lists the cases for a member with compliance', async () => {
    const api = fakeApi()
      .on(staff.me, () => owner)
      .on(staff.whistleblowReports, () => [
        {
          id: 'r-1',
          status: 'received' as const,
          category: 'fraud' as const,
          receivedOn: '2026-11-20',
          description: 'Cash purchases split below the threshold.',
          messages: [{ author: 'dealer' as const, text: 'Thank you.', writtenOn: '2026-11-21' }],
          name: 'Max Muster',
        },
      ]);
    renderPage(<BackofficeApp />, '/whistleblow', api);
    expect(await screen.findByRole('heading', { name: 'Fraud or embezzlement' })).toBeVisible();
    expect(screen.getByText('Max Muster')).toBeVisible();
    expect(screen.getByText('Received')).toBeVisible();
    expect(screen.getByText('Cash purchases split below the threshold.')).toBeVisible();
  });
});
