import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceKeys } from '@shop/api-client/react';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import { makeCart } from '@shop/api-client/test-support';
import {
  depositWithIncoming,
  emptyDeposit,
  risenPrices,
  sampleDeposit,
} from '../test/sample-deposit';
import DepositPage from './DepositPage';

jest.mock('@shop/ui/chart-canvas', () =>
  jest
    .requireActual('@shop/test-kit/chart-canvas')
    .fakeChartCanvas({ testId: 'deposit-canvas', points: 'amounts' }),
);

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

/** GET /deposits/history as the API answers it: its last point is the valuation of the time. */
const history = (timespan: string, last: { timestamp: string; centAmount: number }) => ({
  timespan,
  currency: 'EUR',
  points: [{ timestamp: '2026-11-04T00:00:00.000Z', centAmount: 416_000 }, last],
});

const fact = (label: string) => {
  const facts = screen.getByLabelText(/Depot im Überblick|Deposit at a glance/);
  return within(facts).getByText(label).nextElementSibling as HTMLElement;
};

describe('DepositPage', () => {
  it('shows number, open date, values, difference and positions, revalued when prices change', async () => {
    let sell = 240_000;
    let recalculatedAt = '2026-11-23T15:00:00.000Z';
    const { queryClient, callsTo } = renderPage(
      DepositPage,
      '/en/my-account/deposit',
      ({ path, query }: ApiCall) => {
        if (path === '/deposits') return [sampleDeposit];
        if (path === '/prices/products') {
          const prices = risenPrices(recalculatedAt);
          prices.products[0]!.prices[1]!.centAmount = sell;
          return prices;
        }
        if (path === '/deposits/history')
          return history(query.get('timespan')!, {
            timestamp: recalculatedAt,
            centAmount: sell * 2,
          });
        return sampleCustomer;
      },
    );
    expect(await screen.findByText('AT-1000042')).toBeInTheDocument();
    expect(fact('Open date')).toHaveTextContent('02/11/2026');
    expect(fact('Opening value')).toHaveTextContent('€5,000.00');
    await screen.findByText(/Valued at our buy-back prices of 23\/11\/2026/);
    expect(fact('Current value')).toHaveTextContent('€4,800.00');
    expect(fact('Difference')).toHaveTextContent('-€200.00 (-4.00%)');
    const positions = screen.getByRole('table', { name: 'Positions' });
    const row = within(positions)
      .getByRole('rowheader', { name: 'Krugerrand 1 ounce' })
      .closest('tr')!;
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/en/product/krugerrand-1-ounce');
    expect(row).toHaveTextContent('262.21 g€5,000.00€2,400.00€4,800.00');

    // The price socket's RecalculationProcessFinished refetches every price query.
    sell = 260_000;
    recalculatedAt = '2026-11-23T15:01:00.000Z';
    await act(() => queryClient.invalidateQueries({ queryKey: priceKeys.all }));
    await waitFor(() => expect(fact('Current value')).toHaveTextContent('€5,200.00'));
    expect(fact('Difference')).toHaveTextContent('+€200.00 (+4.00%)');
    expect(callsTo('GET /deposits')).toHaveLength(1);

    // The chart as the API computes it, asked again for the new valuation: it ends at the value shown.
    const canvas = await screen.findByTestId('deposit-canvas');
    await waitFor(() => expect(canvas).toHaveAttribute('data-points', '416000,520000'));
    expect(canvas).toHaveAttribute('data-timespan', '6m');
    expect(callsTo('GET /deposits/history').at(-1)?.query.get('timespan')).toBe('6m');
    await userEvent.setup().click(screen.getByRole('radio', { name: '1 year' }));
    expect(await screen.findByTestId('deposit-canvas')).toHaveAttribute('data-timespan', '1y');
    expect(callsTo('GET /deposits/history').at(-1)?.query.get('timespan')).toBe('1y');
  });

  it('offers to open a deposit when there is none, through the Deposit modal', async () => {
    const user = userEvent.setup();
    const { openModal } = renderPage(
      DepositPage,
      '/my-account/kundenkonto/depotverwaltung',
      ({ path }: ApiCall) => (path === '/deposits' ? [] : sampleCustomer),
    );
    expect(
      await screen.findByRole('heading', { name: 'Sie haben noch kein Depot.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Depot eröffnen' }));
    expect(openModal()).toBe('deposit');
  });

  it('points an empty deposit to the shop', async () => {
    renderPage(DepositPage, '/my-account/kundenkonto/depotverwaltung', ({ path }: ApiCall) =>
      path === '/deposits' ? [emptyDeposit] : sampleCustomer,
    );
    expect(await screen.findByRole('heading', { name: 'Ihr Depot ist leer.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Für Ihr Depot kaufen' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(fact('Differenz')).toHaveTextContent(/^€\s0,00$/);
  });

  it('says the deposit could not be loaded, with a retry', async () => {
    renderPage(DepositPage, '/en/my-account/deposit', ({ path }: ApiCall) =>
      path === '/deposits' ? apiError('repository_unavailable', 503) : sampleCustomer,
    );
    expect(
      await screen.findByText('Your deposit could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a purchase on its way apart, with its order, and not in the value (issue 22)', async () => {
    renderPage(DepositPage, '/my-account/kundenkonto/depotverwaltung', ({ path }: ApiCall) =>
      path === '/deposits' ? [depositWithIncoming] : sampleCustomer,
    );
    const onItsWay = await screen.findByRole('table', { name: 'Unterwegs' });
    expect(
      screen.getByText(
        'In Ihr Depot gekauft und noch nicht bezahlt: zählt zum Wert, sobald Ihre Zahlung eingegangen ist.',
      ),
    ).toBeInTheDocument();
    const row = within(onItsWay)
      .getByRole('rowheader', { name: 'Maple Leaf 1 Unze' })
      .closest('tr')!;
    expect(row).toHaveTextContent('3');
    expect(within(row).getByRole('link', { name: '2026-000007' })).toHaveAttribute(
      'href',
      '/my-account/kundenkonto/bestelluebersicht/o-7',
    );
    // Only the Krugerrands held count: value and positions are those of the sample deposit.
    expect(fact('Aktueller Wert')).toHaveTextContent('4.800,00');
    const positions = screen.getByRole('table', { name: 'Positionen' });
    expect(within(positions).queryByText('Maple Leaf 1 Unze')).not.toBeInTheDocument();
    expect(
      within(positions).getByRole('button', { name: 'Krugerrand 1 Unze aus dem Depot verkaufen' }),
    ).toHaveTextContent('Verkaufen');
  });

  it('sells a position: the sell cart gets the units held, delivered from the deposit (issue 22)', async () => {
    const sellCart = makeCart({ transactionType: 'sell', locale: 'en-GB' });
    const { callsTo, getByTestId } = renderPage(
      DepositPage,
      '/en/my-account/deposit',
      ({ method, path }: ApiCall) => {
        if (path === '/deposits') return [depositWithIncoming];
        if (path === '/carts') return method === 'POST' ? sellCart : [];
        if (path === `/carts/${sellCart.id}/line-items`) return { ...sellCart, version: 2 };
        if (path === '/orders/shipping-methods')
          return [
            {
              id: 'm-deposit',
              key: 'deposit',
              price: { centAmount: 0, currency: 'EUR' },
              freeFrom: null,
              transactionTypes: ['buy', 'sell'],
              prices: [],
            },
          ];
        if (path === `/carts/${sellCart.id}`) return { ...sellCart, id: 'replacement', version: 1 };
        return sampleCustomer;
      },
    );
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Sell Krugerrand 1 ounce from the deposit' }),
      );
    await waitFor(() => expect(getByTestId('location')).toHaveTextContent('/en/cart?type=sell'));
    expect(callsTo('POST /carts')[0]!.body).toMatchObject({ transactionType: 'sell' });
    expect(callsTo(`PUT /carts/${sellCart.id}/line-items`)[0]!.body).toEqual({
      sku: 'CGO-KRU-1OZ',
      quantity: 2,
      version: 1,
    });
    expect(callsTo(`PUT /carts/${sellCart.id}`)[0]!.body).toEqual({
      shippingMethodId: 'm-deposit',
      version: 2,
    });
    expect(await screen.findByRole('table', { name: 'On its way' })).toBeInTheDocument();
  });

  it('says when the sale could not be prepared, and stays on the page', async () => {
    const { notificationTitles: notifications, getByTestId } = renderPage(
      DepositPage,
      '/my-account/kundenkonto/depotverwaltung',
      ({ path }: ApiCall) => {
        if (path === '/deposits') return [sampleDeposit];
        if (path === '/carts') return apiError('repository_unavailable', 503);
        return sampleCustomer;
      },
    );
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Krugerrand 1 Unze aus dem Depot verkaufen' }),
      );
    await waitFor(() =>
      expect(notifications()).toEqual([
        'Der Verkauf konnte nicht vorbereitet werden. Bitte versuchen Sie es später erneut.',
      ]),
    );
    expect(getByTestId('location')).toHaveTextContent('/my-account/kundenkonto/depotverwaltung');
    expect(screen.queryByRole('table', { name: 'Unterwegs' })).not.toBeInTheDocument();
  });
});
