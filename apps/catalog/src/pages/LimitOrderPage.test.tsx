import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LimitOrder } from '@shop/api-client';
import { setSessionCookie } from '../features/wishlist/wishlist-fixtures';
import { makeProduct, searchResponse } from '../test/fixtures';
import { renderPage, reply, type ApiHandler } from '../test/render-page';
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

/** The product by slug; POST /limit-orders answered by `post`. */
function api(post: () => unknown = () => reply(201, placed)) {
  const handler: ApiHandler = (url, method) => {
    if (url.pathname === '/api/limit-orders' && method === 'POST') return post();
    return searchResponse([product]);
  };
  return { handler };
}

afterEach(() => setSessionCookie(null));

describe('LimitOrderPage', () => {
  it('asks a guest to log in and come back', async () => {
    renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order',
      api().handler,
    );
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute(
      'href',
      `/en/login?returnTo=${encodeURIComponent('/en/product/vienna-philharmonic-1-oz-gold/limit-order')}`,
    );
    expect(screen.queryByRole('button', { name: 'Place limit order' })).not.toBeInTheDocument();
  });

  it('places a limit order prefilled from the link and links to it in the account', async () => {
    setSessionCookie('User');
    const { handler } = api();
    const page = renderPage(
      LimitOrderPage,
      '/en/product/vienna-philharmonic-1-oz-gold/limit-order?type=buy&quantity=2&targetPrice=3000.00&expiresAt=2099-12-31T17:00:00.000Z',
      handler,
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
    setSessionCookie('User');
    const { handler } = api();
    const page = renderPage(
      LimitOrderPage,
      '/produkt/wiener-philharmoniker-1-oz-gold/limit-order?type=sell',
      handler,
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
    setSessionCookie('User');
    const { handler } = api(() =>
      reply(400, {
        name: 'OperationNotValidError',
        code: 'limit_order_address_missing',
        message: 'x',
        statusCode: 400,
      }),
    );
    renderPage(LimitOrderPage, '/en/product/vienna-philharmonic-1-oz-gold/limit-order', handler);
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
});
