import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@shop/api-client';
import CheckoutPage from './CheckoutPage';
import { emptyEntries } from '../shared/checkout-state/checkout-state';
import { apiError, renderPage, reply, type ApiCall } from '@shop/test-kit';
import { sampleCart } from '../test/cart-fixtures';
import { makeBranch } from '@shop/api-client/test-support';

const methods = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    key: 'insured-shipping',
    price: { centAmount: 1990, currency: 'EUR' },
    freeFrom: null,
    transactionTypes: ['buy'],
    prices: [],
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    key: 'pickup',
    price: { centAmount: 0, currency: 'EUR' },
    freeFrom: null,
    transactionTypes: ['buy', 'sell'],
    prices: [],
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    key: 'scrapMetalBox',
    price: { centAmount: 0, currency: 'EUR' },
    freeFrom: null,
    transactionTypes: ['sell'],
    prices: [],
  },
  {
    id: '55555555-5555-4555-8555-555555555555',
    key: 'deposit',
    price: { centAmount: 0, currency: 'EUR' },
    freeFrom: null,
    transactionTypes: ['buy', 'sell'],
    prices: [],
  },
];
const depositId = methods[3]!.id;
const paymentMethods = [
  { key: 'bankTransfer', selectable: true, transactionTypes: ['buy', 'sell'] },
  { key: 'cashInStore', selectable: true, transactionTypes: ['buy', 'sell'] },
  { key: 'card', selectable: false, transactionTypes: ['buy'] },
  { key: 'paypal', selectable: false, transactionTypes: ['buy'] },
];
const branch = makeBranch();
const viennaAddress = {
  firstName: 'Anna',
  lastName: 'Gruber',
  streetName: 'Graben',
  streetNumber: '1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
};

/** The API's clock runs an hour ahead of the browser's: the countdown must not mind. */
const serverClockAheadMs = 3_600_000;

/** POST /carts/{id}/quote as the API answers it: the cart's prices for two minutes. */
const quoteOf = (cart: Cart) => {
  const serverTime = Date.now() + serverClockAheadMs;
  return {
    id: `5f0c1d2e-3a4b-4c5d-8e6f-${String(cart.version).padStart(12, '0')}`,
    cartId: cart.id,
    cartVersion: cart.version,
    serverTime: new Date(serverTime).toISOString(),
    expiresAt: new Date(serverTime + 120_000).toISOString(),
    lineItems: [],
    totalPrice: cart.totalGrossPrice,
  };
};

/**
 * A fake API holding one cart that PUT calls change as the API would; switching to or from the
 * deposit answers a new cart with the checkout fields, as the API does (spec 4).
 */
function shopApi(
  initial: Cart[],
  /** The first quote cannot be had (the API could not price the cart): the review offers a fresh one. */
  firstQuoteFails = false,
  /** What the API's rules say of the cart's lines once they go to the deposit. */
  depositBlockers: Cart['orderBlockers'] = [],
) {
  let carts = initial;
  let replacements = 0;
  let quoteFails = firstQuoteFails;
  return (call: ApiCall): unknown => {
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /carts') return carts;
    if (route === 'GET /orders/shipping-methods') return methods;
    if (route === 'GET /orders/payment-methods') return paymentMethods;
    if (route === 'GET /branches') return [branch];
    const cart = carts[0]!;
    const body = call.body as Record<string, unknown>;
    if (route === `POST /carts/${cart.id}/quote`) {
      if (!quoteFails) return quoteOf(cart);
      quoteFails = false;
      return reply(409, {
        name: 'OperationNotValidError',
        message: 'Recalculation failed',
        code: 'recalculation_failed',
        reason: 'recalculation_failed',
        statusCode: 409,
      });
    }
    if (route === `POST /carts/${cart.id}/recalculate`) {
      const next: Cart = {
        ...cart,
        version: cart.version + 1,
        totalGrossPrice: { ...cart.totalGrossPrice, centAmount: 510_000 },
      };
      carts = [next];
      return next;
    }
    if (route === `PUT /carts/${cart.id}` || route === `PUT /carts/${cart.id}/addresses`) {
      const { version: _version, ...change } = body;
      const inDeposit = (c: object) =>
        (c as { shippingMethodId?: string }).shippingMethodId === depositId;
      const replaced =
        change.shippingMethodId !== undefined && inDeposit(cart) !== inDeposit(change);
      replacements += replaced ? 1 : 0;
      const next: Cart = {
        ...cart,
        ...change,
        ...(replaced
          ? { id: `${cart.id.slice(0, -2)}${String(replacements).padStart(2, '0')}` }
          : {}),
        replacedCartId: replaced ? cart.id : null,
        orderBlockers: replaced
          ? inDeposit({ ...cart, ...change })
            ? depositBlockers
            : []
          : cart.orderBlockers,
        version: replaced ? 1 : cart.version + 1,
        cashIdentificationRequired: (change.paymentMethod ?? cart.paymentMethod) === 'cashInStore',
      } as Cart;
      carts = [next];
      return next;
    }
    return reply(404, { name: 'NotFoundError', message: 'no', code: 'not_found', statusCode: 404 });
  };
}

