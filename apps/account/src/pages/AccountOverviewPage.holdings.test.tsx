import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@shop/api-client';
import { renderPage, sampleCustomer, setSession, type ApiCall } from '../test/render-page';
import { risenPrices, sampleDeposit } from '../test/sample-deposit';
import { paidPurchase, requestedSale } from '../test/sample-orders';
import AccountOverviewPage from './AccountOverviewPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const goldPurchase: Order = {
  ...paidPurchase,
  orderState: 'Complete',
  lineItems: [{ ...paidPurchase.lineItems[0]!, preciousMetal: 'gold', fineWeightGrams: 31.1035 }],
};

describe('AccountOverviewPage holdings', () => {
  it('shows value, cost and gain per metal, what is held where, the deposit and sell-backs', async () => {
    renderPage(AccountOverviewPage, '/en/my-account', ({ path }: ApiCall) => {
      if (path === '/orders') return [requestedSale, goldPurchase];
      if (path === '/deposits') return [sampleDeposit];
      if (path === '/prices/products') return risenPrices('2026-11-23T15:00:00.000Z');
      return sampleCustomer;
    });
    const items = await screen.findByRole('table', { name: 'What you hold' });
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
    expect(screen.getByText(/Deposit AT-1000042: 1 position, worth €5,200.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026-000043' })).toBeInTheDocument();
  });

  it('says when nothing is held and offers to open a deposit', async () => {
    const user = userEvent.setup();
    const { openModal } = renderPage(
      AccountOverviewPage,
      '/my-account/kundenkonto',
      ({ path }: ApiCall) => {
        if (path === '/orders' || path === '/deposits') return [];
        return sampleCustomer;
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Sie besitzen bei uns noch kein Edelmetall.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sie haben uns noch nichts verkauft.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Depot eröffnen' }));
    expect(openModal()).toBe('deposit');
  });
});
