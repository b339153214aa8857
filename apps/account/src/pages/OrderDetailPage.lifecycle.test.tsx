import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@shop/api-client/contract';
import { apiError, fakeApi, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import type { Order } from '@shop/api-client';
import { sampleCustomer } from '../test/sample-customer';
import { paidPurchase, requestedSale } from '../test/sample-orders';
import OrderDetailPage from './OrderDetailPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

const trackingUrl =
  'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557';
const shippedPurchase: Order = {
  ...paidPurchase,
  timeline: [
    ...paidPurchase.timeline,
    {
      event: 'shipped',
      at: '2026-11-21T13:05:00.000Z',
      details: { carrier: 'dhl', trackingNumber: '00340434161094042557', trackingUrl },
    },
  ],
  trackingUrl,
};

function open(order: Order, path: string) {
  return renderPage(OrderDetailPage, `${path}/${order.id}`, ({ path: called }: ApiCall) =>
    called.startsWith('/orders/') ? order : sampleCustomer,
  );
}

describe('OrderDetailPage: what happened to the order', () => {
  it('lists the timeline with dates in the store format and links the parcel, in English', async () => {
    open(shippedPurchase, '/en/my-account/orders');
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(
      entries.map((entry) => entry.querySelector('.account-timeline__event')?.textContent),
    ).toEqual(['Order placed', 'Payment received', 'Shipped']);
    expect(entries[0]).toHaveTextContent('19/11/2026');
    expect(entries[1]).toHaveTextContent('Paid on 20/11/2026.');
    expect(entries[2]).toHaveTextContent('With DHL, tracking number 00340434161094042557.');
    expect(within(entries[2]!).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      trackingUrl,
    );
    expect(screen.getAllByRole('link', { name: 'Track your parcel' })).toHaveLength(2);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents).getByRole('link', { name: 'Invoice AT-RE-2026-000017' }),
    ).toHaveAttribute(
      'href',
      `/api/orders/${paidPurchase.id}/documents/4f5e6d7c-8b9a-4c0d-9e1f-2a3b4c5d6e01.pdf`,
    );
    expect(documents).toHaveTextContent('20/11/2026');
  });

  it('says the same in German, and a cancellation with its reason', async () => {
    open(
      {
        ...paidPurchase,
        orderState: 'Cancelled',
        paymentState: 'Pending',
        paymentDate: null,
        timeline: [
          paidPurchase.timeline[0]!,
          {
            event: 'cancelled',
            at: '2026-11-22T08:00:00.000Z',
            details: { reason: 'Nicht bezahlt' },
          },
        ],
      },
      '/my-account/kundenkonto/bestelluebersicht',
    );
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    expect(within(history).getByText('Bestellung aufgegeben')).toBeInTheDocument();
    expect(within(history).getByText('Storniert')).toBeInTheDocument();
    expect(within(history).getByText('Grund: Nicht bezahlt')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sendung verfolgen' })).not.toBeInTheDocument();
  });
});

const customerApi = () => fakeApi().on('GET /customers/me', () => sampleCustomer);

