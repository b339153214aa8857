import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { AddressDraftSchema, ApiError, PayoutBankDetailsSchema } from '@shop/api-client';
import { messagesFor } from '@shop/i18n/messages';
import { AddressFields, emptyAddress, type AddressFieldValues } from './AddressFields';
import { stateOptions } from './address-options';
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

const messages = messagesFor('forms', 'addressForms');

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

const empty = (country: string): AddressFieldValues & { title: string } => ({
  ...emptyAddress(country),
  title: '',
});

/** The account's address book: the address at the top of the form, with a title. */
function BookForm({ onSubmit }: { onSubmit: (body: unknown) => void }) {
  const form = useForm<ReturnType<typeof empty>, unknown, unknown>({
    resolver: contractResolver(AddressDraftSchema, {
      prepare: ({ salutation, state, ...values }: ReturnType<typeof empty>) => ({
        ...values,
        salutation: salutation || undefined,
        state: values.country === 'US' ? state : undefined,
      }),
    }),
    defaultValues: empty('AT'),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <AddressFields form={form} title states={stateOptions('de')} rowClassName="row" />
      <button type="submit">Save</button>
    </form>
  );
}

/** The checkout's billing address: under a prefix, in a group, from the store's countries. */
function BillingForm() {
  const form = useForm({ defaultValues: { billingAddress: empty('DE') } });
  return (
    <form noValidate>
      <AddressFields
        form={form}
        prefix="billingAddress"
        section="billing"
        countries={['DE', 'AT']}
        legend="Billing address"
        className="group"
        rowClassName="row"
      />
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

describe('address fields', () => {
  it('asks for the address in German, the state only for the US, and sends what the contract takes', async () => {
    const onSubmit = jest.fn();
    inLanguage('de', <BookForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Titel/)).toBeInTheDocument();
    expect(screen.getByText('Zum Beispiel Dr. oder Prof.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Straße/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Firma/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/^Postleitzahl/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText(/^Bundesstaat/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(6);

    await userEvent.selectOptions(screen.getByLabelText(/^Land/), 'US');
    const state = screen.getByRole('combobox', { name: /^Bundesstaat/ });
    expect(within(state).getByRole('option', { name: 'Kalifornien (CA)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'John');
    await userEvent.type(screen.getByLabelText(/^Nachname/), 'Smith');
    await userEvent.type(screen.getByLabelText(/^Straße/), 'Broadway');
    await userEvent.type(screen.getByLabelText(/^Hausnummer/), '1');
    await userEvent.type(screen.getByLabelText(/^Postleitzahl/), '10001');
    await userEvent.type(screen.getByLabelText(/^Ort/), 'New York');
    await userEvent.selectOptions(state, 'NY');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'John',
      streetName: 'Broadway',
      zipCode: '10001',
      state: 'NY',
      country: 'US',
    });
  });

  it("draws a prefixed address as a group in English, with the form's countries and autofill section", () => {
    inLanguage('en', <BillingForm />);
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(within(group).getByLabelText(/^Zip code/)).toHaveAttribute(
      'autocomplete',
      'billing postal-code',
    );
    expect(within(group).getByLabelText(/^Zip code/)).toHaveAttribute(
      'name',
      'billingAddress.zipCode',
    );
    const country = within(group).getByRole('combobox', { name: /^Country/ });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['DE', 'AT']);
    const salutation = within(group).getByRole('combobox', { name: /^Salutation/ });
    expect(
      within(salutation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No salutation', 'Mr.', 'Mrs.']);
    expect(within(group).queryByLabelText(/^Title/)).toBeNull();
    expect(within(group).queryByLabelText(/^State/)).toBeNull();
    expect(within(group).getByText(/^With \+ and the country code/)).toBeInTheDocument();
  });
});
