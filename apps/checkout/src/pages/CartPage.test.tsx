import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient, type Cart, type LineItem } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { formatDateTime, localeTag, matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom } from '@shop/i18n/react';
import CartPage from './CartPage';
import { cartTypeOf } from '../features/cart/cart-type';
import { makeCart } from '@shop/api-client/test-support';

const money = (centAmount: number) => ({ centAmount, currency: 'EUR' as const });

function line(sku: string, name: string, price: number, quantity: number): LineItem {
  return {
    id: `line-${sku}`,
    sku,
    productId: `p-${sku}`,
    name: { de: name, en: name },
    slug: { de: sku.toLowerCase(), en: sku.toLowerCase() },
    quantity,
    price: money(price),
    minQuantity: 1,
    totalPrice: money(price * quantity),
    taxRate: 0,
    taxClass: 'investment_gold',
    isScrap: false,
    availability: 'available',
    unitsLeft: null,
    outOfStock: false,
    previousPrice: null,
  };
}

function cartOf(lines: LineItem[], version = 1, locale = 'de-AT'): Cart {
  return makeCart({ lineItems: lines, version, locale, orderBlockers: [] });
}

interface Call {
  method: string;
  url: string;
}
type Reply = { status: number; body: unknown };
type Answer = (call: Call) => Reply | Promise<Reply>;

