import { screen, waitFor, within } from '@testing-library/react';
import { makeProduct, searchResponse } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import PricelistPage from './PricelistPage';

const coin = makeProduct();
const bar = makeProduct({
  id: 'p-bar',
  sku: 'BAR-AG-1KG',
  name: { de: 'Silberbarren 1 kg', en: 'Silver bar 1 kg' },
  slug: { de: 'silberbarren-1-kg', en: 'silver-bar-1-kg' },
  attributeFields: { preciousMetal: 'silver', fineWeight: 1, fineWeightUnit: 'kg' },
});

describe('PricelistPage', () => {
  it('lists buy and buy-back prices per product, looked up in one request', async () => {
    const page = renderPage(PricelistPage, '/en/pricelist/standard', () =>
      searchResponse([coin, bar]),
    );
    const gold = await screen.findByRole('table', { name: 'Gold' });
    expect(
      within(gold)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Product',
      'Fine weight',
      'Fineness',
      'Buy price',
      'Buy-back price',
      'Availability',
      'Cart',
    ]);
    const row = within(gold).getByRole('row', { name: /Vienna Philharmonic/ });
    await waitFor(() =>
      expect(row.querySelector('[data-price-type="buy"]')).toHaveTextContent('€3,100.12'),
    );
    expect(row.querySelector('[data-price-type="sell"]')).toHaveTextContent('€2,976.12');
    expect(screen.getByRole('table', { name: 'Silver' })).toHaveTextContent('€3,100.12');
    expect(page.priceLookups()).toEqual([
      { country: 'AT', currency: 'EUR', skus: 'BAR-AG-1KG,PHI-G-1OZ' },
    ]);
  });
});
