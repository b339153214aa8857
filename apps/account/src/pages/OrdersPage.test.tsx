import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import { paidPurchase, requestedSale } from '../test/sample-orders';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

describe('OrdersPage', () => {
  it('lists the orders with number, date, type, localized states and total, linking the detail', async () => {
    renderPage(OrdersPage, '/my-account/kundenkonto/bestelluebersicht', ({ path }: ApiCall) =>
      path === '/orders' ? [requestedSale, paidPurchase] : sampleCustomer,
    );
    const table = await screen.findByRole('table', {
      name: 'Ihre Bestellungen, die neueste zuerst',
    });
    const [, sale, purchase] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(sale!).getByRole('link', { name: '2026-000043' })).toHaveAttribute(
      'href',
      `/my-account/kundenkonto/bestelluebersicht/${requestedSale.id}`,
    );
    expect(within(sale!).getByText('Verkauf')).toBeInTheDocument();
    expect(within(sale!).getByText('Angefragt')).toBeInTheDocument();
    expect(within(sale!).getByText('Ausstehend')).toBeInTheDocument();
    expect(within(purchase!).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(purchase!).getByText('Kauf')).toBeInTheDocument();
    expect(within(purchase!).getByText('Bestätigt')).toBeInTheDocument();
    expect(within(purchase!).getByText('Bezahlt')).toBeInTheDocument();
    expect(within(purchase!).getByText(/5\.439,90/)).toBeInTheDocument();
  });

  it('shows the empty state with a way to the shop', async () => {
    renderPage(OrdersPage, '/en/my-account/orders', ({ path }: ApiCall) =>
      path === '/orders' ? [] : sampleCustomer,
    );
    expect(
      await screen.findByRole('heading', { name: 'You have not placed any orders yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the shop' })).toHaveAttribute('href', '/en/shop');
  });

  it('says the orders could not be loaded and loads them again on request', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderPage(OrdersPage, '/en/my-account/orders', ({ path }: ApiCall) => {
      if (path !== '/orders') return sampleCustomer;
      return failing ? apiError('repository_unavailable', 503) : [paidPurchase];
    });
    expect(
      await screen.findByText('Your orders could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '2026-000042' })).toBeInTheDocument();
  });
});

