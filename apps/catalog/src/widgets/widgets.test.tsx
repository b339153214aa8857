import { fireEvent, screen, within } from '@testing-library/react';
import { makeProduct, priceApi, searchResponse } from '../test/fixtures';
import { renderPage, type ApiCall } from '@shop/test-kit';
import ProductCardWidget from './ProductCard';
import ProductCarouselWidget from './ProductCarousel';

const bar = makeProduct({
  id: 'p-umi-100g',
  sku: 'BGO-UMI-100G',
  name: { de: 'Goldbarren 100 g Umicore', en: 'Gold bar 100 g Umicore' },
  slug: { de: 'goldbarren-100-g-umicore', en: 'gold-bar-100-g-umicore' },
});
const coin = makeProduct();

function api({ method, url }: ApiCall) {
  if (method !== 'GET') return { status: 405, body: {} };
  if (url.pathname === '/api/products/identifiers')
    return {
      status: 200,
      body: [bar, coin].map(({ id, sku, slug }) => ({ id, sku, slug })),
    };
  if (url.pathname === '/api/products/search') {
    const slug = url.searchParams.get('slug');
    const found = slug ? [bar, coin].filter((p) => p.slug.de === slug) : [bar, coin];
    return { status: 200, body: searchResponse(found) };
  }
  if (url.pathname.startsWith('/api/prices')) return { status: 200, body: priceApi(url) };
  return { status: 404, body: { statusCode: 404, message: 'Not found', errors: [] } };
}

describe('catalog widgets for other remotes', () => {
  it('product card: the product of a SKU with its live price, in the page language', async () => {
    const { calls } = renderPage(
      <ProductCardWidget sku="BGO-UMI-100G" headingLevel={2} />,
      { route: 'shop', language: 'en' },
      api,
    );
    const link = await screen.findByRole('link', { name: 'Gold bar 100 g Umicore' });
    expect(link).toHaveAttribute('href', '/en/product/gold-bar-100-g-umicore');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Gold bar 100 g Umicore');
    await screen.findAllByText(/€/);
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/prices/products' &&
          c.url.searchParams.get('skus')?.includes('BGO-UMI-100G'),
      ),
    ).toBe(true);
  });

  it('product card: a SKU the catalogue does not hold shows nothing', async () => {
    const { calls } = renderPage(
      <ProductCardWidget sku="NOPE-1" />,
      { route: 'shop', language: 'de' },
      api,
    );
    await screen.findByText((_, el) => el === document.body && calls.length > 0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/products/search')).toBe(false);
  });

  it('product carousel: a category row that never moves by itself and has previous/next buttons', async () => {
    const { calls } = renderPage(
      <ProductCarouselWidget category="gold-bars" limit={8} label="Beliebte Goldbarren" />,
      { route: 'shop', language: 'de' },
      api,
    );
    const region = screen.getByRole('region', { name: 'Beliebte Goldbarren' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      await within(region).findByRole('link', { name: 'Goldbarren 100 g Umicore' }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('article')).toHaveLength(2);
    const search = calls.find((c) => c.url.pathname === '/api/products/search')!.url.searchParams;
    expect([search.get('category'), search.get('limit')]).toEqual(['gold-bars', '8']);
    const track = region.querySelector('ul')!;
    track.scrollBy = jest.fn();
    Object.defineProperty(track, 'clientWidth', { value: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Produkte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Produkte' }));
    expect(jest.mocked(track.scrollBy).mock.calls).toEqual([
      [{ left: 600, behavior: 'smooth' }],
      [{ left: -600, behavior: 'smooth' }],
    ]);
  });
});
