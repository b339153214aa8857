import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { ApiError } from '@shop/api-client';
import { PayoutBankDetailsForm } from './PayoutBankDetailsForm';

function renderForm(
  kind: 'iban' | 'us',
  language: Language = 'en',
  onSubmit: jest.Mock = jest.fn(),
  onFailure: jest.Mock = jest.fn(),
) {
  render(
    <IntlProvider locale={language} messages={messages[language]}>
      <PayoutBankDetailsForm
        kind={kind}
        defaultValue={null}
        onSubmit={onSubmit}
        onFailure={onFailure}
        submitLabel="Continue"
      />
    </IntlProvider>,
  );
  return onSubmit;
}

const refusal = (code: string, details?: { path: string; message: string }[]) =>
  new ApiError({ name: 'OperationNotValidError', message: code, code, statusCode: 400, details });

describe('payout bank details', () => {
  it('refuses a wrong IBAN with the localized message and submits a valid one compacted', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('iban', 'de');
    await user.type(screen.getByLabelText(/Kontoinhaber/), 'Anna Muster');
    await user.type(screen.getByLabelText(/IBAN/), 'AT61 1904 3002 3457 3202');
    await user.type(screen.getByLabelText(/BIC/), 'BKAUATWW');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige IBAN ein.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/IBAN/));
    await user.type(screen.getByLabelText(/IBAN/), 'at61 1904 3002 3457 3201');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(onSubmit).toHaveBeenCalledWith(
      { kind: 'iban', iban: 'AT611904300234573201', bic: 'BKAUATWW', accountOwner: 'Anna Muster' },
      expect.anything(),
    );
  });

  it.each([
    ['de', /Kontoinhaber/, '(optional)', 'Bitte geben Sie einen gültigen BIC ein.'],
    ['en', /Account owner/, '(optional)', 'Please enter a valid BIC.'],
  ] as const)(
    'pays out to an IBAN without a BIC (%s), and checks a BIC that is given (issue 23)',
    async (language, owner, optional, wrongBic) => {
      const user = userEvent.setup();
      const onSubmit = renderForm('iban', language);
      expect(screen.getByLabelText(/BIC/)).not.toBeRequired();
      expect(screen.getByText(/BIC/).closest('label')).toHaveTextContent(optional);
      await user.type(screen.getByLabelText(owner), 'Anna Muster');
      await user.type(screen.getByLabelText(/IBAN/), 'AT61 1904 3002 3457 3201');
      await user.type(screen.getByLabelText(/BIC/), 'NOTABIC');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(wrongBic)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText(/BIC/));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('button', { name: 'Continue' });
      expect(onSubmit).toHaveBeenCalledWith(
        { kind: 'iban', iban: 'AT611904300234573201', accountOwner: 'Anna Muster' },
        expect.anything(),
      );
    },
  );

  it('asks a US customer for account and routing number', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('us');
    expect(screen.queryByLabelText(/IBAN/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account owner/), 'Ann Smith');
    await user.type(screen.getByLabelText(/Account number/), '12345678');
    await user.type(screen.getByLabelText(/Routing number/), '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Please enter a valid 9-digit routing number.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Routing number/));
    await user.type(screen.getByLabelText(/Routing number/), '011000015');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(onSubmit).toHaveBeenCalledWith(
      {
        kind: 'us',
        accountNumber: '12345678',
        routingNumber: '011000015',
        accountOwner: 'Ann Smith',
      },
      expect.anything(),
    );
  });

  it.each([
    [
      'de',
      /^Kontoinhaber/,
      /^Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode/,
      'Der Code ist falsch oder wurde bereits verwendet.',
    ],
    [
      'en',
      /^Account owner/,
      /^Code from your authenticator app or a recovery code/,
      'The code is incorrect or has already been used.',
    ],
  ] as const)(
    'asks for the code of the app when the API does (%s), says a wrong one and sends it with the details',
    async (language, owner, codeLabel, wrongCode) => {
      const user = userEvent.setup();
      const answers = [refusal('second_factor_required'), refusal('second_factor_invalid')];
      const onSubmit = jest.fn(async () => {
        const answer = answers.shift();
        if (answer) throw answer;
      });
      const onFailure = jest.fn();
      renderForm('iban', language, onSubmit, onFailure);
      await user.type(screen.getByLabelText(owner), 'Anna Muster');
      await user.type(screen.getByLabelText(/IBAN/), 'AT61 1904 3002 3457 3201');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const code = await screen.findByLabelText(codeLabel);
      expect(code).toHaveFocus();
      expect(code).not.toHaveAccessibleDescription(wrongCode);
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription(wrongCode));
      expect(code).toHaveFocus();
      expect(code).toHaveValue('');
      await user.type(code, 'abcd-efgh');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
      const details = { kind: 'iban', iban: 'AT611904300234573201', accountOwner: 'Anna Muster' };
      expect(onSubmit.mock.calls).toEqual([
        [details, {}],
        [details, { otp: '123456' }],
        [details, { recoveryCode: 'abcd-efgh' }],
      ]);
      expect(onFailure).not.toHaveBeenCalled();
    },
  );

  it('leaves other refusals to the step, without a code field', async () => {
    const user = userEvent.setup();
    const failure = refusal('payout_bank_details_kind');
    const onFailure = jest.fn();
    renderForm('iban', 'en', jest.fn().mockRejectedValue(failure), onFailure);
    await user.type(screen.getByLabelText(/^Account owner/), 'Anna Muster');
    await user.type(screen.getByLabelText(/IBAN/), 'AT61 1904 3002 3457 3201');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(failure));
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).not.toBeInTheDocument();
  });
});
