import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceStatusAtom } from '@shop/api-client/price-socket';
import {
  makePricing,
  makeProduct,
  priceApi,
  productPricesResponse,
  searchResponse,
  catalogApi,
} from '../test/fixtures';
import { renderPage, type ApiHandler, type ApiCall } from '@shop/test-kit';
import ProductPage from './ProductPage';

jest.mock('@shop/ui/chart-canvas', () =>
  jest
    .requireActual('@shop/test-kit/chart-canvas')
    .fakeChartCanvas({ testId: 'rates-canvas', points: 'count' }),
);

const coin = makeProduct();
const similar = [1, 2].map((n) =>
  makeProduct({
    id: `p-similar-${n}`,
    sku: `SIM-${n}`,
    name: { de: `Ähnliche Münze ${n}`, en: `Similar coin ${n}` },
    slug: { de: `aehnliche-muenze-${n}`, en: `similar-coin-${n}` },
  }),
);

const productApi =
  (product = coin): ApiHandler =>
  ({ url }) =>
    url.searchParams.has('slug')
      ? searchResponse([product])
      : searchResponse([product, ...similar]);

function withPricing(pricing: (sku: string) => ReturnType<typeof makePricing>) {
  return ({ url }: ApiCall) =>
    url.pathname === '/api/prices/products'
      ? productPricesResponse((url.searchParams.get('skus') ?? '').split(',').map(pricing))
      : priceApi(url);
}

const taxLine = () => document.querySelector('.catalog-price-panel__tax')?.textContent;
const figure = (id: string) => document.querySelector(`[data-figure="${id}"]`)?.textContent;
/** Text queries skip what is hidden from everyone (a price's held box while it refreshes). */
const shownOnly = '[aria-hidden="true"], [aria-hidden="true"] *, script, style';

