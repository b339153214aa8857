import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, Customer, LimitOrder } from '@shop/api-client';
import { makeProduct, searchResponse, catalogApi } from '../test/fixtures';
import { renderPage, reply, setSession, type ApiHandler } from '@shop/test-kit';
import LimitOrderPage from './LimitOrderPage';

const product = makeProduct();
const placed: LimitOrder = {
  id: '5b0f2a7e-3c55-4b8e-9d3f-2f7c1a9e0b11',
  number: 'LO-000042',
  store: 'at',
  locale: 'en-GB',
  product: {
    sku: product.sku,
    productId: product.id,
    name: product.name,
    slug: product.slug,
    published: true,
  },
  type: 'buy',
  quantity: 2,
  targetUnitPrice: { centAmount: 300_000, currency: 'EUR' },
  currentUnitPrice: { centAmount: 310_012, currency: 'EUR' },
  expiresAt: '2099-12-31T17:00:00.000Z',
  status: 'Active',
  inactiveReason: null,
  payoutBankDetails: null,
  orderId: null,
  executedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const address = (id: string, overrides: Partial<Address> = {}): Address => ({
  id,
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Hauptstraße',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  phone: '+43 660 1234567',
  defaultShipping: false,
  defaultBilling: false,
  ...overrides,
});

const customerWith = (addresses: Address[]): Customer => ({
  id: 'c-1',
  email: 'anna.gruber@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Gruber',
  type: 'individual',
  phoneVerified: false,
  emailVerified: true,
  newsletterInterests: [],
  languageTag: 'en',
  addresses,
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
});

/** Both default marks on one saved address: nothing to ask. */
const readyCustomer = customerWith([
  address('a-1', { defaultShipping: true, defaultBilling: true }),
]);

/**
 * The product by slug, the signed-in customer (`customer`), PUT of an address (made default,
 * answered with the customer as updated); POST /limit-orders answered by `post`. `calls` lists
 * the writes in their order.
 */
function api(post: () => unknown = () => reply(201, placed), customer: Customer = readyCustomer) {
  const calls: string[] = [];
  const handler: ApiHandler = ({ url, method }) => {
    if (url.pathname === '/api/limit-orders' && method === 'POST') {
      calls.push('POST /limit-orders');
      return post();
    }
    if (url.pathname === '/api/customers/me') return customer;
    const put = /^\/api\/customers\/c-1\/address\/([\w-]+)$/.exec(url.pathname);
    if (put && method === 'PUT') {
      calls.push(`PUT address ${put[1]}`);
      return {
        ...customer,
        addresses: customer.addresses.map((a) =>
          a.id === put[1] ? { ...a, defaultShipping: true, defaultBilling: true } : a,
        ),
      };
    }
    return searchResponse([product]);
  };
  return { handler, calls };
}

afterEach(() => setSession(null));

describe('LimitOrderPage', () => {
  it('asks a guest to log in and come back', async () => {
    renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order',
      catalogApi(api().handler),
    );
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute(
      'href',
      `/en/login?returnTo=${encodeURIComponent('/en/product/vienna-philharmonic-1-oz-gold/limit-order')}`,
    );
    expect(screen.queryByRole('button', { name: 'Place limit order' })).not.toBeInTheDocument();
  });

  it('places a limit order prefilled from the link and links to it in the account', async () => {
    setSession('User');
    const { handler } = api();
    const page = renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order?type=buy&quantity=2&targetPrice=3000.00&expiresAt=2099-12-31T17:00:00.000Z',
      catalogApi(handler),
    );
    expect(await screen.findByLabelText(/Target unit price \(EUR\)/)).toHaveValue('3000.00');
    expect(screen.getByLabelText(/Quantity/)).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place limit order' }));
    expect(
      await screen.findByText('Your limit order LO-000042 has been placed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View it in your account' })).toHaveAttribute(
      'href',
      `/en/my-account/limit-order/${placed.id}`,
    );
    const post = page.requests.find((r) => r.pathname === '/api/limit-orders')!;
    expect(post.searchParams.get('languageTag')).toBe('en');
  });

  it('checks the fields before sending (German)', async () => {
    setSession('User');
    const { handler } = api();
    const page = renderPage(
      LimitOrderPage,
      '/produkt/wiener-philharmoniker-1-oz-gold/limit-order?type=sell',
      catalogApi(handler),
    );
    const target = await screen.findByLabelText(/Ziel-Stückpreis \(EUR\)/);
    await userEvent.type(target, '600000');
    const expiry = screen.getByLabelText(/Gültig bis/);
    await userEvent.clear(expiry);
    await userEvent.click(screen.getByRole('button', { name: 'Limit-Order erteilen' }));
    expect(
      await screen.findByText('Der Zielpreis darf höchstens 500.000 betragen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.'),
    ).toBeInTheDocument();
    // Sell: the payout account is asked for.
    expect(
      screen.getByRole('group', { name: 'Bankverbindung für die Auszahlung' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Dieses Feld ist erforderlich.').length).toBeGreaterThanOrEqual(3);
    expect(page.requests.some((r) => r.pathname === '/api/limit-orders')).toBe(false);
  });

  it("shows the API's refusal beside the form", async () => {
    setSession('User');
    const { handler } = api(() =>
      reply(400, {
        name: 'OperationNotValidError',
        code: 'limit_order_address_missing',
        message: 'x',
        statusCode: 400,
      }),
    );
    renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order',
      catalogApi(handler),
    );
    await userEvent.type(await screen.findByLabelText(/Target unit price/), '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Place limit order' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Please save a default shipping and billing address in your account before placing a limit order.',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('asks for the code of the app when the API wants it for the payout account (issue 26)', async () => {
    setSession('User');
    const refusal = (code: string) =>
      reply(400, { name: 'OperationNotValidError', code, message: code, statusCode: 400 });
    const answers = [refusal('second_factor_required'), refusal('second_factor_invalid')];
    const { handler } = api(() => answers.shift() ?? reply(201, { ...placed, type: 'sell' }));
    const page = renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order?type=sell',
      catalogApi(handler),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Target unit price/), '3500');
    await user.type(screen.getByLabelText(/^Account owner/), 'Anna Gruber');
    await user.type(screen.getByLabelText(/^IBAN/), 'AT61 1904 3002 3457 3201');
    await user.type(screen.getByLabelText(/^BIC/), 'BKAUATWW');
    await user.click(screen.getByRole('button', { name: 'Place limit order' }));
    const code = await screen.findByLabelText(
      /^Code from your authenticator app or a recovery code/,
    );
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Place limit order' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is incorrect or has already been used.'),
    );
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Place limit order' }));
    expect(
      await screen.findByText('Your limit order LO-000042 has been placed.'),
    ).toBeInTheDocument();
    const bodies = page.callsTo('POST /limit-orders').map((c) => c.body as Record<string, unknown>);
    expect(bodies.map(({ otp }) => otp)).toEqual([undefined, '123456', '654321']);
    expect(bodies[2]).toMatchObject({
      type: 'sell',
      payoutBankDetails: {
        kind: 'iban',
        iban: 'AT611904300234573201',
        accountOwner: 'Anna Gruber',
      },
    });
  });

  // Issue 23: the form said nothing about an expiry in 2020 or a target the market already
  // reaches until it was submitted. Now each is said on leaving the field (the current buy price
  // of the fixture is 3,100.12 EUR, the sell price 2,976.12 EUR).
  describe('says what the API would refuse while the customer fills it in', () => {
    it('an expiry in the past, on leaving the field (German)', async () => {
      setSession('User');
      const { handler, calls } = api();
      renderPage(
        LimitOrderPage,
        '/produkt/wiener-philharmoniker-1-oz-gold/limit-order',
        catalogApi(handler),
      );
      const expiry = await screen.findByLabelText(/Gültig bis/);
      await userEvent.clear(expiry);
      await userEvent.type(expiry, '2020-06-01T12:00');
      await userEvent.tab();
      expect(
        await screen.findByText('Bitte wählen Sie ein Datum und eine Uhrzeit in der Zukunft.'),
      ).toBeInTheDocument();
      expect(expiry).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual([]);
    });

    it('a buy target above the current price, and clears it once below (English)', async () => {
      setSession('User');
      const { handler, calls } = api();
      renderPage(
        LimitOrderPage,
        '/en/product/vienna-philharmonic-1-oz-gold/limit-order',
        catalogApi(handler),
      );
      await screen.findByText(/3,100\.12/);
      const target = screen.getByLabelText(/Target unit price \(EUR\)/);
      await userEvent.type(target, '3200');
      await userEvent.tab();
      const said =
        'The current price is already at or below this target, so the order would be executed at once. Please enter a target below the current unit price, or buy the product directly.';
      expect(await screen.findByText(said)).toBeInTheDocument();
      // From then on it follows every keystroke.
      await userEvent.clear(target);
      await userEvent.type(target, '3000');
      await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
      expect(calls).toEqual([]);
    });

    it('a sell target below the current price (German)', async () => {
      setSession('User');
      const { handler } = api();
      renderPage(
        LimitOrderPage,
        '/produkt/wiener-philharmoniker-1-oz-gold/limit-order?type=sell',
        catalogApi(handler),
      );
      await screen.findByText(/2\.976,12/);
      await userEvent.type(screen.getByLabelText(/Ziel-Stückpreis \(EUR\)/), '2900,00');
      await userEvent.tab();
      expect(
        await screen.findByText(
          'Der aktuelle Preis liegt bereits auf oder über diesem Ziel, die Order würde sofort ausgeführt. Bitte geben Sie ein Ziel über dem aktuellen Stückpreis ein oder verkaufen Sie das Produkt direkt.',
        ),
      ).toBeInTheDocument();
    });
  });

  describe('asks for the default address before placing, not after', () => {
    it('offers the only saved address as default, sets it and then places (English)', async () => {
      setSession('User');
      const { handler, calls } = api(undefined, customerWith([address('a-1')]));
      renderPage(
        LimitOrderPage,
        '/en/product/vienna-philharmonic-1-oz-gold/limit-order',
        catalogApi(handler),
      );
      const offer = await screen.findByRole('checkbox', {
        name: 'Use Anna Gruber, Hauptstraße 1, 1010 Wien, Austria as default address',
      });
      expect(offer).not.toBeChecked();
      await userEvent.type(screen.getByLabelText(/Target unit price \(EUR\)/), '3000');
      await userEvent.click(screen.getByRole('button', { name: 'Place limit order' }));
      expect(
        await screen.findByText(
          'Please choose the address the order is delivered and billed to once the limit order executes.',
        ),
      ).toBeInTheDocument();
      expect(calls).toEqual([]);

      await userEvent.click(offer);
      await userEvent.click(screen.getByRole('button', { name: 'Place limit order' }));
      expect(
        await screen.findByText('Your limit order LO-000042 has been placed.'),
      ).toBeInTheDocument();
      expect(calls).toEqual(['PUT address a-1', 'POST /limit-orders']);
    });

    it('lets the customer pick one of several addresses (German)', async () => {
      setSession('User');
      const { handler, calls } = api(
        undefined,
        customerWith([
          address('a-1', { defaultShipping: true }),
          address('a-2', {
            streetName: 'Ringstraße',
            streetNumber: '7',
            zipCode: '8010',
            city: 'Graz',
          }),
        ]),
      );
      renderPage(
        LimitOrderPage,
        '/produkt/wiener-philharmoniker-1-oz-gold/limit-order',
        catalogApi(handler),
      );
      const choice = await screen.findByRole('radiogroup', {
        name: /Welche Adresse soll Ihre Standardadresse werden\?/,
      });
      expect(choice).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText(/Ziel-Stückpreis \(EUR\)/), '3000');
      await userEvent.click(
        screen.getByRole('radio', { name: 'Anna Gruber, Ringstraße 7, 8010 Graz, Österreich' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Limit-Order erteilen' }));
      expect(
        await screen.findByText('Ihre Limit-Order LO-000042 wurde erteilt.'),
      ).toBeInTheDocument();
      expect(calls).toEqual(['PUT address a-2', 'POST /limit-orders']);
    });

    it('links to the address book and back when none is saved (German)', async () => {
      setSession('User');
      const { handler, calls } = api(undefined, customerWith([]));
      renderPage(
        LimitOrderPage,
        '/produkt/wiener-philharmoniker-1-oz-gold/limit-order',
        catalogApi(handler),
      );
      expect(await screen.findByRole('link', { name: 'Adresse anlegen' })).toHaveAttribute(
        'href',
        `/my-account/kundenkonto/adressen?returnTo=${encodeURIComponent('/produkt/wiener-philharmoniker-1-oz-gold/limit-order')}`,
      );
      await userEvent.type(screen.getByLabelText(/Ziel-Stückpreis \(EUR\)/), '3000');
      await userEvent.click(screen.getByRole('button', { name: 'Limit-Order erteilen' }));
      expect(
        await screen.findByText(
          'Bitte wählen Sie die Adresse, an die geliefert und verrechnet wird, sobald die Limit-Order ausgeführt ist.',
        ),
      ).toBeInTheDocument();
      expect(calls).toEqual([]);
    });
  });
});