describe('OrderDetailPage', () => {
  it('shows every figure of the order in English', async () => {
    const { callsTo } = renderPage(
      OrderDetailPage,
      `/en/my-account/orders/${paidPurchase.id}`,
      ({ path }: ApiCall) => (path.startsWith('/orders/') ? paidPurchase : sampleCustomer),
    );
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
    expect(callsTo(`GET /orders/${paidPurchase.id}`)).toHaveLength(1);
    const facts = screen.getByLabelText('Order details');
    const fact = (label: string) =>
      within(facts).getByText(label).nextElementSibling as HTMLElement;
    expect(fact('Order number')).toHaveTextContent('2026-000042');
    expect(fact('Order date')).toHaveTextContent('19/11/2026');
    expect(fact('Payment date')).toHaveTextContent('20/11/2026');
    expect(fact('Order status')).toHaveTextContent('Confirmed');
    expect(fact('Payment status')).toHaveTextContent('Paid');
    expect(fact('Payment method')).toHaveTextContent('Bank transfer');
    expect(fact('Delivery method')).toHaveTextContent('Insured shipping');
    expect(fact('E-mail address')).toHaveTextContent('anna.gruber@example.at');

    const lines = screen.getByRole('table', { name: 'Items' });
    const row = (name: string) => within(lines).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Krugerrand 1 ounce')).toHaveTextContent(/2€2,500\.00€5,000\.00/);
    // On a phone the rows stack; each figure names its column, the total too (issue 23).
    expect(lines).toHaveClass('ui-table--stacked');
    expect(
      within(row('Krugerrand 1 ounce'))
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Quantity', 'Unit price', 'Total']);
    expect(row('Subtotal (net)')).toHaveTextContent('€5,350.00');
    expect(row('Tax')).toHaveTextContent('€70.00');
    expect(row('Shipping cost')).toHaveTextContent('€19.90');
    expect(row('Total')).toHaveTextContent('€5,439.90');
    expect(screen.getByText('Gruber Gold GmbH')).toBeInTheDocument();
  });

  it('shows the comment the customer wrote with the order, its line breaks kept', async () => {
    const comment = 'Please ring twice.\nThe parcel may go to the neighbour.';
    renderPage(OrderDetailPage, `/en/my-account/orders/${paidPurchase.id}`, ({ path }: ApiCall) =>
      path.startsWith('/orders/') ? { ...paidPurchase, comment } : sampleCustomer,
    );
    const heading = await screen.findByRole('heading', { name: 'Your comment' });
    expect(screen.getByRole('region', { name: 'Your comment' })).toContainElement(heading);
    expect(heading.nextElementSibling!.textContent).toBe(comment);
  });

  it('shows no comment section for an order without one, in German', async () => {
    renderPage(
      OrderDetailPage,
      `/my-account/kundenkonto/bestelluebersicht/${paidPurchase.id}`,
      ({ path }: ApiCall) => (path.startsWith('/orders/') ? paidPurchase : sampleCustomer),
    );
    expect(await screen.findByRole('heading', { name: 'Bestellung 2026-000042' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ihre Anmerkung' })).toBeNull();
  });

  it('names the margin scheme under a purchase with margin-scheme lines, in both languages', async () => {
    const numismatic = {
      ...paidPurchase.lineItems[0]!,
      sku: 'CGO-NUM-1',
      name: { de: 'Sammlermünze', en: 'Collector coin' },
      taxClass: 'margin' as const,
    };
    const purchase = { ...paidPurchase, lineItems: [...paidPurchase.lineItems, numismatic] };
    const show = (path: string, order = purchase) =>
      renderPage(OrderDetailPage, path, ({ path: called }: ApiCall) =>
        called.startsWith('/orders/') ? order : sampleCustomer,
      );
    show(`/en/my-account/orders/${paidPurchase.id}`);
    expect(
      await screen.findByText(
        'Items under the margin scheme (§ 24 UStG): the VAT they include is not shown separately.',
      ),
    ).toBeInTheDocument();
    cleanup();
    show(`/my-account/kundenkonto/bestelluebersicht/${paidPurchase.id}`);
    expect(
      await screen.findByText(
        'Differenzbesteuerte Artikel (§ 24 UStG): die enthaltene MwSt. wird nicht gesondert ausgewiesen.',
      ),
    ).toBeInTheDocument();
    cleanup();
    // Without such lines, and on a sale to the dealer, there is nothing to name.
    show(`/en/my-account/orders/${paidPurchase.id}`, paidPurchase);
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeVisible();
    expect(screen.queryByTestId('margin-scheme-note')).toBeNull();
    cleanup();
    show(`/en/my-account/orders/${requestedSale.id}`, {
      ...requestedSale,
      lineItems: [{ ...requestedSale.lineItems[0]!, taxClass: 'margin' }],
    });
    expect(await screen.findByRole('heading', { name: 'Order 2026-000043' })).toBeVisible();
    expect(screen.queryByTestId('margin-scheme-note')).toBeNull();
  });

  it('names a sale not paid out yet, cash in store and the store hand-over in German', async () => {
    renderPage(
      OrderDetailPage,
      `/my-account/kundenkonto/bestelluebersicht/${requestedSale.id}`,
      ({ path }: ApiCall) => (path.startsWith('/orders/') ? requestedSale : sampleCustomer),
    );
    expect(
      await screen.findByRole('heading', { name: 'Bestellung 2026-000043' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Noch nicht bezahlt')).toBeInTheDocument();
    expect(screen.getByText('Barzahlung in der Filiale')).toBeInTheDocument();
    expect(screen.getByText('In der Filiale abgeben oder lassen')).toBeInTheDocument();
    expect(screen.getByText('Angefragt')).toBeInTheDocument();
  });

  it('links a posted sale’s accompanying slip, in both languages, and none for a hand-over in store or a cancelled sale', async () => {
    const posted = {
      ...requestedSale,
      shippingInfo: {
        methodKey: 'insured-shipping' as const,
        price: { centAmount: 0, currency: 'EUR' as const },
      },
      receivingAddress: {
        name: 'Aurum & Argentum GmbH, Ankauf',
        streetAddress: 'Kärntner Straße 21',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
      },
    };
    const show = (path: string, order: typeof posted) =>
      renderPage(OrderDetailPage, path, ({ path: called }: ApiCall) =>
        called.startsWith('/orders/') ? order : sampleCustomer,
      );
    show(`/my-account/kundenkonto/bestelluebersicht/${posted.id}`, posted);
    expect(
      await screen.findByRole('link', { name: 'Begleitschein drucken (PDF)' }),
    ).toHaveAttribute('href', `/api/orders/${posted.id}/slip.pdf?languageTag=de-AT`);
    expect(screen.getByText(/Legen Sie den Begleitschein/)).toBeInTheDocument();
    cleanup();
    show(`/en/my-account/orders/${posted.id}`, posted);
    expect(
      await screen.findByRole('link', { name: 'Print accompanying slip (PDF)' }),
    ).toHaveAttribute('href', `/api/orders/${posted.id}/slip.pdf?languageTag=en-GB`);
    cleanup();
    show(`/en/my-account/orders/${posted.id}`, { ...posted, orderState: 'Cancelled' });
    await screen.findByRole('heading', { name: 'Order 2026-000043' });
    expect(screen.queryByRole('link', { name: /accompanying slip/ })).not.toBeInTheDocument();
    cleanup();
    // The sample sale is handed over in the store: no receiving address, nothing to post.
    show(`/en/my-account/orders/${requestedSale.id}`, requestedSale as typeof posted);
    await screen.findByRole('heading', { name: 'Order 2026-000043' });
    expect(screen.queryByRole('link', { name: /accompanying slip/ })).not.toBeInTheDocument();
  });

  it('names the account to pay into while the transfer is awaited, and a demo account as such', async () => {
    const awaited = {
      ...paidPurchase,
      orderState: 'Open' as const,
      paymentState: 'Pending' as const,
      paymentDate: null,
      dealerAccount: { ...paidPurchase.dealerAccount!, demo: true as const },
    };
    renderPage(
      OrderDetailPage,
      `/my-account/kundenkonto/bestelluebersicht/${awaited.id}`,
      ({ path }: ApiCall) => (path.startsWith('/orders/') ? awaited : sampleCustomer),
    );
    const details = await screen.findByLabelText('Unsere Bankverbindung');
    const field = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(field('IBAN')).toHaveTextContent('AT48 2011 1822 2121 9800');
    expect(field('BIC')).toHaveTextContent('GIBAATWWXXX');
    expect(field('Verwendungszweck')).toHaveTextContent('2026-000042');
    expect(screen.getByRole('alert')).toHaveTextContent('Demokonto – bitte nicht überweisen');
  });

  it('counts a scrap line in grams and coins in pieces, in both languages', async () => {
    const scrap = {
      ...requestedSale.lineItems[0]!,
      sku: 'SCRAP-AU-585',
      name: { de: 'Altgold 585', en: 'Scrap gold 585' },
      quantity: 20,
      isScrap: true,
    };
    // Old gold is weighed to a tenth of a gram (issue 23).
    const tenths = {
      ...scrap,
      sku: 'SCRAP-AU-750',
      name: { de: 'Altgold 750', en: 'Scrap gold 750' },
      quantity: 12.5,
    };
    const sale = { ...requestedSale, lineItems: [...requestedSale.lineItems, scrap, tenths] };
    const show = (path: string) =>
      renderPage(OrderDetailPage, path, ({ path: called }: ApiCall) =>
        called.startsWith('/orders/') ? sale : sampleCustomer,
      );
    const quantityOf = (name: string) =>
      screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    show(`/my-account/kundenkonto/bestelluebersicht/${sale.id}`);
    await screen.findByRole('heading', { name: 'Bestellung 2026-000043' });
    expect(quantityOf('Altgold 585')).toBe('20 g');
    expect(quantityOf('Altgold 750')).toBe('12,5 g');
    expect(quantityOf('Krugerrand 1 Unze')).toBe('1');
    cleanup();
    show(`/en/my-account/orders/${sale.id}`);
    await screen.findByRole('heading', { name: 'Order 2026-000043' });
    expect(quantityOf('Scrap gold 585')).toBe('20 g');
    expect(quantityOf('Scrap gold 750')).toBe('12.5 g');
  });

  it('names the account and reference to pay while the transfer is awaited, in English', async () => {
    const awaited = {
      ...paidPurchase,
      orderState: 'Open' as const,
      paymentState: 'Pending' as const,
      paymentDate: null,
      dealerAccount: { ...paidPurchase.dealerAccount!, demo: true as const },
    };
    renderPage(OrderDetailPage, `/en/my-account/orders/${awaited.id}`, ({ path }: ApiCall) =>
      path.startsWith('/orders/') ? awaited : sampleCustomer,
    );
    const details = await screen.findByLabelText('Our bank details');
    const field = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(field('IBAN')).toHaveTextContent('AT48 2011 1822 2121 9800');
    expect(field('Reference')).toHaveTextContent('2026-000042');
    expect(screen.getByRole('alert')).toHaveTextContent('Demo account — do not pay');
  });

  it('shows no bank details once the order is paid', async () => {
    renderPage(OrderDetailPage, `/en/my-account/orders/${paidPurchase.id}`, ({ path }: ApiCall) =>
      path.startsWith('/orders/') ? paidPurchase : sampleCustomer,
    );
    expect(await screen.findByRole('heading', { name: 'Order 2026-000042' })).toBeInTheDocument();
    expect(screen.queryByText('Our bank details')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("treats another customer's order as not found", async () => {
    renderPage(OrderDetailPage, `/en/my-account/orders/${paidPurchase.id}`, ({ path }: ApiCall) =>
      path.startsWith('/orders/') ? apiError('order_not_found', 404) : sampleCustomer,
    );
    expect(
      await screen.findByRole('heading', { name: 'This order was not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute(
      'href',
      '/en/my-account/orders',
    );
  });

  it('offers a retry when the order could not be loaded', async () => {
    renderPage(OrderDetailPage, `/en/my-account/orders/${paidPurchase.id}`, ({ path }: ApiCall) =>
      path.startsWith('/orders/') ? apiError('repository_unavailable', 503) : sampleCustomer,
    );
    expect(
      await screen.findByText('The order could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