describe('ProductPage prices', () => {
  it('shows the buy price, what it includes, buy-back, per gram, premium and volume prices', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    await page.settled();
    await waitFor(() =>
      expect(screen.getByTestId('product-buy-price')).toHaveTextContent('€3,100.12'),
    );
    expect(taxLine()).toBe('VAT-exempt investment gold, plus shipping');
    expect(screen.getByRole('link', { name: 'plus shipping' })).toHaveAttribute(
      'href',
      '#shipping-costs',
    );
    expect(figure('sell')).toBe('€2,976.12');
    // 3,100.12 € / 31.1034768 g
    expect(figure('perGram')).toBe('€99.67');
    expect(figure('spotValue')).toBe('€3,000.00');
    expect(figure('premium')).toMatch(/^3\.3%/);

    const tiers = screen.getByRole('table', { name: 'Volume prices' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['from 1 piece', '€3,100.12', ''],
      ['from 10 pieces', '€3,084.62', '€15.50'],
      ['from 50 pieces', '€3,069.12', '€31.00'],
    ]);
    // The product and its similar products, once both are on the page (as when it was rendered
    // on the server, or when the prices are refreshed): one request. On a first load in the
    // browser the similar products may arrive after the 50 ms window, a matter of the clock.
    expect(await screen.findByRole('link', { name: 'Similar coin 2' })).toBeInTheDocument();
    const before = page.queriesTo('/prices/products').length;
    await act(() => page.queryClient.resetQueries({ queryKey: ['prices'] }));
    await page.settled();
    expect(page.queriesTo('/prices/products').slice(before)).toEqual([
      expect.objectContaining({ skus: 'PHI-G-1OZ,SIM-1,SIM-2' }),
    ]);
  });

  it('states the VAT of taxed metal and compares the premium without it', async () => {
    const page = renderPage(
      ProductPage,
      '/produkt/wiener-philharmoniker-1-oz-gold',
      catalogApi(productApi(makeProduct({ attributeFields: { preciousMetal: 'silver' } })), {
        prices: withPricing((sku) =>
          makePricing(sku, { base: 4_200, taxRate: 2000, taxClass: 'standard', spot: 3_000 }),
        ),
      }),
    );
    await page.settled();
    await waitFor(() => expect(screen.getByTestId('product-buy-price')).toHaveTextContent(/42,00/));
    expect(taxLine()).toMatch(/^inkl\. 20\s%\sMwSt\., zzgl\. Versand$/);
    expect(figure('premium')).toMatch(/^16,7\s%/);
  });

  it('says duty-free storage for bonded stock', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi(), {
        prices: withPricing((sku) => makePricing(sku, { dutyFree: true })),
      }),
    );
    await page.settled();
    await waitFor(() => expect(taxLine()).toBe('duty-free storage, no import VAT, plus shipping'));
  });

  it.each([
    [
      '/en/product/vienna-philharmonic-1-oz-gold',
      'margin scheme (§ 24 UStG), VAT not shown separately, plus shipping',
    ],
    [
      '/produkt/wiener-philharmoniker-1-oz-gold',
      'Differenzbesteuerung (§ 24 UStG), MwSt. nicht gesondert ausgewiesen, zzgl. Versand',
    ],
  ])('names the margin scheme without a VAT amount (%s)', async (path, line) => {
    const page = renderPage(
      ProductPage,
      path,
      catalogApi(productApi(makeProduct({ attributeFields: { preciousMetal: 'silver' } })), {
        prices: withPricing((sku) => makePricing(sku, { taxClass: 'margin' })),
      }),
    );
    await page.settled();
    await waitFor(() => expect(taxLine()).toBe(line));
  });

  it('draws skeletons while prices are refreshing', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    await page.settled();
    const price = screen.getByTestId('product-buy-price');
    await waitFor(() => expect(price).toHaveTextContent('€3,100.12'));
    act(() =>
      page.store.set(priceStatusAtom, { ...page.store.get(priceStatusAtom), refreshing: true }),
    );
    expect(price).toHaveAttribute('aria-busy', 'true');
    // The old amounts only hold their boxes, hidden: no amount is shown or announced.
    expect(within(price).queryByText(/€/, { ignore: shownOnly })).toBeNull();
    const sell = document.querySelector<HTMLElement>('[data-figure="sell"]')!;
    expect(within(sell).queryByText(/€/, { ignore: shownOnly })).toBeNull();
  });

  it('offers buying as the main action, and selling to us beside it as a secondary one', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    await page.settled();
    // The product's own actions come first; the similar products' cards follow with theirs.
    const [actions] = await screen.findAllByTestId('cart-actions');
    expect(within(actions!).getByRole('button', { name: 'Add to cart' })).toHaveClass(
      'ui-button--primary',
    );
    expect(within(actions!).getByRole('button', { name: 'Sell to us' })).toHaveClass(
      'ui-button--secondary',
    );
  });

  it('lists the shipping costs of every store, this one first', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    await page.settled();
    const table = await screen.findByRole('table', { name: 'Shipping costs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(Array.from(rows[0]!.children, (cell) => cell.textContent)).toEqual([
      'Austria (this shop)',
      '€9.90',
      '€19.90',
      '€1,000.00',
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Austria (this shop)',
      'Germany',
      'Switzerland',
      'Liechtenstein',
      'United States',
    ]);
    // On a phone the rows stack; each figure names its column, "free from" too (issue 23).
    expect(table).toHaveClass('ui-table--stacked');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Standard shipping', 'Insured shipping', 'Free shipping from']);
  });

  it('loads the rates chart only when its section scrolls into view', async () => {
    // A controllable IntersectionObserver: jsdom has none (the hook then shows the chart at once).
    const observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
    class FakeObserver {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    try {
      const page = renderPage(
        ProductPage,
        '/en/product/vienna-philharmonic-1-oz-gold',
        catalogApi(productApi(makeProduct({ attributeFields: { preciousMetal: 'platinum' } }))),
      );
      await page.settled();
      const section = await screen.findByRole('region', { name: 'Price chart' });
      const snapshots = () =>
        page.requests.filter((r) => r.pathname === '/api/prices/metals/snapshots');
      expect(snapshots()).toHaveLength(0);
      expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
      expect(observed).toHaveLength(1);
      expect(section).toContainElement(observed[0]!.element as HTMLElement);

      act(() =>
        observed[0]!.callback(
          [{ isIntersecting: true, target: observed[0]!.element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await page.settled();
      expect(await within(section).findByTestId('rates-canvas')).toHaveAttribute(
        'data-points',
        '7',
      );
      expect(snapshots()).toHaveLength(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('charts the product’s metal and follows the chosen settings', async () => {
    const user = userEvent.setup();
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi(makeProduct({ attributeFields: { preciousMetal: 'platinum' } }))),
    );
    await page.settled();
    expect(await screen.findByTestId('rates-canvas')).toHaveAttribute('data-points', '7');
    const snapshots = () =>
      page.requests
        .filter((r) => r.pathname === '/api/prices/metals/snapshots')
        .map((r) => Object.fromEntries(r.searchParams));
    expect(snapshots()).toEqual([
      { metal: 'platinum', currency: 'EUR', type: 'buy', timespan: '1w' },
    ]);
    const summary = screen.getByRole('table', { name: 'Summary of the chart' });
    expect(within(summary).getByRole('row', { name: /Data points/ })).toHaveTextContent('7');
    expect(within(summary).getByRole('row', { name: /Change/ })).toHaveTextContent('+2%');

    await user.click(screen.getByRole('radio', { name: '6 months' }));
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.selectOptions(screen.getByLabelText('Currency'), 'CHF');
    await page.settled();
    expect(snapshots().at(-1)).toEqual({
      metal: 'platinum',
      currency: 'CHF',
      type: 'sell',
      timespan: '6m',
    });
    await waitFor(() =>
      expect(screen.getByTestId('rates-canvas')).toHaveAttribute('data-timespan', '6m'),
    );
    expect(
      screen.getByRole('img', {
        name: 'Sell price of Platinum per troy ounce in CHF over 6 months',
      }),
    ).toBeInTheDocument();
  });
});
