import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePricing } from '../../../test/fixtures';
import { renderPage } from '@shop/test-kit';
import { AddToCart } from './AddToCart';
import { makeCart } from '@shop/api-client/test-support';

const emptyCart = makeCart();

const addToCart = (
  <AddToCart
    sku="CGO-KRU-1OZ"
    name="Krugerrand"
    type="buy"
    pricing={makePricing('CGO-KRU-1OZ', { base: 200_000 })}
  />
);

describe('AddToCart', () => {
  it('adds the chosen quantity in English and confirms with a link to the buy cart', async () => {
    const { calls, notifications } = renderPage(
      addToCart,
      { route: 'shop', language: 'en' },
      (call) =>
        call.method === 'GET'
          ? { status: 200, body: [{ ...emptyCart, locale: 'en-GB' }] }
          : { status: 200, body: { ...emptyCart, version: 2, lineItemCount: 3 } },
    );
    expect(screen.getByText('from 10 pieces: €1,990.00 per piece')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    expect(screen.getByText('from 50 pieces: €1,980.00 per piece')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      type: 'success',
      title: '12 pieces of Krugerrand added to the buy cart.',
      cta: { href: '/en/cart?type=buy', text: 'View cart' },
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { sku: 'CGO-KRU-1OZ', quantity: 12, version: 1 },
    });
  });

  it('tells in German to try later when the cart cannot be changed', async () => {
    const { notifications } = renderPage(addToCart, { route: 'shop', language: 'de' }, () => ({
      status: 503,
      body: { name: 'UnknownError', message: 'down', code: 'unknown', statusCode: 503 },
    }));
    expect(screen.getByText(/^ab 10 Stück: €\s1\.990,00 pro Stück$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      type: 'error',
      title:
        'Krugerrand konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später noch einmal.',
    });
  });

  it('refuses a quantity that is not a whole number from 1 and sends nothing', async () => {
    const { calls } = renderPage(addToCart, { route: 'shop', language: 'en' }, () => ({
      status: 200,
      body: [emptyCart],
    }));
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 100000.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('AddToCart refused by the cart limit', () => {
  it('names the limit in English instead of asking to try later', async () => {
    const { notifications } = renderPage(addToCart, { route: 'shop', language: 'en' }, (call) =>
      call.method === 'GET'
        ? { status: 200, body: [{ ...emptyCart, locale: 'en-GB' }] }
        : {
            status: 400,
            body: {
              name: 'OperationNotValidError',
              message: 'limit',
              code: 'cart_limit_exceeded',
              statusCode: 400,
            },
          },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      type: 'error',
      title:
        'Limit exceeded: a cart may hold at most 500,000 in your currency. Please remove products.',
    });
  });
});

describe('AddToCart of a sold-out product', () => {
  const soldOut = (reason: 'catalog.cart.soldOut' | 'catalog.cart.soldOutAlert') => (
    <AddToCart
      sku="CGO-KRU-1OZ"
      name="Krugerrand"
      type="buy"
      pricing={makePricing('CGO-KRU-1OZ', { base: 200_000 })}
      unavailable={reason}
    />
  );

  it('is disabled in English with the reason and the way to the alert, and sends nothing', async () => {
    const { calls } = renderPage(
      soldOut('catalog.cart.soldOutAlert'),
      { route: 'shop', language: 'en' },
      () => ({
        status: 200,
        body: [emptyCart],
      }),
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Sold out: it cannot be put into the cart now. “Notify me when available” sends you an e-mail when it is back.',
    );
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
    expect(screen.queryByText(/from 10 pieces/)).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('is disabled in German with the reason', () => {
    renderPage(soldOut('catalog.cart.soldOut'), { route: 'shop', language: 'de' }, () => ({
      status: 200,
      body: [emptyCart],
    }));
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Ausverkauft: derzeit nicht in den Warenkorb zu legen.',
    );
  });

  it.each([
    ['en', 'Add to cart', 'Krugerrand is sold out and was not added to the cart.'],
    [
      'de',
      'In den Warenkorb',
      'Krugerrand ist ausverkauft und wurde nicht in den Warenkorb gelegt.',
    ],
  ] as const)(
    'names the product (%s) when the cart refuses it as sold out since the page was shown',
    async (language, label, title) => {
      const { notifications } = renderPage(
        addToCart,
        { route: 'shop', language: language },
        (call) =>
          call.method === 'GET'
            ? { status: 200, body: [emptyCart] }
            : {
                status: 400,
                body: {
                  name: 'OperationNotValidError',
                  message: 'out of stock',
                  code: 'out_of_stock_items',
                  statusCode: 400,
                  details: [
                    { path: 'lineItems.CGO-KRU-1OZ.quantity', message: 'validation.stockLeft:0' },
                  ],
                },
              },
      );
      await userEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      expect(notifications()[0]).toMatchObject({ type: 'error', title });
    },
  );
});
