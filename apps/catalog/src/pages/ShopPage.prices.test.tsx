import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { priceStatusAtom } from '@shop/api-client/price-socket';
import {
  categories,
  makePricing,
  makeProduct,
  productPricesResponse,
  searchResponse,
  catalogApi,
} from '../test/fixtures';
import { renderPage, reply, type ApiHandler, type ApiCall } from '@shop/test-kit';
import ShopPage from './ShopPage';

const products = [1, 2, 3, 4, 5, 6].map((n) =>
  makeProduct({
    id: `p-${n}`,
    sku: `BAR-G-${n}G`,
    name: { de: `Goldbarren ${n} g`, en: `Gold bar ${n} g` },
    slug: { de: `goldbarren-${n}-g`, en: `gold-bar-${n}-g` },
  }),
);
const scrap = makeProduct({
  id: 'p-scrap',
  sku: 'SCRAP-AU-585',
  name: { de: 'Altgold 585', en: 'Scrap gold 585' },
  slug: { de: 'altgold-585', en: 'scrap-gold-585' },
});

const shopApi: ApiHandler = ({ url }) => {
  if (url.pathname === '/api/products/categories') return categories;
  return searchResponse([...products, scrap]);
};

/** Prices by SKU; scrap only has a per-gram buy-back price. */
function prices(base: (n: number) => number) {
  return ({ url }: ApiCall) => {
    const skus = (url.searchParams.get('skus') ?? '').split(',');
    return productPricesResponse(
      skus.map((sku) =>
        sku === scrap.sku
          ? {
              ...makePricing(sku),
              prices: [
                {
                  type: 'sell' as const,
                  centAmount: 3_410,
                  currency: 'EUR' as const,
                  minQuantity: 1,
                },
              ],
            }
          : makePricing(sku, { base: base(Number(sku.replace(/\D/g, ''))) }),
      ),
    );
  };
}

// By the card title's text: a query by role computes every element's accessible name and style,
// which inside `waitFor` loops cost most of these tests' time on a busy machine.
const cardOf = (name: string) => screen.getByText(name, { selector: 'a' }).closest('article')!;

describe('ShopPage prices', () => {
  it('shows each card’s buy price, fetched for the whole page in one request', async () => {
    const page = renderPage(
      ShopPage,
      '/en/shop',
      catalogApi(shopApi, { prices: prices((n) => n * 10_000) }),
    );
    await page.settled();
    await waitFor(() =>
      expect(within(cardOf('Gold bar 3 g')).getByText('€300.00')).toBeInTheDocument(),
    );
    expect(within(cardOf('Gold bar 6 g')).getByText('€600.00')).toBeInTheDocument();
    expect(within(cardOf('Scrap gold 585')).getByText('We pay per gram')).toBeInTheDocument();
    expect(within(cardOf('Scrap gold 585')).getByText('€34.10')).toBeInTheDocument();
    expect(page.queriesTo('/prices/products')).toEqual([
      {
        country: 'AT',
        currency: 'EUR',
        skus: 'BAR-G-1G,BAR-G-2G,BAR-G-3G,BAR-G-4G,BAR-G-5G,BAR-G-6G,SCRAP-AU-585',
      },
    ]);
  });

  it('draws skeletons, not zeros, while prices are refreshing, then the new prices', async () => {
    let factor = 10_000;
    const page = renderPage(
      ShopPage,
      '/en/shop',
      catalogApi(shopApi, { prices: prices((n) => n * factor) }),
    );
    await page.settled();
    await waitFor(() =>
      expect(within(cardOf('Gold bar 2 g')).getByText('€200.00')).toBeInTheDocument(),
    );

    act(() =>
      page.store.set(priceStatusAtom, { ...page.store.get(priceStatusAtom), refreshing: true }),
    );
    const card = cardOf('Gold bar 2 g');
    // The old amount only holds its box, hidden: no amount is shown or announced.
    expect(
      within(card).queryByText(/€/, {
        ignore: '[aria-hidden="true"], [aria-hidden="true"] *, script, style',
      }),
    ).toBeNull();
    expect(within(card).getByText('Loading price')).toBeInTheDocument();

    factor = 11_000;
    await act(async () => {
      await page.queryClient.invalidateQueries({ queryKey: ['prices'] });
    });
    act(() =>
      page.store.set(priceStatusAtom, { ...page.store.get(priceStatusAtom), refreshing: false }),
    );
    expect(within(cardOf('Gold bar 2 g')).getByText('€220.00')).toBeInTheDocument();
    expect(page.queriesTo('/prices/products')).toHaveLength(2);
  });

  it('says “price on request” for a product without price, and a dash when prices failed', async () => {
    const page = renderPage(
      ShopPage,
      '/en/shop',
      catalogApi(shopApi, {
        prices: ({ url }) =>
          productPricesResponse(
            (url.searchParams.get('skus') ?? '')
              .split(',')
              .filter((sku) => sku !== 'BAR-G-1G')
              .map((sku) => makePricing(sku)),
          ),
      }),
    );
    await page.settled();
    await waitFor(() =>
      expect(within(cardOf('Gold bar 1 g')).getByText('Price on request')).toBeInTheDocument(),
    );
    expect(within(cardOf('Gold bar 2 g')).getByText('€3,100.12')).toBeInTheDocument();
  });

  it('shows a dash, not “price on request”, when the prices cannot be loaded', async () => {
    const page = renderPage(
      ShopPage,
      '/en/shop',
      catalogApi(shopApi, {
        prices: () =>
          reply(503, { name: 'RepositoryError', message: 'down', code: 'x', statusCode: 503 }),
      }),
    );
    await page.settled();
    await waitFor(() => expect(within(cardOf('Gold bar 1 g')).getByText('–')).toBeInTheDocument());
    expect(screen.queryByText('Price on request')).toBeNull();
  });

  it('filters by a price range in whole euros, kept in the URL and sent in cents', async () => {
    // Without stylesheets (CSS is mocked) no element can have `pointer-events: none`; checking it
    // walks every ancestor's computed style on each keystroke and click, most of this test's time.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const page = renderPage(ShopPage, '/en/shop?sort=price&order=desc', catalogApi(shopApi));
    await page.settled();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Price (high to low)');
    // Queries by role walk the whole page; the filter's own form is enough.
    const filter = () => screen.getByLabelText('Minimum price').closest('form')!;

    await user.type(within(filter()).getByLabelText('Minimum price'), '2500');
    await user.type(within(filter()).getByLabelText('Maximum price'), '100{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/shop?priceMin=100&priceMax=2500&sort=price&order=desc',
    );
    await page.settled();
    expect(page.queriesTo('/products/search').at(-1)).toMatchObject({
      priceMin: '10000',
      priceMax: '250000',
      sort: 'price',
      order: 'desc',
    });
    expect(screen.getByLabelText('Minimum price')).toHaveValue('100');

    await user.clear(within(filter()).getByLabelText('Maximum price'));
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/shop?priceMin=100&sort=price&order=desc',
    );
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/shop?sort=price&order=desc');
  });
});