/** A guest's cart with addresses, on delivery and payment with insured shipping chosen. */
function guestCartOnDelivery(): Cart {
  const cart: Cart = {
    ...sampleCart,
    locale: 'en-GB',
    customerEmail: 'gast@example.at',
    shippingAddress: viennaAddress,
    billingAddress: viennaAddress,
  };
  sessionStorage.setItem(
    `shop.checkout.${cart.id}`,
    JSON.stringify({
      ...emptyEntries,
      accountChoice: 'guest',
      guestEmail: 'gast@example.at',
      shippingAddress: viennaAddress,
      billingAddress: viennaAddress,
      shippingMethodId: methods[0]!.id,
    }),
  );
  return cart;
}

// Whole step flows with typing; the machine running them may be busy.
jest.setTimeout(20_000);

beforeEach(() => sessionStorage.clear());

describe('checkout page', () => {
  it('sends a checkout without a cart of its type back to the cart page with a notice', async () => {
    const page = renderPage(CheckoutPage, '/checkout/sell', shopApi([sampleCart]));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/warenkorb?type=sell'),
    );
    expect(page.notificationTitles()).toEqual([
      'Ihr Verkaufswarenkorb ist leer, es gibt noch nichts zu bestellen.',
    ]);
  });

  it('takes a guest through my data to delivery and back without losing entries', async () => {
    const user = userEvent.setup();
    const page = renderPage(CheckoutPage, '/checkout/buy', shopApi([sampleCart]));
    const steps = await screen.findByRole('navigation', { name: 'Schritte der Bestellung' });
    expect(within(steps).getByText('Meine Daten').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('link', { name: 'Warenkorb' })).toHaveAttribute(
      'href',
      '/warenkorb?type=buy',
    );

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(
        'Bitte melden Sie sich an, fahren Sie als Gast fort oder legen Sie ein Konto an.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Als Gast fortfahren' }));
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'gast@example.at');
    await user.type(screen.getByLabelText(/Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/Nachname/), 'Gruber');
    await user.type(screen.getByLabelText(/Straße/), 'Graben');
    await user.type(screen.getByLabelText(/Hausnummer/), '1');
    await user.type(screen.getByLabelText(/Postleitzahl/), '10100');
    await user.type(screen.getByLabelText(/^Ort/), 'Wien');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte geben Sie genau 4 Ziffern ein.')).toBeInTheDocument();
    expect(page.callsTo(`PUT /carts/${sampleCart.id}/addresses`)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Postleitzahl/));
    await user.type(screen.getByLabelText(/Postleitzahl/), '1010');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout/buy?step=deliveryPayment',
      ),
    );
    expect(page.callsTo(`PUT /carts/${sampleCart.id}`)[0]?.body).toEqual({
      customerEmail: 'gast@example.at',
      version: 3,
    });
    const [addresses] = page.callsTo(`PUT /carts/${sampleCart.id}/addresses`);
    expect(addresses?.body).toMatchObject({
      shippingAddress: { firstName: 'Anna', zipCode: '1010', country: 'AT' },
      billingAddress: { firstName: 'Anna', zipCode: '1010', country: 'AT' },
      version: 4,
    });

    // Card and PayPal are shown but cannot be chosen.
    expect(await screen.findByRole('radio', { name: /Kreditkarte/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Versicherter Versand/ })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Schritte der Bestellung' })).getByRole(
        'link',
        { name: 'Meine Daten' },
      ),
    );
    expect(await screen.findByLabelText(/E-Mail-Adresse/)).toHaveValue('gast@example.at');
    expect(screen.getByLabelText(/Postleitzahl/)).toHaveValue('1010');
  });

  it('picks up in a chosen store with cash and shows the anti-money-laundering note', async () => {
    const user = userEvent.setup();
    const cart: Cart = {
      ...sampleCart,
      customerEmail: 'gast@example.at',
      shippingAddress: {
        firstName: 'Anna',
        lastName: 'Gruber',
        streetName: 'Graben',
        streetNumber: '1',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
      },
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'gast@example.at',
        shippingAddress: cart.shippingAddress,
        billingAddress: cart.shippingAddress,
        billingSameAsShipping: true,
        shippingMethodId: null,
        pickupBranchId: null,
        paymentMethod: null,
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    const page = renderPage(CheckoutPage, '/en/checkout/buy?step=deliveryPayment', shopApi([cart]));
    await user.click(await screen.findByRole('radio', { name: /Pick-up in store/ }));
    await user.selectOptions(screen.getByLabelText(/^Store/), branch.id);
    await user.click(screen.getByRole('radio', { name: 'Cash in store' }));
    expect(await screen.findByRole('note')).toHaveTextContent('anti-money-laundering');
    // The first write is the shared cart state moving the German cart to the page language.
    expect(page.callsTo(`PUT /carts/${cart.id}`).map((c) => c.body)).toEqual([
      { locale: 'en', version: 3 },
      { shippingMethodId: methods[1]!.id, version: 4 },
      { pickupBranchId: branch.id, version: 5 },
      { paymentMethod: 'cashInStore', version: 6 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/buy?step=review'),
    );
  });

  it('makes a choice again on the current version when the cart changed elsewhere (409)', async () => {
    const user = userEvent.setup();
    const api = shopApi([sampleCart]);
    let raced = false;
    // The cart page's re-pricing answers after the checkout read the cart: the API's cart is a
    // version ahead when the checkout's first write arrives.
    const racing = (call: ApiCall): unknown => {
      if (!raced && call.method === 'PUT' && call.path === `/carts/${sampleCart.id}`) {
        raced = true;
        api({ ...call, method: 'POST', path: `/carts/${sampleCart.id}/recalculate` });
        return reply(409, {
          name: 'OperationNotValidError',
          message: 'changed',
          code: 'concurrent_modification',
          statusCode: 409,
        });
      }
      return api(call);
    };
    const page = renderPage(CheckoutPage, '/checkout/buy', racing);
    await user.click(await screen.findByRole('radio', { name: 'Als Gast fortfahren' }));
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'gast@example.at');
    await user.type(screen.getByLabelText(/Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/Nachname/), 'Gruber');
    await user.type(screen.getByLabelText(/Straße/), 'Graben');
    await user.type(screen.getByLabelText(/Hausnummer/), '1');
    await user.type(screen.getByLabelText(/Postleitzahl/), '1010');
    await user.type(screen.getByLabelText(/^Ort/), 'Wien');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout/buy?step=deliveryPayment',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(page.callsTo(`PUT /carts/${sampleCart.id}`).map((c) => c.body)).toEqual([
      { customerEmail: 'gast@example.at', version: 3 },
      { customerEmail: 'gast@example.at', version: 4 },
    ]);
    expect(page.callsTo(`PUT /carts/${sampleCart.id}/addresses`)[0]?.body).toMatchObject({
      version: 5,
    });
  });

  it('moves on from delivery and payment only once the API has taken the choices', async () => {
    const user = userEvent.setup();
    const address = {
      firstName: 'Anna',
      lastName: 'Gruber',
      streetName: 'Graben',
      streetNumber: '1',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
    };
    const cart: Cart = {
      ...sampleCart,
      locale: 'en-GB',
      customerEmail: 'gast@example.at',
      shippingAddress: address,
      billingAddress: address,
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'gast@example.at',
        shippingAddress: address,
        billingAddress: address,
        billingSameAsShipping: true,
        shippingMethodId: methods[0]!.id,
        pickupBranchId: null,
        paymentMethod: null,
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    const api = shopApi([cart]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage(CheckoutPage, '/en/checkout/buy?step=deliveryPayment', async (call) => {
      if (call.method === 'PUT' && (call.body as { paymentMethod?: string }).paymentMethod)
        await held;
      return api(call);
    });
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The payment method is still on its way: the step stays.
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/checkout/buy?step=deliveryPayment',
    );
    release();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/buy?step=review'),
    );
  });

  it.each([
    {
      path: '/checkout/buy?step=deliveryPayment',
      insured: /Versicherter Versand/,
      insuredHint: 'Paket, bis zur Zustellung zum vollen Warenwert versichert.',
      free: 'Kostenlos',
      deposit: /Verwahrung/,
      needsAccount:
        'Erfordert ein Kundenkonto: Melden Sie sich an oder registrieren Sie sich, um Metall im Depot zu verwahren.',
      pickup: /Abholung in der Filiale/,
      bank: 'Überweisung',
      next: 'Weiter',
      store: /^Filiale/,
      noStore: 'Bitte wählen Sie eine Filiale für die Abholung.',
      incomplete: 'Bitte wählen Sie eine Liefer- und eine Zahlungsart.',
    },
    {
      path: '/en/checkout/buy?step=deliveryPayment',
      insured: /Insured shipping/,
      insuredHint: 'A parcel insured for the full value of the goods until it reaches you.',
      free: 'Free',
      deposit: /Deposit/,
      needsAccount: 'Needs a customer account: sign in or register to keep metal in a deposit.',
      pickup: /Pick-up in store/,
      bank: 'Bank transfer',
      next: 'Continue',
      store: /^Store/,
      noStore: 'Please select a store for pick-up.',
      incomplete: 'Please choose a delivery and a payment method.',
    },
  ])(
    'offers only what can succeed, each with its line, free when the cart ships free, and marks the missing store ($path)',
    async (t) => {
      const user = userEvent.setup();
      const option = (index: number, blockers: Cart['orderBlockers'] = []) => ({
        methodId: methods[index]!.id,
        methodKey: methods[index]!.key as Cart['shippingOptions'][number]['methodKey'],
        totalGrossPrice: { centAmount: 0, currency: 'EUR' as const },
        blockers,
      });
      const cart: Cart = {
        ...sampleCart,
        customerEmail: 'gast@example.at',
        shippingAddress: viennaAddress,
        billingAddress: viennaAddress,
        // A guest's cart of 5,000 EUR: insured shipping is free, the deposit needs an account.
        shippingOptions: [option(0), option(1), option(3, ['deposit_not_open'])],
      };
      sessionStorage.setItem(
        `shop.checkout.${cart.id}`,
        JSON.stringify({
          ...emptyEntries,
          accountChoice: 'guest',
          guestEmail: 'gast@example.at',
          shippingAddress: viennaAddress,
          billingAddress: viennaAddress,
          billingSameAsShipping: true,
        }),
      );
      renderPage(CheckoutPage, t.path, shopApi([cart]));
      const insured = await screen.findByRole('radio', { name: t.insured });
      expect(insured).toHaveAccessibleName(expect.stringContaining(t.free));
      expect(insured).toHaveAccessibleDescription(t.insuredHint);
      const deposit = screen.getByRole('radio', { name: t.deposit });
      expect(deposit).toBeDisabled();
      expect(deposit).toHaveAccessibleDescription(expect.stringContaining(t.needsAccount));

      await user.click(screen.getByRole('radio', { name: t.pickup }));
      await user.click(screen.getByRole('radio', { name: t.bank }));
      await user.click(screen.getByRole('button', { name: t.next }));
      const store = screen.getByLabelText(t.store);
      expect(store).toHaveAttribute('aria-invalid', 'true');
      expect(store).toHaveAccessibleDescription(expect.stringContaining(t.noStore));
      expect(screen.queryByText(t.incomplete)).not.toBeInTheDocument();
    },
  );

  it('does not open a later step before the earlier ones are done', async () => {
    renderPage(CheckoutPage, '/en/checkout/buy?step=review', shopApi([sampleCart]));
    expect(await screen.findByRole('heading', { name: 'My data' })).toBeInTheDocument();
  });

  it('keeps the customer on delivery with every entry when the deposit replaces the cart, rules and all', async () => {
    const user = userEvent.setup();
    const address = viennaAddress;
    const cart: Cart = {
      ...sampleCart,
      locale: 'en-GB',
      customerEmail: 'gast@example.at',
      shippingAddress: address,
      billingAddress: address,
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'gast@example.at',
        shippingAddress: address,
        billingAddress: address,
        billingSameAsShipping: true,
        shippingMethodId: methods[0]!.id,
        pickupBranchId: null,
        paymentMethod: null,
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    // Silver that is not duty-free: the deposit rule still speaks after the switch.
    const api = shopApi([cart], undefined, ['silver_not_allowed_with_deposit']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = renderPage(CheckoutPage, '/en/checkout/buy?step=deliveryPayment', async (call) => {
      // The deposit switch is slow to answer: the customer chooses the payment meanwhile.
      if (call.method === 'PUT' && (call.body as { shippingMethodId?: string }).shippingMethodId)
        await held;
      return api(call);
    });
    await user.click(await screen.findByRole('radio', { name: /Deposit/ }));
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    release();
    await waitFor(() => expect(page.callsTo(`PUT /carts/${cart.id}`)).toHaveLength(1));
    const replacement = `${cart.id.slice(0, -2)}01`;
    await waitFor(() =>
      expect(page.callsTo(`PUT /carts/${replacement}`).map((c) => c.body)).toEqual([
        { paymentMethod: 'bankTransfer', version: 1 },
      ]),
    );
    // Still on delivery and payment, both choices shown, the entries now the new cart's.
    expect(screen.getByRole('heading', { name: 'Delivery and payment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Deposit/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(sessionStorage.getItem(`shop.checkout.${cart.id}`)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(`shop.checkout.${replacement}`)!)).toMatchObject({
      guestEmail: 'gast@example.at',
      shippingAddress: address,
      shippingMethodId: depositId,
      paymentMethod: 'bankTransfer',
    });
    // The shared cart state (the header's badges) holds the new cart only.
    const cached = page.queryClient.getQueriesData<Cart[]>({ queryKey: ['carts'] });
    expect(cached.flatMap(([, list]) => (list ?? []).map((c) => c.id))).toEqual([replacement]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/buy?step=review'),
    );
    expect(await screen.findByText('E-mail: gast@example.at')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Silver not allowed with deposit shipping: silver that is not duty-free cannot go to a deposit.',
    );
  });

  it('keeps a payment chosen when the deposit switch has answered but the page still shows the old cart', async () => {
    const user = userEvent.setup();
    const cart = guestCartOnDelivery();
    const api = shopApi([cart]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = renderPage(CheckoutPage, '/en/checkout/buy?step=deliveryPayment', async (call) => {
      if (call.method === 'PUT' && (call.body as { shippingMethodId?: string }).shippingMethodId)
        await held;
      return api(call);
    });
    await user.click(await screen.findByRole('radio', { name: /Deposit/ }));
    const bankTransfer = screen.getByRole('radio', { name: 'Bank transfer' });
    const replacement = `${cart.id.slice(0, -2)}01`;
    // The API answers with the new cart, but the page renders it a moment later (on a busy
    // machine, long enough for a click): the cart cache tells its views only when let through.
    const untold: (() => void)[] = [];
    notifyManager.setScheduler((tell) => untold.push(tell));
    try {
      release();
      await waitFor(() =>
        expect(sessionStorage.getItem(`shop.checkout.${replacement}`)).not.toBeNull(),
      );
      // The customer chooses the payment on the page as it still is.
      fireEvent.click(bankTransfer);
    } finally {
      notifyManager.setScheduler(defaultScheduler);
      act(() => untold.forEach((tell) => tell()));
    }
    // The payment goes to the new cart, once, and nothing more to the old one.
    await waitFor(() =>
      expect(page.callsTo(`PUT /carts/${replacement}`).map((c) => c.body)).toEqual([
        { paymentMethod: 'bankTransfer', version: 1 },
      ]),
    );
    expect(page.callsTo(`PUT /carts/${cart.id}`)).toHaveLength(1);
    // The page shows the new cart with both choices; the entries are the new cart's alone.
    expect(await screen.findByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Deposit/ })).toBeChecked();
    expect(sessionStorage.getItem(`shop.checkout.${cart.id}`)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(`shop.checkout.${replacement}`)!)).toMatchObject({
      shippingMethodId: depositId,
      paymentMethod: 'bankTransfer',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/buy?step=review'),
    );
  });

  it('says it is busy while the deposit replaces the cart, and takes choices meanwhile', async () => {
    const user = userEvent.setup();
    const cart = guestCartOnDelivery();
    const api = shopApi([cart]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = renderPage(CheckoutPage, '/en/checkout/buy?step=deliveryPayment', async (call) => {
      if (call.method === 'PUT' && (call.body as { shippingMethodId?: string }).shippingMethodId)
        await held;
      return api(call);
    });
    const delivery = () =>
      screen.getByRole('radiogroup', { name: /^Delivery/ }).closest('[aria-busy="true"]');
    await screen.findByRole('radio', { name: /Deposit/ });
    expect(delivery()).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('radio', { name: /Deposit/ }));
    expect(delivery()).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Applying your delivery choice…');
    // The choices stay open; the last one made is the one the new cart gets.
    await user.click(screen.getByRole('radio', { name: 'Cash in store' }));
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(page.callsTo(`PUT /carts/${cart.id}`)).toHaveLength(1);

    release();
    const replacement = `${cart.id.slice(0, -2)}01`;
    await waitFor(() => expect(delivery()).toBeNull());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(page.callsTo(`PUT /carts/${replacement}`).map((c) => c.body)).toEqual([
        { paymentMethod: 'cashInStore', version: 1 },
        { paymentMethod: 'bankTransfer', version: 2 },
      ]),
    );
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  });

  it('starts the delivery of a sale from the deposit page with the deposit chosen (issue 22)', async () => {
    const address = viennaAddress;
    // The deposit page put the position into the sell cart and chose the deposit on it.
    const cart: Cart = {
      ...sampleCart,
      transactionType: 'sell',
      customerEmail: 'anna@example.at',
      shippingAddress: address,
      billingAddress: address,
      shippingInfo: {
        methodId: depositId,
        methodKey: 'deposit',
        price: { centAmount: 0, currency: 'EUR' },
        totalGrossPrice: { centAmount: 0, currency: 'EUR' },
      },
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        ...emptyEntries,
        accountChoice: 'guest',
        guestEmail: 'anna@example.at',
        shippingAddress: address,
        billingAddress: address,
      }),
    );
    const page = renderPage(CheckoutPage, '/checkout/sell?step=deliveryPayment', shopApi([cart]));
    expect(await screen.findByRole('radio', { name: /Verwahrung/ })).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(`shop.checkout.${cart.id}`)!)).toMatchObject({
      shippingMethodId: depositId,
    });
    // Nothing to write: the cart has the deposit already.
    expect(page.callsTo(`PUT /carts/${cart.id}`)).toEqual([]);
  });

  it('pays a US sale out by wire to an account and routing number', async () => {
    const user = userEvent.setup();
    const usd = (centAmount: number) => ({ centAmount, currency: 'USD' as const });
    const address = {
      firstName: 'Ann',
      lastName: 'Smith',
      streetName: 'Main Street',
      streetNumber: '5',
      zipCode: '10001',
      city: 'New York',
      state: 'NY',
      country: 'US',
    };
    const cart: Cart = {
      ...sampleCart,
      transactionType: 'sell',
      locale: 'en-US',
      store: 'us',
      country: 'US',
      currency: 'USD',
      customerEmail: 'ann@example.com',
      shippingAddress: address,
      billingAddress: address,
      lineItems: [{ ...sampleCart.lineItems[0]!, price: usd(250_000), totalPrice: usd(500_000) }],
      totalPrice: usd(500_000),
      totalGrossPrice: usd(500_000),
      taxedPrice: { totalNet: usd(500_000), totalGross: usd(500_000), totalTax: usd(0) },
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'ann@example.com',
        shippingAddress: address,
        billingAddress: address,
        billingSameAsShipping: true,
        shippingMethodId: null,
        pickupBranchId: null,
        paymentMethod: null,
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    const page = renderPage(
      CheckoutPage,
      '/en/checkout/sell?step=deliveryPayment',
      shopApi([cart]),
      { storeKey: 'us' },
    );
    expect(await screen.findByRole('radiogroup', { name: /Payout method/ })).toBeInTheDocument();
    // Insured shipping serves buy carts only.
    expect(screen.queryByRole('radio', { name: /Insured shipping/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Scrap metal box/ }));
    await user.click(screen.getByRole('radio', { name: 'Wire transfer or check' }));
    expect(screen.queryByLabelText(/IBAN/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account owner/), 'Ann Smith');
    await user.type(screen.getByLabelText(/Account number/), '12345678');
    await user.type(screen.getByLabelText(/Routing number/), '011000015');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/sell?step=review'),
    );
    expect(page.callsTo(`PUT /carts/${cart.id}`).at(-1)?.body).toEqual({
      payoutBankDetails: {
        kind: 'us',
        accountNumber: '12345678',
        routingNumber: '011000015',
        accountOwner: 'Ann Smith',
      },
      version: 5,
    });
    expect(await screen.findByText('Payout to Ann Smith, 12345678')).toBeInTheDocument();
  });

  it('asks for the code of the app when the API wants it for new payout bank details (issue 26)', async () => {
    const user = userEvent.setup();
    const address = viennaAddress;
    const cart: Cart = {
      ...sampleCart,
      transactionType: 'sell',
      customerEmail: 'anna@example.at',
      shippingAddress: address,
      billingAddress: address,
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        ...emptyEntries,
        accountChoice: 'guest',
        guestEmail: 'anna@example.at',
        shippingAddress: address,
        billingAddress: address,
      }),
    );
    const api = shopApi([cart]);
    // The API asks signed-in customers with the second factor on; the step only follows its answer.
    const page = renderPage(CheckoutPage, '/en/checkout/sell?step=deliveryPayment', (call) => {
      const body = call.body as Record<string, unknown> | undefined;
      if (call.method === 'PUT' && body?.payoutBankDetails && !body.otp)
        return apiError('second_factor_required');
      return api(call);
    });
    await user.click(await screen.findByRole('radio', { name: /Scrap metal box/ }));
    await user.click(screen.getByRole('radio', { name: /^Bank transfer/ }));
    await user.type(screen.getByLabelText(/^Account owner/), 'Anna Gruber');
    await user.type(screen.getByLabelText(/^IBAN/), 'AT61 1904 3002 3457 3201');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText(
      /^Code from your authenticator app or a recovery code/,
    );
    expect(code).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('step=deliveryPayment');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/sell?step=review'),
    );
    expect(page.callsTo(`PUT /carts/${cart.id}`).at(-1)?.body).toMatchObject({
      payoutBankDetails: {
        kind: 'iban',
        iban: 'AT611904300234573201',
        accountOwner: 'Anna Gruber',
      },
      otp: '123456',
    });
  });

  it('reviews everything, offers a fresh quote when none could be had, and counts the new one down', async () => {
    const user = userEvent.setup();
    const address = {
      firstName: 'Anna',
      lastName: 'Gruber',
      streetName: 'Graben',
      streetNumber: '1',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
    };
    const cart: Cart = {
      ...sampleCart,
      customerEmail: 'gast@example.at',
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: 'bankTransfer',
      shippingInfo: {
        methodId: methods[0]!.id,
        methodKey: 'insured-shipping',
        price: { centAmount: 1990, currency: 'EUR' },
        totalGrossPrice: { centAmount: 1990, currency: 'EUR' },
      },
      totalGrossPrice: { centAmount: 501_990, currency: 'EUR' },
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'gast@example.at',
        shippingAddress: address,
        billingAddress: address,
        billingSameAsShipping: true,
        shippingMethodId: methods[0]!.id,
        pickupBranchId: null,
        paymentMethod: 'bankTransfer',
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    const page = renderPage(CheckoutPage, '/checkout/buy?step=review', shopApi([cart], true));
    expect(await screen.findByRole('heading', { name: 'Überprüfung' })).toBeInTheDocument();
    const line = screen.getByRole('row', { name: /Krügerrand 1 oz/ });
    expect(line).toHaveTextContent('2');
    // On a phone the rows stack and each figure says its column, the total too (issue 23).
    expect(line.closest('table')).toHaveClass('ui-table--stacked');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Menge', 'Stückpreis', 'Summe']);
    expect(screen.getByText(/Versicherter Versand/, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Zahlung: Überweisung')).toBeInTheDocument();
    expect(screen.getByText('E-Mail: gast@example.at')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ })).not.toBeChecked();

    await user.click(await screen.findByRole('button', { name: 'Neues Angebot einholen' }));
    // The quote of the re-priced cart counts down its two minutes, whatever the API's clock says.
    expect(await screen.findByRole('timer')).toHaveTextContent(/Preise gültig für (2:00|1:59)/);
    expect(page.callsTo(`POST /carts/${cart.id}/recalculate`)).toHaveLength(1);
    expect(page.callsTo(`POST /carts/${cart.id}/quote`).map((c) => c.body)).toEqual([
      { version: cart.version },
      { version: cart.version + 1 },
    ]);
    expect(await screen.findByText(/5\.100,00/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    expect(JSON.parse(sessionStorage.getItem(`shop.checkout.${cart.id}`)!)).toMatchObject({
      consents: { privacy: true, terms: false },
    });
  });

  it.each([
    [
      '/checkout/buy?step=review',
      'Überprüfung',
      'Nicht genug vorrätig: Krügerrand 1 oz. Verringern Sie die Menge oder entfernen Sie das Produkt, um fortzufahren.',
    ],
    [
      '/en/checkout/buy?step=review',
      'Review',
      'Not enough in stock: Krugerrand 1 oz. Lower the quantity or remove the product to continue.',
    ],
  ])('names the product short of stock in the review blocker (%s)', async (path, title, text) => {
    const cart: Cart = {
      ...sampleCart,
      customerEmail: 'gast@example.at',
      shippingAddress: viennaAddress,
      billingAddress: viennaAddress,
      paymentMethod: 'bankTransfer',
      shippingInfo: {
        methodId: methods[0]!.id,
        methodKey: 'insured-shipping',
        price: { centAmount: 1990, currency: 'EUR' },
        totalGrossPrice: { centAmount: 1990, currency: 'EUR' },
      },
      lineItems: sampleCart.lineItems.map((line) => ({
        ...line,
        availability: 'soldOut' as const,
        outOfStock: true,
      })),
      orderBlockers: ['out_of_stock_items'],
    };
    sessionStorage.setItem(
      `shop.checkout.${cart.id}`,
      JSON.stringify({
        accountChoice: 'guest',
        guestEmail: 'gast@example.at',
        shippingAddress: viennaAddress,
        billingAddress: viennaAddress,
        billingSameAsShipping: true,
        shippingMethodId: methods[0]!.id,
        pickupBranchId: null,
        paymentMethod: 'bankTransfer',
        payoutBankDetails: null,
        consents: { privacy: false, terms: false },
      }),
    );
    renderPage(CheckoutPage, path, shopApi([cart]));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
