import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureUtmParams, type Cart } from '@shop/api-client';
import CheckoutPage from './CheckoutPage';
import { enterReview, orderOf, reviewCart } from '../test/order-fixtures';
import { renderPage, reply, type ApiCall } from '@shop/test-kit';

const mismatchError = {
  name: 'OperationNotValidError',
  message: 'Die Preise haben sich geändert.',
  code: 'product_price_mismatch',
  reason: 'product_price_mismatch',
  statusCode: 409,
  priceChanges: [
    {
      sku: 'CGO-KRU-1OZ',
      oldPrice: { centAmount: 250_000, currency: 'EUR' },
      newPrice: { centAmount: 255_000, currency: 'EUR' },
    },
  ],
};

/** The cart as the API re-prices it after a mismatch. */
const repriced: Cart = {
  ...reviewCart,
  version: reviewCart.version + 1,
  lineItems: reviewCart.lineItems.map((line) => ({
    ...line,
    price: { centAmount: 255_000, currency: 'EUR' },
    totalPrice: { centAmount: 510_000, currency: 'EUR' },
  })),
  totalGrossPrice: { centAmount: 511_990, currency: 'EUR' },
};

/** The id of the n-th quote the fake API answers. */
const quoteId = (n: number) => `5f0c1d2e-3a4b-4c5d-8e6f-${String(n).padStart(12, '0')}`;

/**
 * A fake API whose POST /orders answers with `placeOrder`; a placed order empties the carts. Each
 * quote holds the current cart's version for two minutes and has the next id.
 */
function orderApi(placeOrder: (call: ApiCall, carts: { current: Cart[] }) => unknown) {
  const carts = { current: [reviewCart] };
  let quotes = 0;
  return (call: ApiCall): unknown => {
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /carts') return carts.current;
    if (route === 'GET /branches') return [];
    if (route === 'POST /orders') return placeOrder(call, carts);
    if (route === `POST /carts/${reviewCart.id}/quote`) {
      const [cart] = carts.current;
      quotes += 1;
      return {
        id: quoteId(quotes),
        cartId: cart!.id,
        cartVersion: cart!.version,
        serverTime: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
        lineItems: [],
        totalPrice: cart!.totalGrossPrice,
      };
    }
    // The cart's locale follows the page language.
    if (route === `PUT /carts/${reviewCart.id}`) {
      const [cart] = carts.current;
      carts.current = [{ ...cart!, ...(call.body as Partial<Cart>), version: cart!.version + 1 }];
      return carts.current[0];
    }
    return reply(404, { name: 'NotFoundError', message: 'no', code: 'not_found', statusCode: 404 });
  };
}

const placed = (cart: Cart, carts: { current: Cart[] }) => {
  carts.current = [];
  return reply(201, orderOf(cart));
};

const keysOf = (calls: ApiCall[]) => calls.map((call) => call.headers.get('idempotency-key'));

