import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsAtom } from '@shop/app-state';
import {
  categoryRef,
  makePricing,
  makeProduct,
  searchResponse,
  catalogApi,
} from '../test/fixtures';
import { renderPage, reply, type ApiHandler, type ApiCall } from '@shop/test-kit';
import SellToUsPage from './SellToUsPage';
import { makeCart } from '@shop/api-client/test-support';

const bar = makeProduct({
  id: 'p-bar-100',
  sku: 'BAR-AG-100G',
  name: { de: 'Silberbarren 100 g', en: 'Silver bar 100 g' },
  slug: { de: 'silberbarren-100-g', en: 'silver-bar-100-g' },
  categories: [categoryRef('silver-bars')],
  attributeFields: { preciousMetal: 'silver' },
});
const scrap = makeProduct({
  id: 'p-scrap-925',
  sku: 'SCRAP-AG-925',
  name: { de: 'Silberschmuck 925 (Bruch)', en: 'Sterling silver jewellery 925 (scrap)' },
  categories: [categoryRef('scrap-metals')],
  attributeFields: { preciousMetal: 'silver' },
});
const sellCart = makeCart({ transactionType: 'sell' });

/** Products of the asked metal (`found`), no carts yet, and a sell cart created on the first add. */
function sellApi(found = [bar, scrap]): ApiHandler & { writes: Array<[string, string]> } {
  const writes: Array<[string, string]> = [];
  const handler = ({ url, method }: ApiCall) => {
    if (url.pathname === '/api/products/search') return searchResponse(found);
    if (url.pathname === '/api/carts' && method === 'GET') return [];
    if (method !== 'GET') writes.push([method, url.pathname]);
    if (url.pathname === '/api/carts' && method === 'POST') return sellCart;
    if (url.pathname === `/api/carts/${sellCart.id}/line-items` && method === 'PUT')
      return { ...sellCart, version: 2, lineItemCount: 2 };
    return reply(404, { code: 'route_not_found' });
  };
  return Object.assign(handler, { writes });
}

// Typing and clicking through the page; the machine running them may be busy.
jest.setTimeout(20_000);

describe('SellToUsPage', () => {
  it('asks for the metal first, then offers its bars and coins to sell to us (German)', async () => {
    const api = sellApi();
    const page = renderPage(SellToUsPage, '/ankauf', catalogApi(api));
    const metals = screen.getByRole('radiogroup', { name: 'Edelmetall' });
    expect(
      within(metals)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['gold', 'silver', 'platinum', 'palladium']);
    // Nothing to sell is offered before a metal is chosen.
    expect(screen.queryByRole('heading', { name: /Was möchten Sie verkaufen/ })).toBeNull();
    expect(page.queriesTo('/products/search')).toEqual([]);

    await userEvent.click(within(metals).getByRole('radio', { name: /Silber/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ankauf?metal=silver');
    const step = (
      await screen.findByRole('heading', {
        name: '2. Was möchten Sie verkaufen? Silber, das wir ankaufen',
      })
    ).closest('section')!;
    expect(page.queriesTo('/products/search')).toEqual([
      expect.objectContaining({ metal: 'silver' }),
    ]);
    // Scrap is sold by grade and weight in the calculator, not as a piece here.
    const item = (await within(step).findByRole('link', { name: 'Silberbarren 100 g' })).closest(
      'li',
    )!;
    expect(within(step).queryByText('Silberschmuck 925 (Bruch)')).toBeNull();
    // makePricing: the buy-back price is 96 % of the buy price of 3,100.12.
    expect(await within(item).findByText('Wir kaufen zurück für')).toBeInTheDocument();
    // The label shows while the price loads; the price follows from the batched price query.
    expect(await within(item).findByText(/2\.976,12/)).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Zum Altgold-Rechner' })).toHaveAttribute(
      'href',
      '/shop/altgold-ankauf',
    );
    expect(
      within(step).getByRole('link', { name: 'Alle Silber-Produkte im Shop' }),
    ).toHaveAttribute('href', '/shop?metal=silver');

    const quantity = within(item).getByLabelText('Menge');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(item).getByRole('button', { name: 'An uns verkaufen' }));
    await waitFor(() => expect(page.store.get(notificationsAtom)).toHaveLength(1));
    expect(page.store.get(notificationsAtom)[0]).toMatchObject({
      type: 'success',
      title: '2 Stück Silberbarren 100 g in den Verkaufswarenkorb gelegt.',
      cta: { href: '/warenkorb?type=sell' },
    });
    expect(api.writes).toEqual([
      ['POST', '/api/carts'],
      ['PUT', `/api/carts/${sellCart.id}/line-items`],
    ]);
  });

  it('shows how selling works and the scrap metal box (English)', () => {
    renderPage(SellToUsPage, '/en/sell-to-us', catalogApi(sellApi()));
    const howTo = screen
      .getByRole('heading', { name: 'How selling to us works' })
      .closest('section')!;
    expect(
      within(howTo)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Choose', 'Place the sale', 'Send or bring', 'Payout']);
    const box = screen.getByRole('heading', { name: 'The scrap metal box' }).closest('section')!;
    expect(box).toHaveTextContent(/worth at most €5,000\.00/);
    expect(
      within(box).getByRole('link', { name: 'Work out what your scrap is worth' }),
    ).toHaveAttribute('href', '/en/shop/scrap-metals');
  });

  it('keeps the metal of the address and says when none of its products can be sold (English)', async () => {
    const page = renderPage(
      SellToUsPage,
      '/en/sell-to-us?metal=palladium',
      catalogApi(sellApi([])),
    );
    expect(screen.getByRole('radio', { name: /Palladium/ })).toBeChecked();
    expect(
      await screen.findByText('We buy no Palladium bars or coins through the shop at the moment.'),
    ).toBeInTheDocument();
    expect(page.queriesTo('/products/search')).toEqual([
      expect.objectContaining({ metal: 'palladium' }),
    ]);
    expect(screen.getByRole('link', { name: 'To the scrap calculator' })).toHaveAttribute(
      'href',
      '/en/shop/scrap-metals',
    );
  });

  it('ignores a metal in the address that the shop does not trade', () => {
    const page = renderPage(SellToUsPage, '/en/sell-to-us?metal=copper', catalogApi(sellApi()));
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(page.queriesTo('/products/search')).toEqual([]);
  });

  it('does not offer a product that has no buy-back price in the store', async () => {
    const coin = makeProduct({ attributeFields: { preciousMetal: 'silver' } });
    renderPage(
      SellToUsPage,
      '/en/sell-to-us?metal=silver',
      catalogApi(sellApi([bar, coin]), {
        prices: ({ url }) => ({
          lastRecalculatedAt: '2026-05-04T10:00:00.000Z',
          serverTimestamp: '2026-05-04T10:01:00.000Z',
          nextRecalculationAt: '2026-05-04T10:03:00.000Z',
          // The bar has a buy price only; the coin is bought back.
          products: (url.searchParams.get('skus') ?? '').split(',').map((sku) => ({
            ...makePricing(sku),
            prices: makePricing(sku).prices.filter(
              (price) => sku !== bar.sku || price.type === 'buy',
            ),
          })),
        }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Sell to us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: coin.name.en })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Silver bar 100 g' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sell to us' })).toHaveLength(1);
  });
});
