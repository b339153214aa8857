import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import { type Order } from '@shop/api-client';
import { type StaffMe } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { boardOf, unpaidPurchase } from '../test/sample-orders';
import { orderDesk, owner } from '../test/sample-staff';
import { OrdersPage } from './OrdersPage';

const { staffOrders } = endpoints;

/** The board at `path` in the member's language, as BackofficeApp routes it. */
function openBoard(me: StaffMe, path: string, api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/orders" element={<OrdersPage me={me} />} />
        <Route path="/orders/:orderId" element={<p>order page</p>} />
      </Routes>
    </IntlProvider>,
    path,
    api,
  );
}

const sale: Order = {
  ...unpaidPurchase,
  id: '7c1d3b8f-4d66-4c9f-8e40-3a8d2b0f1c22',
  orderNumber: '2026-000043',
  store: 'de',
  transactionType: 'sell',
  orderState: 'Requested',
  paymentMethod: null,
  shippingInfo: { methodKey: 'scrapMetalBox', price: { centAmount: 0, currency: 'EUR' } },
};

describe('OrdersPage', () => {
  it('lists the orders with counts per state, each row linking its order page', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffOrders.list, () => boardOf([unpaidPurchase, sale], 63));
    openBoard(owner, '/orders', api);
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const [, purchase, sold] = within(table).getAllByRole('row');
    expect(purchase).toHaveTextContent('2026-000042');
    expect(purchase).toHaveTextContent('27/11/2026');
    expect(purchase).toHaveTextContent('Anna Gruber');
    expect(purchase).toHaveTextContent('anna.gruber@example.at');
    expect(purchase).toHaveTextContent('€5,019.90');
    expect(purchase).toHaveTextContent('Open');
    expect(purchase).toHaveTextContent('Pending');
    expect(purchase).toHaveTextContent('Bank transfer');
    expect(sold).toHaveTextContent('Sale');
    expect(sold).toHaveTextContent('Scrap metal box');
    expect(screen.getByText('63 orders')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Orders by status' });
    expect(within(tabs).getByRole('link', { name: 'All 63' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Requested 5' })).toHaveAttribute(
      'href',
      '/orders?orderState=Requested',
    );
    expect(screen.getByText('You see the orders of every store.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await user.click(within(purchase!).getByRole('link', { name: '2026-000042' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/orders/${unpaidPurchase.id}`);
  });

  it('keeps the filters in the address, asks the API for them and exports the same as CSV', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffOrders.list, () => boardOf([sale]));
    openBoard(owner, '/orders?type=sell&page=2', api);
    await screen.findByRole('table');
    expect(api.callsTo(staffOrders.list)[0]!.query.toString()).toBe('type=sell&page=2');
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'gruber');
    await user.selectOptions(screen.getByLabelText('Store'), 'de');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'Pending');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/orders?store=de&type=sell&paymentState=Pending&from=2026-11-01&q=gruber',
    );
    await screen.findByRole('table');
    expect(api.callsTo(staffOrders.list).at(-1)!.query.toString()).toBe(
      'store=de&type=sell&paymentState=Pending&from=2026-11-01&q=gruber',
    );
    expect(screen.getByRole('link', { name: 'Export these orders as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/orders.csv?store=de&type=sell&paymentState=Pending&from=2026-11-01&q=gruber',
    );
  });

  it('refuses a range that runs backwards without asking', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffOrders.list, () => boardOf([]));
    openBoard(owner, '/orders', api, 'de');
    expect(await screen.findByText('Keine Bestellung entspricht diesen Filtern.')).toBeVisible();
    await user.type(screen.getByLabelText('Bestellt ab'), '2026-11-30');
    await user.type(screen.getByLabelText('Bestellt bis'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    expect(screen.getByLabelText('Bestellt bis')).toHaveAccessibleDescription(
      'Der erste Tag darf nicht nach dem letzten liegen.',
    );
    expect(api.callsTo(staffOrders.list)).toHaveLength(1);
  });

  it('names the stores of an order desk and offers only those to filter by', async () => {
    const api = fakeApi().on(staffOrders.list, () => boardOf([unpaidPurchase]));
    openBoard(orderDesk, '/orders', api);
    expect(
      await screen.findByText(
        'You see the orders of these stores: Austria (EUR) and Germany (EUR).',
      ),
    ).toBeInTheDocument();
    const stores = within(screen.getByLabelText('Store')).getAllByRole('option');
    expect(stores.map((option) => option.textContent)).toEqual([
      'Any',
      'Austria (EUR)',
      'Germany (EUR)',
    ]);
  });

  it('says the board could not be loaded and loads it again on request', async () => {
    const user = userEvent.setup();
    let failing = true;
    const api = fakeApi().on(staffOrders.list, () =>
      failing ? apiError('repository_unavailable', 503) : boardOf([unpaidPurchase]),
    );
    openBoard(owner, '/orders', api);
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '2026-000042' })).toBeInTheDocument();
  });
});