function renderCart(path: string, language: Language, answer: Answer = () => ok([])) {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(path.split('?')[0]!));
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call = { method: init.method ?? 'GET', url: String(input) };
    calls.push(call);
    const { status, body } = await answer(call);
    return new Response(JSON.stringify(body), { status });
  };
  render(
    <Provider store={store}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <IntlProvider locale={localeTag('at', language)} messages={messages[language]}>
          <ApiClientProvider client={createApiClient({ baseUrl: '/api', storeKey: 'at', fetch })}>
            <MemoryRouter initialEntries={[path]}>
              <CartPage />
            </MemoryRouter>
          </ApiClientProvider>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

const ok = (body: unknown) => ({ status: 200, body });
const coin = line('CGO-KRU-1OZ', 'Krugerrand 1 oz', 250_000, 2);
const bar = line('BGO-1G', 'Goldbarren 1 g', 9_000, 1);

/** A server holding one cart: GET lists it, recalculate answers it unchanged, changes replace it. */
function serverWith(initial: Cart, changes: Record<string, Cart> = {}): Answer {
  let current = initial;
  return (call) => {
    if (call.method === 'GET') return ok([current]);
    if (call.url.includes('/recalculate')) return ok(current);
    const key = `${call.method} ${new URL(call.url, 'http://x').searchParams.get('sku') ?? ''}`;
    current = changes[key] ?? changes[call.method] ?? current;
    return ok(current);
  };
}

describe('cart page', () => {
  it('reads the cart type from the query, buy by default', () => {
    expect(cartTypeOf('?type=sell')).toBe('sell');
    expect(cartTypeOf('?type=buy')).toBe('buy');
    expect(cartTypeOf('')).toBe('buy');
    expect(cartTypeOf('?type=rent')).toBe('buy');
  });

  it('shows the empty sell cart in German with a way to the sell page', async () => {
    renderCart('/warenkorb?type=sell', 'de');
    expect(
      await screen.findByRole('heading', { name: 'Ihr Verkaufswarenkorb ist leer.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Ankauf' })).toHaveAttribute('href', '/ankauf');
    expect(screen.getByRole('link', { name: 'Verkaufswarenkorb' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the empty buy cart in English with a way to the shop', async () => {
    renderCart('/en/cart', 'en');
    expect(
      await screen.findByRole('heading', { name: 'Your buy cart is empty.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
  });

  it('lists the lines in English with prices and totals, and continues to the checkout', async () => {
    renderCart('/en/cart?type=buy', 'en', serverWith(cartOf([coin, bar], 1, 'en-GB')));
    const row = (await screen.findByRole('link', { name: 'Krugerrand 1 oz' })).closest('tr')!;
    expect(within(row).getByLabelText('Quantity of Krugerrand 1 oz')).toHaveValue(2);
    expect(within(row).getByText('€2,500.00')).toBeInTheDocument();
    expect(within(row).getByText('€5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Chosen in the checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      '/en/checkout/buy',
    );
  });

  it('names each cell’s column for the stacked rows of a phone, in both languages (issue 23)', async () => {
    for (const [language, path, labels] of [
      ['de', '/warenkorb?type=buy', ['Menge', 'Stückpreis', 'Summe']],
      ['en', '/en/cart?type=buy', ['Quantity', 'Unit price', 'Total']],
    ] as const) {
      renderCart(path, language, serverWith(cartOf([coin, bar])));
      const row = (await screen.findByRole('link', { name: 'Krugerrand 1 oz' })).closest('tr')!;
      expect(row.closest('table')).toHaveClass('ui-table--stacked');
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([...labels, null]);
      expect(cells[2]).toHaveTextContent(language === 'de' ? '5.000,00' : '5,000.00');
      cleanup();
    }
  });

  it('changes a quantity and removes a line, naming the removed product', async () => {
    const calls = renderCart(
      '/en/cart',
      'en',
      serverWith(cartOf([coin, bar], 1, 'en-GB'), {
        PUT: cartOf([{ ...coin, quantity: 3, totalPrice: money(750_000) }, bar], 2, 'en-GB'),
        'DELETE BGO-1G': cartOf([{ ...coin, quantity: 3, totalPrice: money(750_000) }], 3, 'en-GB'),
      }),
    );
    const input = await screen.findByLabelText('Quantity of Krugerrand 1 oz');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(within(input.closest('tr')!).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getAllByText('€7,500.00').length).toBeGreaterThan(0));
    expect(calls.find((c) => c.method === 'PUT')?.url).toContain('/line-items');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Goldbarren 1 g' }));
    expect(
      await screen.findByText('Goldbarren 1 g was removed from the cart.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Goldbarren 1 g' })).toBeNull();
  });

  it.each([
    [
      'de',
      '/warenkorb?type=sell',
      'de-AT',
      'Menge von Altgold 585',
      ['12,8', '12,5'],
      'Aktualisieren',
      'Bitte höchstens eine Nachkommastelle eingeben, zum Beispiel 12,5 g: Wir wiegen auf ein Zehntelgramm genau.',
    ],
    [
      'en',
      '/en/cart?type=sell',
      'en-GB',
      'Quantity of Altgold 585',
      ['12.8', '12.5'],
      'Update',
      'Please enter at most one decimal place, for example 12.5 g: we weigh to a tenth of a gram.',
    ],
  ] as const)(
    'weighs scrap to a tenth of a gram in the sell cart (%s, issue 23)',
    async (language, path, locale, label, [shown, typed], update, why) => {
      const scrap = (quantity: number, total: number) => ({
        ...line('SCRAP-AU-585', 'Altgold 585', 4_123, quantity),
        totalPrice: money(total),
        isScrap: true,
      });
      const sale = (quantity: number, total: number, version: number) => ({
        ...cartOf([scrap(quantity, total)], version, locale),
        transactionType: 'sell' as const,
        // A scrap line counts as one item, whatever it weighs.
        lineItemCount: 1,
      });
      const calls = renderCart(
        path,
        language,
        serverWith(sale(12.8, 52_774, 1), { DELETE: sale(12.5, 51_538, 2) }),
      );
      const input = await screen.findByLabelText(label);
      expect(input).toHaveValue(shown);
      await userEvent.clear(input);
      await userEvent.type(input, '12.55');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(why);
      const button = within(input.closest('tr')!).getByRole('button', { name: update });
      expect(button).toBeDisabled();
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(screen.queryByRole('alert')).toBeNull();
      await userEvent.click(button);
      // 0.3 g fewer, exactly: not 0.3000000000000007.
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('quantity=0.3&'),
      );
      await waitFor(() => expect(input).toHaveValue(typed));
    },
  );

  it('applies a quantity submitted with Enter while the opening recalculation still runs', async () => {
    let finishRecalculation: () => void = () => undefined;
    const recalculating = new Promise<void>((resolve) => (finishRecalculation = resolve));
    const server = serverWith(cartOf([coin], 1, 'en-GB'), {
      PUT: cartOf([{ ...coin, quantity: 3, totalPrice: money(750_000) }], 3, 'en-GB'),
    });
    const calls = renderCart('/en/cart', 'en', async (call) => {
      if (call.url.includes('/recalculate')) {
        await recalculating;
        return ok(cartOf([coin], 2, 'en-GB'));
      }
      return server(call);
    });
    const input = await screen.findByLabelText('Quantity of Krugerrand 1 oz');
    await waitFor(() => expect(calls.some((c) => c.url.includes('/recalculate'))).toBe(true));
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    // The change waits for the recalculation rather than racing it.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    finishRecalculation();
    await waitFor(() => expect(screen.getAllByText('€7,500.00').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(input).toHaveValue(3);
  });

  it('shows goods, coupon and shipping, and the total as the server sums them', async () => {
    // The server's gross total already holds shipping and the coupon: 5,000 + 9.90 - 50.
    const cart = {
      ...cartOf([coin], 1, 'en-GB'),
      totalGrossPrice: money(495_990),
      shippingInfo: {
        methodId: 'm-1',
        methodKey: 'insured-shipping' as const,
        price: money(990),
        totalGrossPrice: money(990),
      },
      discount: {
        discountCodeId: 'd-1',
        code: 'GOLD50',
        amount: money(5_000),
        bullionLimited: false,
      },
    };
    renderCart('/en/cart?type=buy', 'en', serverWith(cart));
    const total = (selector: string) => document.querySelector(`[data-total="${selector}"]`);
    await waitFor(() => expect(total('total')).toHaveTextContent('€4,959.90'));
    expect(total('subtotal')).toHaveTextContent('€5,000.00');
    expect(total('shipping')).toHaveTextContent('€9.90');
    expect(total('discount')).toHaveTextContent('-€50.00');
    expect(screen.getByText('Coupon GOLD50')).toBeInTheDocument();
    expect(screen.queryByTestId('margin-scheme-note')).toBeNull();
  });

  it.each([
    ['de', '/warenkorb?type=sell', 'de-AT', 'Kostenlos', 'Enthaltene MwSt.'],
    ['en', '/en/cart?type=sell', 'en-GB', 'Free', 'Included VAT'],
  ] as const)(
    'shows a sale (%s) with free shipping, not "-0.00", and no VAT row of 0.00 (issue 23)',
    async (language, path, locale, free, vat) => {
      const sale = {
        ...cartOf(
          [{ ...line('SCRAP-AU-585', 'Altgold 585', 3_000, 20), isScrap: true }],
          1,
          locale,
        ),
        transactionType: 'sell' as const,
        totalGrossPrice: money(60_000),
        shippingInfo: {
          methodId: 'm-1',
          methodKey: 'scrapMetalBox' as const,
          price: money(0),
          totalGrossPrice: money(0),
        },
      };
      renderCart(path, language, serverWith(sale));
      const total = (selector: string) => document.querySelector(`[data-total="${selector}"]`);
      await waitFor(() => expect(total('shipping')).toHaveTextContent(free));
      expect(total('shipping')).not.toHaveTextContent('0');
      expect(total('tax')).toBeNull();
      expect(screen.queryByText(vat)).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      'de',
      '/warenkorb?type=buy',
      'de-AT',
      'Differenzbesteuerte Artikel (§ 24 UStG): die enthaltene MwSt. wird nicht gesondert ausgewiesen.',
    ],
    [
      'en',
      '/en/cart?type=buy',
      'en-GB',
      'Items under the margin scheme (§ 24 UStG): the VAT they include is not shown separately.',
    ],
  ] as const)(
    'notes in %s that margin-scheme lines show no VAT',
    async (language, path, locale, note) => {
      const margin = { ...line('NSI-MARK-5', '5 Mark', 4_500, 1), taxClass: 'margin' as const };
      renderCart(path, language, serverWith(cartOf([margin], 1, locale)));
      expect(await screen.findByTestId('margin-scheme-note')).toHaveTextContent(note);
    },
  );

  it('stops a cart over 500,000 in German and says to remove products', async () => {
    renderCart(
      '/warenkorb',
      'de',
      serverWith({
        ...cartOf([line('BGO-1KG', 'Goldbarren 1 kg', 7_000_000, 8)]),
        orderBlockers: ['cart_limit_exceeded'],
      }),
    );
    expect(
      await screen.findByText(
        /^Limit überschritten: Ein Warenkorb darf höchstens €\s500\.000,00 enthalten\. Bitte entfernen Sie Produkte\.$/,
      ),
    ).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Weiter zur Kasse' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(/Limit überschritten/);
  });

  it('stops a purchase above the limit of 24 hours, naming what is left and when it fits (issue 22)', async () => {
    const freesAt = '2026-11-28T09:30:00.000Z';
    const blocked = (locale: string) => ({
      ...cartOf([line('BGO-1KG', 'Goldbarren 1 kg', 7_000_000, 6)], 1, locale),
      dailyLimit: { limit: money(50_000_000), left: money(7_000_000), freesAt },
      orderBlockers: ['daily_limit_exceeded' as const],
    });
    const moment = (language: string) => formatDateTime(freesAt, 'at', language);
    renderCart('/warenkorb', 'de', serverWith(blocked('de-AT')));
    const proceed = await screen.findByRole('button', { name: 'Weiter zur Kasse' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      new RegExp(
        `^Tageslimit erreicht: .* höchstens €\\s500\\.000,00 betragen, .* noch €\\s70\\.000,00 frei\\. .* Dieser Warenkorb passt ab ${moment('de-AT')} in das Limit\\.$`,
      ),
    );
    cleanup();
    renderCart('/en/cart', 'en', serverWith(blocked('en-GB')));
    expect(
      await screen.findByText(
        `Daily limit reached: your purchases within 24 hours may come to at most €500,000.00, and €70,000.00 of it is left beside your recent orders. Please remove products. This cart fits within the limit from ${moment('en-GB')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  });

  it('stops a cart under the minimum value of 1.00 in English', async () => {
    renderCart(
      '/en/cart',
      'en',
      serverWith({
        ...cartOf([line('X-PIN', 'Pin', 50, 1)], 1, 'en-GB'),
        orderBlockers: ['order_below_minimum'],
      }),
    );
    expect(await screen.findByText('The minimum cart value is €1.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  });

  it('stops a sale from the deposit of more than it holds, in both languages (issue 22)', async () => {
    const oversold = (locale: string) => ({
      ...cartOf([line('CGO-KRU-1OZ', 'Krugerrand', 240_000, 3)], 1, locale),
      transactionType: 'sell' as const,
      orderBlockers: ['invalid_deposit_items' as const],
    });
    renderCart('/warenkorb?type=sell', 'de', serverWith(oversold('de-AT')));
    expect(
      await screen.findByText(
        'Ungültige Depotpositionen: Aus dem Depot können Sie je Produkt höchstens verkaufen, was darin liegt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zur Kasse' })).toBeDisabled();
    cleanup();
    renderCart('/en/cart?type=sell', 'en', serverWith(oversold('en-GB')));
    const proceed = await screen.findByRole('button', { name: 'Continue to checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Invalid deposit items: you can sell from the deposit at most what it holds of each product.',
    );
  });

  it('names the lines short of stock and how many are left, in both languages (issue 22)', async () => {
    const short = (locale: string) => ({
      ...cartOf(
        [
          {
            ...line('CGO-KRU-1OZ', 'Krugerrand', 240_000, 3),
            availability: 'lowStock' as const,
            unitsLeft: 2,
            outOfStock: true,
          },
          {
            ...line('CSI-MAP-1OZ', 'Maple Leaf', 3_500, 1),
            availability: 'soldOut' as const,
            outOfStock: true,
          },
          {
            ...line('CGO-PHI-1OZ', 'Philharmoniker', 240_000, 1),
            availability: 'lowStock' as const,
            unitsLeft: 4,
          },
        ],
        1,
        locale,
      ),
      orderBlockers: ['out_of_stock_items' as const],
    });
    renderCart('/warenkorb', 'de', serverWith(short('de-AT')));
    expect(
      await screen.findByText(
        'Nicht genug vorrätig: Krugerrand und Maple Leaf. Verringern Sie die Menge oder entfernen Sie das Produkt, um fortzufahren.',
      ),
    ).toBeInTheDocument();
    // Each line names the product and what to do (issue 23); a line that fits only says how few.
    expect(
      screen.getByText(
        'Nur noch 2 Stück verfügbar: Verringern Sie die Menge von Krugerrand auf 2 oder entfernen Sie es.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ausverkauft: Bitte entfernen Sie Maple Leaf oder wählen Sie ein anderes Produkt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nur noch 4 Stück verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter zur Kasse' })).toBeDisabled();
    cleanup();
    renderCart('/en/cart', 'en', serverWith(short('en-GB')));
    const proceed = await screen.findByRole('button', { name: 'Continue to checkout' });
    expect(proceed).toHaveAccessibleDescription(
      'Not enough in stock: Krugerrand and Maple Leaf. Lower the quantity or remove the product to continue.',
    );
    expect(
      screen.getByText('Only 2 left: lower the quantity of Krugerrand to 2 or remove it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sold out: please remove Maple Leaf or choose another product.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only 4 left')).toBeInTheDocument();
  });

  it('says when the recalculation flagged re-priced lines', async () => {
    const changed = cartOf(
      [
        {
          ...coin,
          price: money(260_000),
          totalPrice: money(520_000),
          previousPrice: money(250_000),
        },
      ],
      2,
    );
    renderCart('/warenkorb', 'de', (call) =>
      call.url.includes('/recalculate') ? ok(changed) : ok([cartOf([coin])]),
    );
    expect(
      await screen.findByText(
        'Die Preise wurden aufgrund einer Metallpreisänderung aktualisiert. Bitte prüfen Sie Ihren Warenkorb.',
      ),
    ).toBeInTheDocument();
  });

  it('trusts the server’s flags: a price that differs from the page’s reading but is not flagged is no update', async () => {
    // The cart was re-priced elsewhere (another tab) after this page read it: this recalculation
    // changed nothing, so it says nothing.
    const repricedElsewhere = cartOf(
      [{ ...coin, price: money(260_000), totalPrice: money(520_000) }],
      2,
    );
    renderCart('/en/cart', 'en', (call) =>
      call.url.includes('/recalculate') ? ok(repricedElsewhere) : ok([cartOf([coin], 1, 'en-GB')]),
    );
    expect((await screen.findAllByText('€2,600.00')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Prices were updated/)).not.toBeInTheDocument();
    expect(screen.queryByText(/previously/)).not.toBeInTheDocument();
  });

  it('asks to reload the page when the recalculation fails', async () => {
    renderCart('/en/cart', 'en', (call) =>
      call.url.includes('/recalculate')
        ? {
            status: 503,
            body: { name: 'UnknownError', message: 'x', code: 'unknown', statusCode: 503 },
          }
        : ok([cartOf([coin], 1, 'en-GB')]),
    );
    expect(
      await screen.findByText('The cart could not be recalculated. Please reload the page.'),
    ).toBeInTheDocument();
  });
});
