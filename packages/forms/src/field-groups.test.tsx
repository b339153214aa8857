import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { ApiError, PayoutBankDetailsSchema } from '@shop/api-client';
import { messagesFor } from '@shop/i18n/messages';
import { applyApiError, type FormFailure } from './api-errors';
import { contractResolver } from './contract-resolver';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import {
  PayoutBankDetailsFields,
  payoutBankDetailsOf,
  type PayoutFieldValues,
  type PayoutKind,
} from './PayoutBankDetailsFields';

const messages = messagesFor('forms');

function PayoutForm({ kind, onSubmit }: { kind: PayoutKind; onSubmit: (body: unknown) => void }) {
  const form = useForm<PayoutFieldValues, unknown, unknown>({
    resolver: contractResolver(PayoutBankDetailsSchema, {
      prepare: (values: PayoutFieldValues) => payoutBankDetailsOf(values, kind),
    }),
    defaultValues: { iban: '', bic: '', accountNumber: '', routingNumber: '', accountOwner: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PayoutBankDetailsFields form={form} kind={kind} legend="Payout" className="payout" />
      <button type="submit">Save</button>
    </form>
  );
}

function PasswordForm({ send }: { send: () => Promise<unknown> }) {
  const [failure, setFailure] = useState<FormFailure>(null);
  const form = useForm({ defaultValues: { password: '', passwordRepeat: '' } });
  const submit = form.handleSubmit(async () => {
    try {
      await send();
    } catch (error) {
      setFailure(applyApiError(error, form.setError, { fields: ['password'] }));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormAlert failure={failure} />
      <NewPasswordFields
        form={form}
        names={['password', 'passwordRepeat']}
        labelId="forms.newPassword"
      />
      <button type="submit">Save</button>
    </form>
  );
}

const inLanguage = (language: 'de' | 'en', ui: React.ReactElement) =>
  render(
    <IntlProvider locale={language} messages={messages[language]}>
      {ui}
    </IntlProvider>,
  );

describe('field groups', () => {
  it('asks for the owner and the IBAN, the BIC optional, and sends no empty BIC (en)', async () => {
    const onSubmit = jest.fn();
    inLanguage('en', <PayoutForm kind="iban" onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Payout' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^BIC/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^IBAN/)).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Account owner/), 'Anna Muster');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'AT61 1904 3002 3457 3201');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      kind: 'iban',
      iban: 'AT611904300234573201',
      accountOwner: 'Anna Muster',
    });
  });

  it('draws the US account in German and says what is wrong in German', async () => {
    inLanguage('de', <PayoutForm kind="us" onSubmit={jest.fn()} />);
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Kontonummer/), '12');
    await userEvent.type(screen.getByLabelText(/^Routing-Nummer/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Bitte geben Sie eine gültige Kontonummer ein (4 bis 17 Ziffern).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
  });

  it("shows the API's verdict on a password field, or its error text as the form's alert (de, en)", async () => {
    const detail = new ApiError({
      name: 'OperationNotValidError',
      message: 'invalid',
      code: 'invalid_request',
      statusCode: 400,
      details: [{ path: 'body.password', message: 'validation.password' }],
    });
    const german = inLanguage('de', <PasswordForm send={() => Promise.reject(detail)} />);
    expect(screen.getByLabelText(/^Neues Passwort/)).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Mindestens 8 Zeichen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Das Passwort muss mindestens 8 Zeichen/)).toBeInTheDocument();
    // The field says it; the form has nothing to add.
    expect(screen.queryByText(messages.de['error.invalid_request'])).toBeNull();
    german.unmount();
    inLanguage('en', <PasswordForm send={() => Promise.reject(new Error('offline'))} />);
    expect(screen.getByLabelText(/^Repeat password/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.en['error.unknown_error'])).toBeInTheDocument();
  });
});
