import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffCustomer } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';

const { staffCustomers } = endpoints;
const id = '00000000-0000-4000-8000-00000000e001';

const customer: StaffCustomer = {
  summary: {
    id,
    customerNumber: 'K-100042',
    store: 'at',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Muster',
    companyName: null,
    vatId: null,
    active: true,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  data: {
    exportedAt: '2026-11-28T09:00:00.000Z',
    customer: {
      id,
      email: 'anna@example.com',
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Muster',
      type: 'individual',
      phoneVerified: false,
      emailVerified: true,
      newsletterInterests: [],
      languageTag: 'de',
      addresses: [],
      createdAt: '2026-11-01T08:00:00.000Z',
      version: 1,
    },
    orders: [],
    deposits: [],
    limitOrders: [],
    priceAlerts: [],
    availabilityAlerts: [],
    wishlists: [],
    consents: { orders: [], newsletter: null },
  },
  signIns: ['2026-11-27T10:00:00.000Z'],
  audit: [],
};

function open(api: FakeApi) {
  return renderPage(
    <IntlProvider locale="en-GB" messages={messages.en} defaultLocale="de-AT">
      <Routes>
        <Route path="/customers" element={<CustomersPage />} />
        <Route path="/customers/:customerId" element={<CustomerPage />} />
      </Routes>
    </IntlProvider>,
    `/customers/${id}`,
    api,
  );
}

describe('a customer in the back-office', () => {
  it('lifts the locks and says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(staffCustomers.get, () => customer)
      .on(staffCustomers.unlock, () => ({ done: 'unlocked' as const }));
    open(api);
    expect(await screen.findByRole('heading', { level: 1, name: /Anna Muster/ })).toBeVisible();
    expect(screen.getByText('K-100042', { exact: false })).toBeInTheDocument();
    // An active customer needs no activation mail.
    expect(screen.queryByRole('button', { name: 'Send activation mail again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lift sign-in and phone-code locks' }));
    expect(
      await screen.findByText('The locks were lifted: the customer can sign in again.'),
    ).toBeInTheDocument();
    expect(api.callsTo(staffCustomers.unlock)).toHaveLength(1);
  });

  it('asks before erasing, shows a refusal in the dialog, and leaves for the search once erased', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = fakeApi()
      .on(staffCustomers.get, () => customer)
      .on(staffCustomers.search, () => ({ customers: [] }))
      .on(staffCustomers.erase, () =>
        refuse ? apiError('open_orders_exist', 409) : { done: 'erased' as const },
      );
    open(api);
    await user.click(await screen.findByRole('button', { name: 'Erase customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase customer Anna Muster?' });
    expect(api.callsTo(staffCustomers.erase)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('The customer K-100042 was erased.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toHaveFocus();
  });
});
