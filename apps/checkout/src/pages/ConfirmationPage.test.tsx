import { screen, within } from '@testing-library/react';
import type { Order } from '@shop/api-client';
import ConfirmationPage from './ConfirmationPage';
import { dealerAccount, orderOf, receivingAddress, reviewCart } from '../test/order-fixtures';
import { renderPage, reply, type ApiCall } from '@shop/test-kit';
import { makeBranch } from '@shop/api-client/test-support';

// Named as the seed names branches: the name itself says "Filiale" / "branch".
const branch = makeBranch({
  name: { de: 'Filiale Wien Innere Stadt', en: 'Vienna city centre branch' },
});

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
  it('shows the order number, the total, the bank details to transfer to and the mail in German', async () => {
    const order = orderOf(reviewCart);
    const page = renderPage(
      ConfirmationPage,
      `/checkout/buy/bestaetigung?order=${order.id}`,
      ordersApi(order),
    );
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bestellnummer').nextElementSibling).toHaveTextContent('2026-000042');
    expect(screen.getAllByText(/5\.019,90/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Verwendungszweck 2026-000042/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Unsere Bankverbindung' });
    const field = (term: string) =>
      within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Kontoinhaber')).toBe('Aurum & Argentum GmbH');
    expect(field('IBAN')).toBe('AT48 2011 1822 2121 9800');
    expect(field('BIC')).toBe('GIBAATWWXXX');
    expect(field('Betrag')).toMatch(/5\.019,90/);
    expect(field('Verwendungszweck')).toBe('2026-000042');
    expect(screen.queryByText(/Lichtbildausweis/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Wir haben Ihnen eine Bestätigung an gast@example.at gesendet.'),
    ).toBeInTheDocument();
    expect(page.callsTo(`GET /orders/${order.id}`)).toHaveLength(1);
    // The fixture's account is a configured one: no demo warning.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns in both languages when the account is a demo account', async () => {
    const order = orderOf(reviewCart, { dealerAccount: { ...dealerAccount, demo: true } });
    const de = renderPage(
      ConfirmationPage,
      `/checkout/buy/bestaetigung?order=${order.id}`,
      ordersApi(order),
    );
    const details = await screen.findByRole('region', { name: 'Unsere Bankverbindung' });
    expect(within(details).getByRole('alert')).toHaveTextContent(
      'Demokonto – bitte nicht überweisen',
    );
    expect(within(details).getByText('AT48 2011 1822 2121 9800')).toBeInTheDocument();
    de.unmount();
    renderPage(
      ConfirmationPage,
      `/en/checkout/buy/confirmation?order=${order.id}`,
      ordersApi(order),
    );
    const en = await screen.findByRole('region', { name: 'Our bank details' });
    expect(within(en).getByRole('alert')).toHaveTextContent(
      /Demo account — do not pay.*sample bank details of a demo shop/,
    );
  });

  it('tells a US buyer in English to wire to the account and routing number or send a check', async () => {
    const order = orderOf(reviewCart, {
      store: 'us',
      currency: 'USD',
      totalGrossPrice: { centAmount: 250_000, currency: 'USD' },
      dealerAccount: {
        kind: 'us',
        holder: 'Aurum & Argentum Inc.',
        bank: 'Chase Bank',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
    });
    renderPage(
      ConfirmationPage,
      `/en/checkout/buy/confirmation?order=${order.id}`,
      ordersApi(order),
    );
    const details = await screen.findByRole('region', { name: 'Our bank details' });
    const field = (term: string) =>
      within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Account number')).toBe('000123456789');
    expect(field('Routing number')).toBe('021000021');
    expect(field('Reference')).toBe('2026-000042');
    expect(within(details).queryByText('IBAN')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Please wire .* or send a check, quoting 2026-000042/),
    ).toBeInTheDocument();
  });

  it('tells a cash pick-up in English where to go and, above the threshold, to bring an ID', async () => {
    const order = orderOf(reviewCart, {
      paymentMethod: 'cashInStore',
      pickupBranchId: branch.id,
      shippingInfo: { methodKey: 'pickup', price: { centAmount: 0, currency: 'EUR' } },
      dealerAccount: null,
      cashIdentificationRequired: true,
    });
    renderPage(
      ConfirmationPage,
      `/en/checkout/buy/confirmation?order=${order.id}`,
      ordersApi(order),
    );
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Pick up your order and pay for it at: Vienna city centre branch, Graben 1, 1010 Wien.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/bring an official photo ID/)).toBeInTheDocument();
    expect(screen.queryByText(/transfer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our bank details' })).not.toBeInTheDocument();
    expect(
      screen.getByText('We have sent a confirmation e-mail to gast@example.at.'),
    ).toBeInTheDocument();
  });

  it('asks no ID in German for cash below the threshold, and shows no bank details', async () => {
    const order = orderOf(reviewCart, {
      paymentMethod: 'cashInStore',
      pickupBranchId: branch.id,
      shippingInfo: { methodKey: 'pickup', price: { centAmount: 0, currency: 'EUR' } },
      dealerAccount: null,
      cashIdentificationRequired: false,
    });
    renderPage(ConfirmationPage, `/checkout/buy/bestaetigung?order=${order.id}`, ordersApi(order));
    expect(
      await screen.findByText(
        'Holen Sie Ihre Bestellung hier ab und bezahlen Sie sie dort: Filiale Wien Innere Stadt, Graben 1, 1010 Wien.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Filiale Filiale/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Lichtbildausweis/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsere Bankverbindung' })).not.toBeInTheDocument();
  });

  it('asks for an ID in German when the cash order crossed the threshold', async () => {
    const order = orderOf(reviewCart, {
      paymentMethod: 'cashInStore',
      pickupBranchId: branch.id,
      shippingInfo: { methodKey: 'pickup', price: { centAmount: 0, currency: 'EUR' } },
      dealerAccount: null,
      cashIdentificationRequired: true,
    });
    renderPage(ConfirmationPage, `/checkout/buy/bestaetigung?order=${order.id}`, ordersApi(order));
    expect(await screen.findByText(/amtlichen Lichtbildausweis/)).toBeInTheDocument();
  });

  it('tells a seller in English to send the metal and where the payout goes', async () => {
    const order = orderOf(reviewCart, {
      transactionType: 'sell',
      dealerAccount: null,
      payoutBankDetails: {
        kind: 'iban',
        accountOwner: 'Anna Gruber',
        iban: 'AT611904300234573201',
        bic: 'BKAUATWW',
      },
    });
    renderPage(
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

  it('tells a seller in German where to post the goods, how, and what happens next', async () => {
    const order = orderOf(reviewCart, {
      transactionType: 'sell',
      dealerAccount: null,
      shippingInfo: { methodKey: 'insured-shipping', price: { centAmount: 0, currency: 'EUR' } },
      receivingAddress: { ...receivingAddress, demo: true },
    });
    renderPage(ConfirmationPage, `/checkout/sell/bestaetigung?order=${order.id}`, ordersApi(order));
    const send = await screen.findByRole('region', { name: 'So senden Sie uns die Ware' });
    expect(within(send).getByText('Kärntner Straße 21')).toBeInTheDocument();
    expect(within(send).getByText('1010 Wien')).toBeInTheDocument();
    expect(within(send).getByText('Österreich')).toBeInTheDocument();
    expect(within(send).getByText('Demoadresse – bitte nichts senden')).toBeInTheDocument();
    expect(within(send).getByText(/versichert zu ihrem vollen Wert/)).toBeInTheDocument();
    expect(within(send).getByText(/neutralen Karton/)).toBeInTheDocument();
    expect(within(send).getByText(/Auftragsnummer 2026-000042/)).toBeInTheDocument();
    expect(within(send).getByRole('heading', { name: 'So geht es weiter' })).toBeInTheDocument();
    // The slip is a link through the edge, in the page's language.
    expect(within(send).getByRole('link', { name: 'Begleitschein drucken (PDF)' })).toHaveAttribute(
      'href',
      `/api/orders/${order.id}/slip.pdf?languageTag=de-AT`,
    );
  });

  it('tells a seller in English where to post the goods, and a deposit sale that nothing is sent', async () => {
    const posted = orderOf(reviewCart, {
      transactionType: 'sell',
      dealerAccount: null,
      shippingInfo: { methodKey: 'shipping', price: { centAmount: 0, currency: 'EUR' } },
      receivingAddress,
    });
    const page = renderPage(
      ConfirmationPage,
      `/en/checkout/sell/confirmation?order=${posted.id}`,
      ordersApi(posted),
    );
    const send = await screen.findByRole('region', { name: 'How to send us the goods' });
    expect(within(send).getByText('Austria')).toBeInTheDocument();
    expect(within(send).getByText(/insured for their full value/)).toBeInTheDocument();
    expect(within(send).getByText(/order number 2026-000042/)).toBeInTheDocument();
    expect(within(send).queryByText(/Demo address/)).not.toBeInTheDocument();
    expect(
      within(send).getByRole('link', { name: 'Print accompanying slip (PDF)' }),
    ).toHaveAttribute('href', `/api/orders/${posted.id}/slip.pdf?languageTag=en-GB`);
    page.unmount();

    const fromDeposit = orderOf(reviewCart, {
      transactionType: 'sell',
      dealerAccount: null,
      shippingInfo: { methodKey: 'deposit', price: { centAmount: 0, currency: 'EUR' } },
    });
    renderPage(
      ConfirmationPage,
      `/en/checkout/sell/confirmation?order=${fromDeposit.id}`,
      ordersApi(fromDeposit),
    );
    expect(await screen.findByText(/Nothing needs to be sent/)).toBeInTheDocument();
    expect(screen.queryByText(/Send or bring the metal/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'How to send us the goods' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /accompanying slip/ })).not.toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    renderPage(
      ConfirmationPage,
      '/checkout/buy/bestaetigung?order=5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b99',
      ordersApi(orderOf(reviewCart)),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
