import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@shop/api-client';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import AddressesPage from './AddressesPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const home: Address = {
  id: 'a-1',
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  defaultShipping: true,
  defaultBilling: true,
};
const office: Address = {
  ...home,
  id: 'a-2',
  company: 'Gruber Gold GmbH',
  streetName: 'Kärntner Straße',
  streetNumber: '5',
  apartment: 'Top 3',
  defaultShipping: false,
  defaultBilling: false,
};

describe('AddressesPage', () => {
  // Issue 23: the limit-order form sends a customer without addresses here with returnTo.
  it('leads back to the page that sent the customer here (German)', async () => {
    const back = '/produkt/wiener-philharmoniker-1-oz-gold/limit-order';
    renderPage(
      AddressesPage,
      `/my-account/kundenkonto/adressen?returnTo=${encodeURIComponent(back)}`,
      () => ({ ...sampleCustomer, addresses: [home] }),
    );
    expect(
      await screen.findByRole('link', { name: 'Zurück zur vorherigen Seite' }),
    ).toHaveAttribute('href', back);
  });

  it('offers no way back without a returnTo of this shop (English)', async () => {
    renderPage(
      AddressesPage,
      `/en/my-account/addresses?returnTo=${encodeURIComponent('//evil.example/x')}`,
      () => ({ ...sampleCustomer, addresses: [home] }),
    );
    await screen.findByRole('list', { name: 'Your addresses' });
    expect(screen.queryByRole('link', { name: 'Back to where you left off' })).toBeNull();
  });

  it('lists addresses; a selected one cannot be removed, another can after confirming', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      AddressesPage,
      '/en/my-account/addresses',
      ({ method }: ApiCall) =>
        method === 'DELETE'
          ? { ...sampleCustomer, addresses: [home] }
          : { ...sampleCustomer, addresses: [home, office] },
    );
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Default shipping address')).toBeInTheDocument();
    expect(within(first).getByText('Default billing address')).toBeInTheDocument();
    expect(
      within(first).getByText('A selected address cannot be removed until another one is chosen.'),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(second).getByText('Kärntner Straße 5, Top 3')).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(within(second).getByText('Remove this address?')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The address has been removed.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(callsTo('DELETE /customers/c-1/address/a-2')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus();
  });

  it('marks another address as default shipping address', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      AddressesPage,
      '/en/my-account/addresses',
      ({ method }: ApiCall) =>
        method === 'PUT'
          ? {
              ...sampleCustomer,
              addresses: [
                { ...home, defaultShipping: false },
                { ...office, defaultShipping: true },
              ],
            }
          : { ...sampleCustomer, addresses: [home, office] },
    );
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(
      within(second).getByRole('button', { name: 'Use as default shipping address' }),
    );
    expect(
      await screen.findByText('The default shipping address has been changed.'),
    ).toBeInTheDocument();
    const { id: _id, ...rest } = office;
    expect(callsTo('PUT /customers/c-1/address/a-2')[0]?.body).toEqual({
      ...rest,
      defaultShipping: true,
    });
  });

  it('adds an address, checking the Swiss zip code in German', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      AddressesPage,
      '/my-account/kundenkonto/adressen',
      ({ method, body }: ApiCall) =>
        method === 'PUT'
          ? { ...sampleCustomer, addresses: [{ ...(body as Address), id: 'a-9' }] }
          : sampleCustomer,
    );
    expect(
      await screen.findByText('Sie haben noch keine Adressen gespeichert.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Neue Adresse' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Vorname/ })).toHaveFocus(),
    );
    await user.type(within(form).getByRole('textbox', { name: /Vorname/ }), 'Anna');
    await user.type(within(form).getByRole('textbox', { name: /Nachname/ }), 'Gruber');
    await user.type(within(form).getByRole('textbox', { name: /Straße/ }), 'Bahnhofstrasse');
    await user.type(within(form).getByRole('textbox', { name: /Hausnummer/ }), '10');
    await user.type(within(form).getByRole('textbox', { name: /Postleitzahl/ }), '80011');
    await user.type(within(form).getByRole('textbox', { name: /^Ort/ }), 'Zürich');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Land/ }), 'CH');
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }));
    const zip = within(form).getByRole('textbox', { name: /Postleitzahl/ });
    expect(zip).toHaveAccessibleDescription('Die Postleitzahl muss vierstellig sein.');
    expect(zip).toHaveFocus();
    await user.clear(zip);
    await user.type(zip, '8001');
    await user.click(
      within(form).getByRole('checkbox', { name: 'Als Standard-Lieferadresse verwenden' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Die Adresse wurde hinzugefügt.')).toBeInTheDocument();
    expect(callsTo('PUT /customers/c-1/address')[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Gruber',
      streetName: 'Bahnhofstrasse',
      streetNumber: '10',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
      phone: '',
      defaultShipping: true,
      defaultBilling: false,
    });
  });

  it('asks for a US state from a list and shows the API’s zip and state mismatch', async () => {
    const user = userEvent.setup();
    renderPage(AddressesPage, '/en/my-account/addresses', ({ method }: ApiCall) =>
      method === 'PUT' ? apiError('zip_state_mismatch') : sampleCustomer,
    );
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).queryByRole('combobox', { name: /State/ })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Country/ }), 'US');
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'John');
    await user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Smith');
    await user.type(within(form).getByRole('textbox', { name: /Street/ }), 'Broadway');
    await user.type(within(form).getByRole('textbox', { name: /Number/ }), '1');
    await user.type(within(form).getByRole('textbox', { name: /Zip code/ }), '10001');
    await user.type(within(form).getByRole('textbox', { name: /City/ }), 'New York');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const state = within(form).getByRole('combobox', { name: /State/ });
    expect(state).toHaveAccessibleDescription('This field is required.');
    await user.selectOptions(state, 'CA');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Zip code/ })).toHaveAccessibleDescription(
        'The zip code does not match the selected state.',
      ),
    );
  });
});