describe('OrderDetailPage: what the customer may do', () => {
  const unpaid: Order = {
    ...paidPurchase,
    orderState: 'Open',
    paymentState: 'Pending',
    paymentDate: null,
    timeline: [paidPurchase.timeline[0]!],
    allowedCustomerActions: ['cancel'],
  };

  it('cancels an unpaid order after the customer confirmed it, and shows the outcome', async () => {
    const user = userEvent.setup();
    const cancelled: Order = {
      ...unpaid,
      orderState: 'Cancelled',
      allowedCustomerActions: [],
      timeline: [
        ...unpaid.timeline,
        { event: 'cancelled', at: '2026-11-20T08:00:00.000Z', details: {} },
      ],
    };
    const api = customerApi()
      .on(endpoints.orders.get, () => unpaid)
      .on(endpoints.orders.cancel, ({ params }) =>
        params.id === unpaid.id ? cancelled : apiError('order_not_found', 404),
      );
    renderPage(OrderDetailPage, `/en/my-account/orders/${unpaid.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(/The order 2026-000042 will be cancelled/);
    expect(api.callsTo(endpoints.orders.cancel)).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Your order has been cancelled.')).toBeInTheDocument();
    expect(api.callsTo(endpoints.orders.cancel)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Order details')).getByText('Cancelled'),
    ).toBeInTheDocument();
  });

  it('says in German why a cancellation failed and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const api = customerApi()
      .on(endpoints.orders.get, () => unpaid)
      .on(endpoints.orders.cancel, () => apiError('cancellation_not_allowed', 409));
    renderPage(OrderDetailPage, `/my-account/kundenkonto/bestelluebersicht/${unpaid.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
    await user.click(screen.getByRole('button', { name: 'Ja, Bestellung stornieren' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Bestellung kann nicht mehr storniert werden: Sie ist bezahlt, abgeschlossen oder bereits storniert.',
    );
  });

  const euro = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });
  const [coin] = requestedSale.lineItems;
  const offered: Order = {
    ...requestedSale,
    timeline: [
      ...requestedSale.timeline,
      { event: 'goodsReceived', at: '2026-11-22T09:00:00.000Z', details: {} },
      {
        event: 'assayed',
        at: '2026-11-22T10:00:00.000Z',
        details: { payout: euro(228_000), offerPending: true },
      },
    ],
    settlement: {
      lines: [
        {
          lineId: coin!.id,
          received: true,
          weightGrams: 33.1,
          fineness: 916.7,
          orderedPayout: euro(240_000),
          payout: euro(228_000),
          reason: 'Scratched: collector value lost',
        },
      ],
      payout: euro(228_000),
      offerPending: true,
    },
    allowedCustomerActions: ['acceptOffer', 'declineOffer'],
  };

  it('shows the final offer per line with its reason and accepts it', async () => {
    const user = userEvent.setup();
    const accepted: Order = {
      ...offered,
      orderState: 'Accepted',
      settlement: { ...offered.settlement!, offerPending: false },
      allowedCustomerActions: [],
    };
    const api = customerApi()
      .on(endpoints.orders.get, () => offered)
      .on(endpoints.orders.offer, ({ body }) =>
        body.decision === 'accept' ? accepted : apiError('transition_not_allowed', 409),
      );
    renderPage(OrderDetailPage, `/en/my-account/orders/${offered.id}`, api);
    const table = await screen.findByRole('table', { name: 'Payout per item after the assay' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Krugerrand 1 ounce');
    expect(row).toHaveTextContent('€2,400.00');
    expect(row).toHaveTextContent('€2,280.00');
    expect(row).toHaveTextContent('Scratched: collector value lost');
    expect(screen.getByText('Payout after the assay: €2,280.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(
      await screen.findByText(
        'Thank you: you have accepted our offer. We will send the payout shortly.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(endpoints.orders.offer)[0]!.body).toEqual({ decision: 'accept' });
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).not.toBeInTheDocument();
  });

  it('declines the offer only after the customer confirmed it, in German', async () => {
    const user = userEvent.setup();
    const declined: Order = {
      ...offered,
      orderState: 'Cancelled',
      settlement: { ...offered.settlement!, offerPending: false },
      allowedCustomerActions: [],
    };
    const api = customerApi()
      .on(endpoints.orders.get, () => offered)
      .on(endpoints.orders.offer, () => declined);
    renderPage(OrderDetailPage, `/my-account/kundenkonto/bestelluebersicht/${offered.id}`, api);
    await user.click(await screen.findByRole('button', { name: 'Angebot ablehnen' }));
    expect(
      screen.getByRole('dialog', { name: 'Endgültiges Angebot ablehnen?' }),
    ).toBeInTheDocument();
    expect(api.callsTo(endpoints.orders.offer)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja, ablehnen' }));
    expect(
      await screen.findByText(
        'Sie haben unser Angebot abgelehnt. Wir senden Ihnen die Ware zurück.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(endpoints.orders.offer)[0]!.body).toEqual({ decision: 'decline' });
  });
});