jest.setTimeout(20_000);
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('placing the order', () => {
  it('says which consent is missing and keeps the button disabled until both are given', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart, { privacy: false, terms: false });
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((_call, carts) => placed(reviewCart, carts)),
    );
    const button = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Datenschutzerklärung.*AGB/);

    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Bitte akzeptieren Sie die AGB und die Widerrufsbelehrung.',
    );
    await user.click(screen.getByRole('checkbox', { name: /AGB/ }));
    expect(button).toBeEnabled();
    expect(page.callsTo('POST /orders')).toHaveLength(0);
  });

  it('sends one order for a double click and lands on the confirmation with the order id', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi(async (_call, carts) => {
        await answered;
        return placed(reviewCart, carts);
      }),
    );
    const button = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(await screen.findByRole('timer')).toHaveTextContent(/Preise gültig für (2:00|1:59)/);
    await user.dblClick(button);
    release();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/checkout/buy/bestaetigung?order=${orderOf(reviewCart).id}`,
      ),
    );
    const orders = page.callsTo('POST /orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.body).toEqual({
      cartId: reviewCart.id,
      consents: { privacyPolicy: true, termsAndConditions: true },
      comment: null,
      utmParams: null,
      quoteId: quoteId(1),
    });
    expect(orders[0]!.query.get('languageTag')).toBe('de');
    expect(keysOf(orders)[0]).toMatch(/\S/);
    expect(page.notificationTitles()).toEqual([]);
  });

  it('keeps the key after a network failure and says to try later', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    let reachable = false;
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((_call, carts) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return placed(reviewCart, carts);
      }),
    );
    const button = await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
    );
    reachable = true;
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/buy/bestaetigung'),
    );
    const keys = keysOf(page.callsTo('POST /orders'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the message of the reason the order cannot be placed', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    renderPage(
      CheckoutPage,
      '/en/checkout/buy?step=review',
      orderApi(() =>
        reply(400, {
          name: 'OperationNotValidError',
          message: 'API text',
          code: 'order_below_minimum',
          reason: 'order_below_minimum',
          statusCode: 400,
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Order with obligation to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order below minimum: the minimum cart value is 1.00 in your currency.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/en/checkout/buy?step=review');
  });

  it.each([
    [
      'de',
      '/checkout/buy?step=review',
      'Zahlungspflichtig bestellen',
      'Der Handel ist pausiert: Die Metallmarktpreise sind nicht aktuell. Bitte versuchen Sie es später erneut; es wurde nichts bestellt.',
    ],
    [
      'en',
      '/en/checkout/buy?step=review',
      'Order with obligation to pay',
      'Trading is paused: the metal market prices are not current. Please try again later; nothing has been ordered.',
    ],
  ])(
    'says in %s that trading is paused when the API refuses the order on stale prices',
    async (_language, path, buttonName, text) => {
      const user = userEvent.setup();
      enterReview(reviewCart);
      renderPage(
        CheckoutPage,
        path,
        orderApi(() =>
          reply(409, {
            name: 'OperationNotValidError',
            message: 'API text',
            code: 'prices_stale',
            statusCode: 409,
          }),
        ),
      );
      await user.click(await screen.findByRole('button', { name: buttonName }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );

  it('confirms changed prices in CheckoutPriceConfirm and orders at the new price with a new key', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((_call, carts) => {
        if (carts.current[0] === reviewCart) {
          carts.current = [repriced];
          return reply(409, mismatchError);
        }
        return placed(repriced, carts);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Die Preise haben sich geändert' });
    expect(page.openModal()).toBe('checkoutPriceConfirm');
    const row = within(dialog).getByRole('row', { name: /Krügerrand 1 oz/ });
    expect(row).toHaveTextContent(/2\.500,00.*2\.550,00/);
    expect(within(dialog).getByText(/5\.019,90/)).toBeInTheDocument();
    expect(within(dialog).getByText(/5\.119,90/)).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('button', { name: 'Zu den neuen Preisen bestellen' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/buy/bestaetigung'),
    );
    const keys = keysOf(page.callsTo('POST /orders'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('asks for a new quote when the API says the quote no longer holds, says so and orders with it', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((call, carts) =>
        (call.body as { quoteId?: string }).quoteId === quoteId(1)
          ? reply(409, {
              name: 'OperationNotValidError',
              message: 'API text',
              code: 'quote_not_valid',
              reason: 'quote_not_valid',
              statusCode: 409,
            })
          : placed(reviewCart, carts),
      ),
    );
    await screen.findByRole('timer');
    const button = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Preisangebot ist nicht mehr gültig. Bitte prüfen Sie die aktualisierten Preise.',
    );
    await waitFor(() => expect(page.callsTo(`POST /carts/${reviewCart.id}/quote`)).toHaveLength(2));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/buy/bestaetigung'),
    );
    const orders = page.callsTo('POST /orders');
    expect(orders.map((order) => (order.body as { quoteId: string }).quoteId)).toEqual([
      quoteId(1),
      quoteId(2),
    ]);
    // Another quote is another request: it goes with a key of its own.
    expect(keysOf(orders)[1]).not.toBe(keysOf(orders)[0]);
  });

  it('goes back to the review with the new prices when the price change is not confirmed', async () => {
    const user = userEvent.setup();
    enterReview(reviewCart);
    const page = renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((_call, carts) => {
        carts.current = [repriced];
        return reply(409, mismatchError);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await screen.findByRole('dialog', { name: 'Die Preise haben sich geändert' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.openModal()).toBeNull();
    expect(screen.getByRole('row', { name: /Krügerrand 1 oz/ })).toHaveTextContent(/2\.550,00/);
    expect(page.callsTo('POST /orders')).toHaveLength(1);
  });
});

describe('the comment, the consents and the UTM values of the review step', () => {
  /** The review step with both consents given; POST /orders places the order. */
  const renderReview = () => {
    enterReview(reviewCart);
    return renderPage(
      CheckoutPage,
      '/checkout/buy?step=review',
      orderApi((_call, carts) => placed(reviewCart, carts)),
    );
  };

  it('sends the comment, both consents and the UTM values of the landing URL with the order', async () => {
    const user = userEvent.setup();
    captureUtmParams('?utm_source=newsletter&utm_campaign=herbst&gclid=x');
    const page = renderReview();
    const comment = await screen.findByRole('textbox', { name: /Anmerkung zur Bestellung/ });
    await screen.findByRole('timer');
    expect(comment).toHaveAccessibleDescription(
      'Zum Beispiel ein Hinweis zur Lieferung. Höchstens 500 Zeichen, 0 verwendet.',
    );
    await user.type(comment, '  Bitte nicht vor 10 Uhr liefern ');
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(page.callsTo('POST /orders')).toHaveLength(1));
    expect(page.callsTo('POST /orders')[0]!.body).toEqual({
      cartId: reviewCart.id,
      consents: { privacyPolicy: true, termsAndConditions: true },
      comment: 'Bitte nicht vor 10 Uhr liefern',
      utmParams: { utm_source: 'newsletter', utm_campaign: 'herbst' },
      quoteId: quoteId(1),
    });
  });

  it('keeps the comment to 500 characters: longer, the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const page = renderReview();
    const comment = await screen.findByRole('textbox', { name: /Anmerkung zur Bestellung/ });
    await user.click(comment);
    await user.paste('x'.repeat(501));
    expect(comment).toHaveValue('x'.repeat(501));
    expect(comment).toBeInvalid();
    expect(comment).toHaveAccessibleDescription(
      /^Bitte geben Sie höchstens 500 Zeichen ein\..*501 verwendet\.$/,
    );
    const button = screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Bitte korrigieren Sie Ihre Anmerkung zur Bestellung.',
    );
    await user.type(comment, '{Backspace}');
    expect(comment).toBeValid();
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(page.callsTo('POST /orders')).toHaveLength(1));
    expect(page.callsTo('POST /orders')[0]!.body).toMatchObject({ comment: 'x'.repeat(500) });
  });
});
