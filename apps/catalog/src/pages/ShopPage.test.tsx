import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories, makeProduct, searchResponse, catalogApi } from '../test/fixtures';
import { renderPage, reply, type ApiHandler } from '@shop/test-kit';
import ShopPage from './ShopPage';

const krugerrand = makeProduct({
  id: 'p-kru',
  sku: 'KRU-G-1OZ',
  name: { de: 'Krugerrand 1 oz Gold', en: 'Krugerrand 1 oz gold' },
  slug: { de: 'krugerrand-1-oz-gold', en: 'krugerrand-1-oz-gold-en' },
  attributeFields: { manufacturer: 'South African Mint', fineWeight: 0.1 },
  fineness: '916.7',
  availability: 'lowStock',
  unitsLeft: 2,
});
const philharmonic = makeProduct();

function shopApi(
  search: (params: URLSearchParams) => unknown = () => searchResponse([krugerrand, philharmonic]),
): ApiHandler {
  return ({ url }) => {
    if (url.pathname === '/api/products/categories') return categories;
    if (url.pathname === '/api/products/search') return search(url.searchParams);
    return reply(404, {
      name: 'ResourceNotFoundError',
      message: 'no route',
      code: 'route_not_found',
      statusCode: 404,
    });
  };
}

const location = () => screen.getByTestId('location').textContent;

describe('ShopPage', () => {
  it('lists a category found by its localized slug and names the page after it', async () => {
    const page = renderPage(ShopPage, '/en/shop/gold-coins', catalogApi(shopApi()));
    const link = await screen.findByRole('link', { name: 'Krugerrand 1 oz gold' });
    expect(link).toHaveAttribute('href', '/en/product/krugerrand-1-oz-gold-en');
    expect(screen.getByRole('status')).toHaveTextContent('2 products');
    const card = link.closest('article')!;
    expect(within(card).getByText('Gold')).toBeInTheDocument();
    expect(within(card).getByText('1/10 oz')).toBeInTheDocument();
    expect(within(card).getByText('916.7')).toBeInTheDocument();
    expect(within(card).getByText('Only 2 left')).toBeInTheDocument();
    expect(page.queriesTo('/products/search')[0]).toMatchObject({
      category: 'gold-coins',
      page: '1',
      limit: '24',
      sort: 'default',
    });
    expect(page.pageTitle()).toBe('Gold coins');
    expect(page.alternates()).toEqual({ de: { slug: 'goldmuenzen' }, en: { slug: 'gold-coins' } });
    // The category is fixed by the page, so there is no category filter.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });

  it('says plainly when a category does not exist and leads back to the shop', async () => {
    const page = renderPage(ShopPage, '/en/shop/tin-coins', catalogApi(shopApi()));
    expect(
      await screen.findByRole('heading', { name: 'There is no category “tin-coins”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
    expect(page.queriesTo('/products/search')).toHaveLength(0);
  });

  it('keeps filters, sorting and the view in the URL', async () => {
    const user = userEvent.setup();
    const page = renderPage(ShopPage, '/en/shop', catalogApi(shopApi()));
    await screen.findByRole('link', { name: 'Krugerrand 1 oz gold' });

    await user.selectOptions(screen.getByLabelText('Precious metal'), 'silver');
    expect(location()).toBe('/en/shop?metal=silver');
    await user.selectOptions(screen.getByLabelText('Manufacturer'), 'Münze Österreich');
    expect(location()).toBe('/en/shop?metal=silver&manufacturer=M%C3%BCnze+%C3%96sterreich');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name (Z–A)');
    expect(location()).toBe(
      '/en/shop?metal=silver&manufacturer=M%C3%BCnze+%C3%96sterreich&sort=name&order=desc',
    );
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(location()).toContain('&view=list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() =>
      expect(page.queriesTo('/products/search').at(-1)).toMatchObject({
        metal: 'silver',
        manufacturer: 'Münze Österreich',
        sort: 'name',
        order: 'desc',
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(location()).toBe('/en/shop?sort=name&order=desc&view=list');
  });

  it('offers the category filter on the whole shop and sorting by price', async () => {
    const user = userEvent.setup();
    renderPage(ShopPage, '/en/shop', catalogApi(shopApi()));
    await screen.findByRole('link', { name: 'Krugerrand 1 oz gold' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Gold coins (2)');
    expect(location()).toBe('/en/shop?category=gold-coins');
    const sortOptions = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sortOptions).toEqual([
      'Recommended',
      'Name (A–Z)',
      'Name (Z–A)',
      'Price (low to high)',
      'Price (high to low)',
      'Precious metal (gold first)',
      'Precious metal (palladium first)',
    ]);
  });

  it('pages with real links and starts again at page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const page = renderPage(
      ShopPage,
      '/en/shop?metal=gold&page=2',
      catalogApi(
        shopApi((params) =>
          searchResponse([krugerrand], { total: 60, page: Number(params.get('page')) }),
        ),
      ),
    );
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/en/shop?metal=gold&page=3',
    );
    expect(screen.getByRole('status')).toHaveTextContent('60 products, page 2 of 3');
    await user.click(within(pagination).getByRole('link', { name: /Next page/ }));
    expect(location()).toBe('/en/shop?metal=gold&page=3');
    await waitFor(() =>
      expect(page.queriesTo('/products/search').at(-1)).toMatchObject({ page: '3', metal: 'gold' }),
    );
    await user.selectOptions(screen.getByLabelText('Precious metal'), '');
    expect(location()).toBe('/en/shop');
  });

  it('ignores bad query values instead of failing', async () => {
    const page = renderPage(
      ShopPage,
      '/en/shop?metal=tin&page=-3&sort=weight&view=cards&priceMin=cheap',
      catalogApi(shopApi()),
    );
    await screen.findByRole('link', { name: 'Krugerrand 1 oz gold' });
    expect(page.queriesTo('/products/search')[0]).toEqual({
      sort: 'default',
      order: 'asc',
      page: '1',
      limit: '24',
      languageTag: 'en-GB',
    });
  });

  it('shows an empty state for filters without results', async () => {
    renderPage(
      ShopPage,
      '/en/shop?metal=palladium',
      catalogApi(shopApi(() => searchResponse([], { total: 0 }))),
    );
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No products');
  });

  it('reports a failed load and retries on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(
      ShopPage,
      '/en/shop',
      catalogApi(
        shopApi(() =>
          fail
            ? reply(503, {
                name: 'RepositoryError',
                message: 'down',
                code: 'repository_unavailable',
                statusCode: 503,
              })
            : searchResponse([krugerrand]),
        ),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Krugerrand 1 oz gold' })).toBeInTheDocument();
  });

  it('speaks German on German addresses', async () => {
    const page = renderPage(ShopPage, '/shop/goldmuenzen?metal=gold', catalogApi(shopApi()));
    expect(await screen.findByRole('link', { name: 'Krugerrand 1 oz Gold' })).toHaveAttribute(
      'href',
      '/produkt/krugerrand-1-oz-gold',
    );
    expect(screen.getByLabelText('Edelmetall')).toHaveValue('gold');
    expect(screen.getByRole('status')).toHaveTextContent('2 Produkte');
    expect(page.pageTitle()).toBe('Goldmünzen');
    expect(page.queriesTo('/products/search')[0]).toMatchObject({
      languageTag: 'de-AT',
      metal: 'gold',
    });
  });
});
