import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import PhoneVerificationModal from './PhoneVerificationModal';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

describe('PhoneVerificationModal', () => {
  it('sends a code, refuses a wrong one, and confirms the right one', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { callsTo } = renderPage(
      <PhoneVerificationModal onClose={onClose} />,
      '/en/my-account/profile',
      ({ path, body }: ApiCall) => {
        if (path === '/customers/phone-verification')
          return { expiresAt: '2026-11-23T12:10:00.000Z' };
        if (path === '/customers/phone-verification/confirm')
          return (body as { code: string }).code === '123456'
            ? { ...sampleCustomer, phoneVerified: true }
            : apiError('verification_code_incorrect');
        return sampleCustomer;
      },
    );
    expect(await screen.findByRole('textbox', { name: /Phone/ })).toHaveValue('+43 660 1234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'We have sent a 6-digit code to +43 660 1234567. Please enter it here.',
      ),
    ).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /6-digit code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code.');
    await user.type(code, '9');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The verification code is incorrect.'),
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(callsTo('POST /customers/phone-verification')[0]?.body).toEqual({
      phone: '+43 660 1234567',
    });
  });

  it('shows too many attempts and an invalid number in German', async () => {
    const user = userEvent.setup();
    renderPage(
      <PhoneVerificationModal onClose={() => undefined} />,
      '/my-account/kundenkonto/meine-daten',
      ({ path, body }: ApiCall) => {
        if (path === '/customers/phone-verification')
          return (body as { phone: string }).phone.startsWith('+49')
            ? apiError('invalid_phone')
            : { expiresAt: '2026-11-23T12:10:00.000Z' };
        if (path === '/customers/phone-verification/confirm') return apiError('max_attempts', 429);
        return sampleCustomer;
      },
    );
    const phone = await screen.findByRole('textbox', { name: /Telefon/ });
    await user.clear(phone);
    await user.type(phone, '+49 1');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Die Telefonnummer ist ungültig.'),
      ),
    );
    await user.clear(phone);
    await user.type(phone, '+43 660 7654321');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    await user.type(await screen.findByRole('textbox', { name: /6-stelliger Code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximale Anzahl an Versuchen erreicht. Bitte warten Sie 10 Minuten.',
    );
  });
});
