import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@shop/api-client/contract';
import { apiError, fakeApi, renderPage, setSession } from '@shop/test-kit';
import { paidPurchase } from '../test/sample-orders';
import OrderLookupPage from './OrderLookupPage';
import OrderOfferPage from './OrderOfferPage';

beforeEach(() => setSession('Anonymous'));
afterEach(() => setSession(null));

const { orders } = endpoints;

describe('OrderLookupPage', () => {
  it('finds a guest’s order with number, e-mail and the mailed code, in English', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(orders.lookupCode, () => null)
      .on(orders.lookup, ({ body }) =>
        body.code === '123456'
          ? {
              order: paidPurchase,
              lookupToken: 'token',
              lookupTokenExpiresAt: '2026-11-20T10:00:00.000Z',
            }
          : apiError('order_lookup_failed', 400),
      );
    renderPage(OrderLookupPage, '/en/find-order', api);
    await user.type(screen.getByLabelText(/Order number/), '2026-000042');
    await user.type(screen.getByLabelText(/E-mail address/), 'Anna.Gruber@example.at');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/we have sent a code to that address/)).toHaveTextContent(
      'anna.gruber@example.at',
    );
    expect(api.callsTo(orders.lookupCode)[0]!.body).toEqual({
      orderNumber: '2026-000042',
      email: 'anna.gruber@example.at',
    });
    await user.type(screen.getByLabelText(/Code from the e-mail/), '654321');
    await user.click(screen.getByRole('button', { name: 'Open the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired. Please request a new code.',
    );
    const code = screen.getByLabelText(/Code from the e-mail/);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Open the order' }));
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice AT-RE-2026-000017' })).toHaveAttribute(
      'href',
      `/api/orders/${paidPurchase.id}/documents/4f5e6d7c-8b9a-4c0d-9e1f-2a3b4c5d6e01.pdf?token=token`,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(api.callsTo(orders.lookup).at(-1)!.body).toEqual({
      orderNumber: '2026-000042',
      email: 'anna.gruber@example.at',
      code: '123456',
    });
  });

  it('checks the number and the e-mail before sending, in German', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPage(OrderLookupPage, '/bestellung-finden', api);
    await user.type(screen.getByLabelText(/Bestellnummer/), '42');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    expect(screen.getByLabelText(/Bestellnummer/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(orders.lookupCode)).toHaveLength(0);
  });
});

describe('OrderOfferPage', () => {
  it('answers the offer with the mail link’s key without the order’s session', async () => {
    const user = userEvent.setup();
    const accepted = {
      ...paidPurchase,
      transactionType: 'sell' as const,
      orderState: 'Accepted' as const,
    };
    const api = fakeApi()
      .on(orders.get, () => apiError('order_not_found', 404))
      .on(orders.offer, ({ query }) =>
        query.token === 'a'.repeat(64) ? accepted : apiError('unauthorized', 401),
      );
    renderPage(OrderOfferPage, `/en/offer/${paidPurchase.id}?offerToken=${'a'.repeat(64)}`, api);
    expect(
      await screen.findByText(/The payout per item is listed in our e-mail/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Your answer has been recorded.')).toBeInTheDocument();
    expect(api.callsTo(orders.offer)[0]!.body).toEqual({ decision: 'accept' });
    expect(screen.getByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
  });
});
