import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import { type StaffOrder } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { staffOrderOf, unpaidPurchase } from '../test/sample-orders';
import { OrderPage } from './OrderPage';

const { staffOrders } = endpoints;
const path = `/orders/${unpaidPurchase.id}`;

function openOrder(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>
    </IntlProvider>,
    path,
    api,
  );
}

const open = staffOrderOf(unpaidPurchase, ['paymentReceived', 'cancelled']);
const paid: StaffOrder = {
  ...open,
  order: {
    ...unpaidPurchase,
    orderState: 'Confirmed',
    paymentState: 'Paid',
    paymentDate: '2026-11-28T08:00:00.000Z',
    documents: [
      {
        id: '4f5e6d7c-8b9a-4c0d-9e1f-2a3b4c5d6e01',
        kind: 'invoice',
        number: 'AT-RE-2026-000017',
        issuedAt: '2026-11-28T08:01:00.000Z',
        url: `/staff/orders/${unpaidPurchase.id}/documents/4f5e6d7c-8b9a-4c0d-9e1f-2a3b4c5d6e01.pdf`,
      },
    ],
  },
  allowedEvents: ['shipped', 'cancelled'],
  payment: {
    reference: 'SEPA 4711',
    received: unpaidPurchase.totalGrossPrice,
    amountMismatch: false,
  },
  timeline: [
    ...open.timeline,
    {
      id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02',
      event: 'paymentReceived',
      at: '2026-11-28T08:01:00.000Z',
      actor: { kind: 'staff', id: '00000000-0000-4000-8000-0000000000a1', name: 'Olivia Owner' },
      details: { reference: 'SEPA 4711', paidAt: '2026-11-28T08:00:00.000Z' },
      orderState: 'Confirmed',
      paymentState: 'Paid',
      mailSentAt: null,
    },
  ],
};

describe('OrderPage', () => {
  it('shows the order’s lines, totals, addresses, comment, campaign, customer and timeline', async () => {
    openOrder(fakeApi().on(staffOrders.get, () => open));
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items' });
    expect(lines).toHaveTextContent('Krugerrand 1 ounce');
    expect(lines).toHaveTextContent('CGO-KRU-1OZ');
    expect(lines).toHaveTextContent('0%');
    expect(lines).toHaveTextContent('€5,019.90');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('Graben 1');
    const consents = screen.getByRole('region', { name: 'Consents and comment' });
    expect(consents).toHaveTextContent('Bitte vor 12 Uhr liefern.');
    expect(consents).toHaveTextContent('terms@2026-11-01T00:00:00.000Z');
    expect(consents).toHaveTextContent('privacy@2026-11-01T00:00:00.000Z');
    expect(screen.getByRole('region', { name: 'Campaign (UTM)' })).toHaveTextContent('newsletter');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'anna.gruber@example.at',
    );
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent(
      'No documents issued yet.',
    );
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Order placed');
    expect(timeline).toHaveTextContent('27/11/2026');
    expect(timeline).toHaveTextContent('by the customer');
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Payment received', 'Cancel order']);
  });

  it('records the payment in its dialog and shows the next steps the answer allows', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(staffOrders.get, () => open)
      .on(staffOrders.transition, ({ body }) =>
        body.event === 'paymentReceived' && body.amount.centAmount === 501_990 ? paid : open,
      );
    openOrder(api);
    await user.click(await screen.findByRole('button', { name: 'Payment received' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment received: order 2026-000042' });
    await user.type(within(dialog).getByLabelText(/Reference/), 'SEPA 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Recorded: Payment received.')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getByRole('button', { name: 'Shipped' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('by Olivia Owner');
    expect(screen.getByRole('region', { name: 'Payment and delivery' })).toHaveTextContent(
      'SEPA 4711',
    );
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', {
        name: 'Invoice AT-RE-2026-000017',
      }),
    ).toHaveAttribute(
      'href',
      `/api/staff/orders/${unpaidPurchase.id}/documents/4f5e6d7c-8b9a-4c0d-9e1f-2a3b4c5d6e01.pdf`,
    );
  });

  it('answers a step another member took first with the message and the order read again', async () => {
    const user = userEvent.setup();
    let current = open;
    const api = fakeApi()
      .on(staffOrders.get, () => current)
      .on(staffOrders.transition, () => {
        current = paid;
        return apiError('transition_not_allowed', 409);
      });
    openOrder(api, 'de');
    await user.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Grund/), 'Doppelt bestellt');
    await user.click(within(dialog).getByRole('button', { name: 'Bestellung stornieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Schritt ist im aktuellen Zustand der Bestellung nicht möglich.',
    );
    await waitFor(() => expect(api.callsTo(staffOrders.get)).toHaveLength(2));
    await user.keyboard('{Escape}');
    const steps = screen.getByRole('region', { name: 'Nächste Schritte' });
    expect(within(steps).getByRole('button', { name: 'Versandt' })).toBeInTheDocument();
  });

  it('says a member of another store may not open the order', async () => {
    openOrder(fakeApi().on(staffOrders.get, () => apiError('staff_store_not_allowed', 403)));
    expect(
      await screen.findByText('You do not have this permission for this store.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
