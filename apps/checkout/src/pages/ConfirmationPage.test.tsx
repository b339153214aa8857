import { screen } from '@testing-library/react';
import type { Order } from '@shop/api-client';
import ConfirmationPage from './ConfirmationPage';
import { orderOf, reviewCart } from '../test/order-fixtures';
import { renderCheckout, reply, type ApiCall } from '../test/render-checkout';

const branch = {
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'wien-innere-stadt',
  name: { de: 'Wien Innere Stadt', en: 'Vienna city centre' },
  store: 'at',
  city: 'Wien',
  streetAddress: 'Graben 1',
  zipCode: '1010',
  country: 'AT',
  coordinates_lat: 48.2,
  coordinates_long: 16.37,
  timeZone: 'Europe/Vienna',
  phone: null,
  openingHours: [],
};

function ordersApi(order: Order) {
  return (call: ApiCall): unknown => {
    const route = `${call.method} ${call.path}`;
    if (route === `GET /orders/${order.id}`) return order;
    if (route === 'GET /branches') return [branch];
    return reply(404, {
      name: 'NotFoundError',
      message: 'no',
      code: 'order_not_found',
      statusCode: 404,
    });
  };
}

describe('confirmation page', () => {
  it('shows the order number, the total, the bank transfer and the mail in German', async () => {
    const order = orderOf(reviewCart);
    const page = renderCheckout(
      ConfirmationPage,
      `/checkout/buy/bestaetigung?order=${order.id}`,
      ordersApi(order),
    );
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2026-000042')).toBeInTheDocument();
    expect(screen.getAllByText(/5\.019,90/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Verwendungszweck 2026-000042/)).toBeInTheDocument();
    expect(
      screen.getByText('Wir haben Ihnen eine Bestätigung an gast@example.at gesendet.'),
    ).toBeInTheDocument();
    expect(page.callsTo(`GET /orders/${order.id}`)).toHaveLength(1);
  });

  it('tells a cash pick-up in English where to go and to bring an ID', async () => {
    const order = orderOf(reviewCart, {
      paymentMethod: 'cashInStore',
      pickupBranchId: branch.id,
      shippingInfo: { methodKey: 'pickup', price: { centAmount: 0, currency: 'EUR' } },
    });
    renderCheckout(
      ConfirmationPage,
      `/en/checkout/buy/confirmation?order=${order.id}`,
      ordersApi(order),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Vienna city centre, Graben 1, 1010 Wien/)).toBeInTheDocument();
    expect(screen.getByText(/bring an official photo ID/)).toBeInTheDocument();
    expect(screen.queryByText(/transfer/)).not.toBeInTheDocument();
    expect(
      screen.getByText('We have sent a confirmation e-mail to gast@example.at.'),
    ).toBeInTheDocument();
  });

  it('tells a seller in English to send the metal and where the payout goes', async () => {
    const order = orderOf(reviewCart, {
      transactionType: 'sell',
      payoutBankDetails: {
        kind: 'iban',
        accountOwner: 'Anna Gruber',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
      },
    });
    renderCheckout(
      ConfirmationPage,
      `/en/checkout/sell/confirmation?order=${order.id}`,
      ordersApi(order),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your sale' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Send or bring the metal to us/)).toBeInTheDocument();
    expect(
      screen.getByText('The payout goes to Anna Gruber, AT611904300234573201.'),
    ).toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    renderCheckout(
      ConfirmationPage,
      '/checkout/buy/bestaetigung?order=5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b99',
      ordersApi(orderOf(reviewCart)),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
