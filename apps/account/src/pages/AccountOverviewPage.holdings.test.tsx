import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityAlert, LimitOrder, Order, PriceAlert } from '@shop/api-client';
import { renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import { depositWithIncoming, risenPrices } from '../test/sample-deposit';
import { paidPurchase, requestedSale } from '../test/sample-orders';
import AccountOverviewPage from './AccountOverviewPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const goldPurchase: Order = {
  ...paidPurchase,
  orderState: 'Complete',
  lineItems: [{ ...paidPurchase.lineItems[0]!, preciousMetal: 'gold', fineWeightGrams: 31.1035 }],
};

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
const product = {
  sku: 'CGO-KRU-1OZ',
  productId: 'p1',
  name: { de: 'Krugerrand 1 Unze', en: 'Krugerrand 1 ounce' },
  slug: { de: 'krugerrand-1-unze', en: 'krugerrand-1-ounce' },
  published: true,
};
const limitOrder = (number: string, status: LimitOrder['status']): LimitOrder => ({
  id: `lo-${number}`,
  number,
  store: 'at',
  locale: 'en-GB',
  product,
  type: 'buy',
  quantity: 3,
  targetUnitPrice: eur(240_000),
  currentUnitPrice: eur(250_000),
  expiresAt: '2026-12-31T12:00:00.000Z',
  status,
  inactiveReason: null,
  payoutBankDetails: null,
  orderId: null,
  executedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const priceAlert: PriceAlert = {
  id: 'pa-1',
  product,
  type: 'sell',
  targetUnitPrice: eur(270_000),
  currentUnitPrice: eur(260_000),
  triggeredAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const availabilityAlert: AvailabilityAlert = {
  id: 'aa-1',
  product: { ...product, name: { de: 'Britannia 1 Unze', en: 'Britannia 1 ounce' } },
  enabled: true,
  notifiedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('AccountOverviewPage holdings', () => {
  it('shows value, cost and gain per metal, what is held where, the deposit and sell-backs', async () => {
    renderPage(AccountOverviewPage, '/en/my-account', ({ path }: ApiCall) => {
      if (path === '/orders') return [requestedSale, goldPurchase];
      // A Maple Leaf bought into the deposit and not paid: no holding, no value (issue 22).
      if (path === '/deposits') return [depositWithIncoming];
      if (path === '/prices/products') return risenPrices('2026-11-23T15:00:00.000Z');
      if (path === '/limit-orders')
        return [limitOrder('LO-000001', 'Active'), limitOrder('LO-000002', 'Executed')];
      if (path === '/price-alerts')
        return [priceAlert, { ...priceAlert, id: 'pa-2', triggeredAt: '2026-11-21T00:00:00.000Z' }];
      if (path === '/availability-alerts')
        return [availabilityAlert, { ...availabilityAlert, id: 'aa-2', enabled: false }];
      return sampleCustomer;
    });
    // Customer, orders, deposit and live prices arrive one after the other.
    const items = await screen.findByRole('table', { name: 'What you hold' }, { timeout: 5_000 });
    const rows = within(items).getAllByRole('row').slice(1);
    // The deposit too is valued at the live buy-back price: 2 x 2,600.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Krugerrand 1 ounceIn your deposit2€5,000.00€5,200.00',
      // Of the two delivered, one was sold back; valued at the live buy-back price of 2,600.
      'Krugerrand 1 ounceDelivered (order 2026-000042)1€2,500.00€2,600.00',
    ]);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      `/en/my-account/orders/${goldPurchase.id}`,
    );
    const metals = screen.getByRole('table', { name: 'Gain or loss per metal' });
    expect(within(metals).getByRole('rowheader', { name: 'Gold' }).closest('tr')).toHaveTextContent(
      'Gold93.31 g€7,500.00€7,800.00+€300.00 (+4.00%)',
    );
    const summary = screen.getByLabelText('Holdings at a glance');
    expect(summary).toHaveTextContent('Current value€7,800.00');
    expect(
      screen.getByText(
        /Deposit AT-1000042: 1 position, worth €5,200.00 1 order is on its way to it, counted once paid\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026-000043' })).toBeInTheDocument();

    // Open limit orders (an executed one is no longer open) and the alerts still set.
    const open = await screen.findByRole('table', { name: 'Open limit orders' });
    expect(within(open).getByRole('link', { name: 'LO-000001' })).toHaveAttribute(
      'href',
      '/en/my-account/limit-order/lo-LO-000001',
    );
    expect(within(open).queryByText('LO-000002')).toBeNull();
    expect(
      await screen.findByText(
        'Krugerrand 1 ounce: when the sell price reaches €2,700.00 (now €2,600.00)',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Britannia 1 ounce: as soon as it is available again'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('1 ounce:')),
    ).toHaveLength(2);
  });

  it('says when nothing is held and offers to open a deposit', async () => {
    const user = userEvent.setup();
    const { openModal } = renderPage(
      AccountOverviewPage,
      '/my-account/kundenkonto',
      ({ path }: ApiCall) => (path === '/customers/me' ? sampleCustomer : []),
    );
    expect(
      await screen.findByRole('heading', { name: 'Sie besitzen bei uns noch kein Edelmetall.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sie haben uns noch nichts verkauft.')).toBeInTheDocument();
    expect(await screen.findByText('Sie haben keine offenen Limit-Orders.')).toBeInTheDocument();
    expect(await screen.findByText('Sie haben keine Alarme gesetzt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Depot eröffnen' }));
    expect(openModal()).toBe('deposit');
  });
});
