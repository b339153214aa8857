import { screen, within } from '@testing-library/react';
import { renderPage, setSession, type ApiCall } from '@shop/test-kit';
import type { Order } from '@shop/api-client';
import { sampleCustomer } from '../test/sample-customer';
import { paidPurchase } from '../test/sample-orders';
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
