import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCart } from '@shop/api-client/test-support';
import { notificationsAtom } from '@shop/app-state';
import { makeProduct, searchResponse, catalogApi } from '../test/fixtures';
import { renderPage, type ApiCall } from '@shop/test-kit';
import PricelistPage from './PricelistPage';

const coin = makeProduct();
const bar = makeProduct({
  id: 'p-bar',
  sku: 'BAR-AG-1KG',
  name: { de: 'Silberbarren 1 kg', en: 'Silver bar 1 kg' },
  slug: { de: 'silberbarren-1-kg', en: 'silver-bar-1-kg' },
  attributeFields: { preciousMetal: 'silver', fineWeight: 1, fineWeightUnit: 'kg' },
});
const soldOutCoin = makeProduct({
  id: 'p-kru',
  sku: 'KRU-G-1OZ',
  name: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz gold' },
  slug: { de: 'krugerrand-1-oz-gold', en: 'krugerrand-1-oz-gold' },
  availability: 'soldOut',
});

/** The catalogue, and a buy cart that takes whatever is put into it. */
const api = ({ url, method }: ApiCall) => {
  if (url.pathname === '/api/products/search') return searchResponse([coin, soldOutCoin, bar]);
  if (url.pathname.startsWith('/api/carts'))
    return method === 'GET' ? [makeCart()] : { ...makeCart(), version: 2, lineItemCount: 1 };
  throw new Error(`No fake for ${method} ${url.pathname}`);
};

describe('PricelistPage', () => {
  it('lists buy and buy-back prices per product, looked up in one request', async () => {
    const page = renderPage(PricelistPage, '/en/pricelist/standard', catalogApi(api));
    const gold = await screen.findByRole('table', { name: 'Gold' });
    expect(
      within(gold)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Fine weight', 'Fineness', 'Buy price', 'Buy-back price', 'Cart']);
    const row = within(gold).getByRole('row', { name: /Vienna Philharmonic/ });
    await waitFor(() =>
      expect(row.querySelector('[data-price-type="buy"]')).toHaveTextContent('€3,100.12'),
    );
    expect(row.querySelector('[data-price-type="sell"]')).toHaveTextContent('€2,976.12');
    expect(screen.getByRole('table', { name: 'Silver' })).toHaveTextContent('€3,100.12');
    expect(page.queriesTo('/prices/products')).toEqual([
      { country: 'AT', currency: 'EUR', skus: 'BAR-AG-1KG,KRU-G-1OZ,PHI-G-1OZ' },
    ]);
  });

  it('gives each row one button that puts one piece into the cart, and no quantity field', async () => {
    const page = renderPage(PricelistPage, '/en/pricelist/standard', catalogApi(api));
    const gold = await screen.findByRole('table', { name: 'Gold' });
    const row = within(gold).getByRole('row', { name: /Vienna Philharmonic/ });
    const add = await within(row).findByRole('button', {
      name: 'Add to cart: 1 × Vienna Philharmonic 1 oz gold',
    });
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    // Plenty in stock goes unsaid; the row stays one line.
    expect(row).not.toHaveTextContent('In stock');
    await userEvent.click(add);
    await waitFor(() => expect(page.store.get(notificationsAtom)).toHaveLength(1));
    expect(page.store.get(notificationsAtom)[0]).toMatchObject({
      type: 'success',
      title: '1 piece of Vienna Philharmonic 1 oz gold added to the buy cart.',
    });
    expect(page.requests.filter((r) => r.pathname.endsWith('/line-items'))).toHaveLength(1);
  });

  it('shows a sold-out row in German with its button disabled and saying why', async () => {
    renderPage(PricelistPage, '/preisliste/standard', catalogApi(api));
    const gold = await screen.findByRole('table', { name: 'Gold' });
    const row = within(gold).getByRole('row', { name: /Krugerrand/ });
    const add = await within(row).findByRole('button', {
      name: 'In den Warenkorb: 1 × Krugerrand 1 oz Gold',
    });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Ausverkauft');
    expect(
      within(within(gold).getByRole('row', { name: /Philharmoniker/ })).getByRole('button'),
    ).toBeEnabled();
  });

  it('labels every price cell with its column, for the stacked rows on a phone', async () => {
    renderPage(PricelistPage, '/preisliste/standard', catalogApi(api));
    const gold = await screen.findByRole('table', { name: 'Gold' });
    expect(gold).toHaveClass('ui-table--stacked');
    const row = within(gold).getByRole('row', { name: /Philharmoniker/ });
    expect(row.querySelector('[data-price-type="buy"]')).toHaveAttribute('data-label', 'Kaufpreis');
    expect(row.querySelector('[data-price-type="sell"]')).toHaveAttribute(
      'data-label',
      'Rückkaufpreis',
    );
  });
});
