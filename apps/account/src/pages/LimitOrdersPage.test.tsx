import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LimitOrder } from '@shop/api-client';
import { endpoints } from '@shop/api-client/contract';
import { apiError, fakeApi, renderPage, setSession } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import LimitOrderDetailPage from './LimitOrderDetailPage';
import LimitOrdersPage from './LimitOrdersPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const active: LimitOrder = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  number: 'LO-000042',
  store: 'at',
  locale: 'de-AT',
  product: {
    sku: 'PHI-G-1OZ',
    productId: 'p1',
    name: { de: 'Wiener Philharmoniker 1 oz Gold', en: 'Vienna Philharmonic 1 oz gold' },
    slug: { de: 'wiener-philharmoniker-1-oz-gold', en: 'vienna-philharmonic-1-oz-gold' },
    published: true,
  },
  type: 'buy',
  quantity: 2,
  targetUnitPrice: { centAmount: 240_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 250_050, currency: 'EUR' },
  expiresAt: '2099-12-31T17:00:00.000Z',
  status: 'Active',
  inactiveReason: null,
  payoutBankDetails: null,
  orderId: null,
  executedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const expired: LimitOrder = {
  ...active,
  id: '7c1e2a7e-3c55-4b8e-9d3f-2f7c1a9e0b12',
  number: 'LO-000041',
  type: 'sell',
  status: 'Inactive',
  inactiveReason: 'expired',
};

/** The customer and no alerts; each test adds its limit order endpoints. */
const customerApi = () =>
  fakeApi((call) => (call.path.endsWith('-alerts') ? [] : apiError('not_found', 404))).on(
    'GET /customers/me',
    () => sampleCustomer,
  );
const { limitOrders } = endpoints;

describe('LimitOrdersPage', () => {
  it("lists the customer's limit orders with spec 3's fields (English)", async () => {
    renderPage(
      LimitOrdersPage,
      '/en/my-account/limit-order',
      customerApi().on(limitOrders.list, () => [active, expired]),
    );
    const table = await screen.findByRole('table', { name: 'Limit orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').length)[0]).toBe(8);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'LO-000042' })).toHaveAttribute(
      'href',
      `/en/my-account/limit-order/${active.id}`,
    );
    expect(rows[1]).toHaveTextContent('Vienna Philharmonic 1 oz gold');
    expect(rows[1]).toHaveTextContent('€2,400.00');
    expect(rows[1]).toHaveTextContent('€2,500.50');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Sell');
    expect(rows[2]).toHaveTextContent('Inactive');
  });

  it('says when there are none (German)', async () => {
    renderPage(
      LimitOrdersPage,
      '/kundenkonto/limit-order',
      customerApi().on(limitOrders.list, () => []),
    );
    expect(await screen.findByText('Sie haben noch keine Limit-Orders.')).toBeInTheDocument();
    // Alerts are managed on their own page, linked from here.
    expect(
      screen.getByRole('link', { name: 'Ihre Preis- und Verfügbarkeitsalarme' }),
    ).toHaveAttribute('href', '/my-account/kundenkonto/benachrichtigungen');
  });
});

describe('LimitOrderDetailPage', () => {
  it('changes quantity, target and expiry', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      LimitOrderDetailPage,
      `/en/my-account/limit-order/${active.id}`,
      customerApi()
        .on(limitOrders.get, () => active)
        .on(limitOrders.update, () => ({
          ...active,
          quantity: 3,
          updatedAt: '2026-11-23T11:00:00.000Z',
        })),
    );
    const quantity = await screen.findByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    const target = screen.getByLabelText(/Target unit price \(EUR\)/);
    expect(target).toHaveValue('2400.00');
    await user.clear(target);
    await user.type(target, '2.350,50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The limit order has been changed.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/limit-orders/${active.id}`);
    expect(put.body).toEqual({
      quantity: 3,
      targetUnitPrice: { centAmount: 235_050, currency: 'EUR' },
      expiresAt: expect.any(String),
    });
  });

  it('refuses a past expiry and a target above 500,000 without calling the API (German)', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      LimitOrderDetailPage,
      `/kundenkonto/limit-order/${active.id}`,
      customerApi().on(limitOrders.get, () => active),
    );
    const target = await screen.findByLabelText(/Ziel-Stückpreis/);
    await user.clear(target);
    await user.type(target, '500000,01');
    const expiry = screen.getByLabelText(/Ablaufdatum/);
    await user.clear(expiry);
    await user.type(expiry, '2000-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await screen.findByText('Der Zielpreis darf höchstens 500.000 betragen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('cancels after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      LimitOrderDetailPage,
      `/en/my-account/limit-order/${active.id}`,
      customerApi()
        .on(limitOrders.get, () => active)
        .on(limitOrders.cancel, () => ({ ...active, status: 'Cancelled' as const })),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel limit order' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cancel this limit order for good?');
    await user.click(screen.getByRole('button', { name: 'Cancel limit order' }));
    expect(await screen.findByText('The limit order has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('explains an inactive one and an unknown id', async () => {
    renderPage(
      LimitOrderDetailPage,
      `/en/my-account/limit-order/${expired.id}`,
      customerApi().on(limitOrders.get, () => expired),
    );
    expect(
      await screen.findByText('Expired. Set a new date to activate it again.'),
    ).toBeInTheDocument();
  });

  it('says when the limit order does not exist', async () => {
    renderPage(
      LimitOrderDetailPage,
      `/en/my-account/limit-order/${active.id}`,
      customerApi().on(limitOrders.get, () => apiError('limit_order_not_found', 404)),
    );
    expect(await screen.findByText('This limit order was not found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to the limit orders' })).toBeInTheDocument(),
    );
  });
});
