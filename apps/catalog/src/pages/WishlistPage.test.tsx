import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsAtom } from '@shop/app-state';
import { makeWishlist, wishlistLine } from '../test/wishlist-fixtures';
import { renderPage, reply, setSession, type ApiHandler } from '@shop/test-kit';
import { catalogApi } from '../test/fixtures';
import WishlistPage from './WishlistPage';

const first = wishlistLine(1);
const second = wishlistLine(2);

afterEach(() => setSession(null));

/** Lists the wishlist and answers removals with it minus the line, or with `removal` if given. */
function wishlistApi(lines = [first, second], removal?: ReturnType<typeof reply>): ApiHandler {
  return ({ url, method }) => {
    if (url.pathname === '/api/wishlists' && method === 'GET') return [makeWishlist(lines)];
    const removed = /\/line-item\/([^/]+)$/.exec(url.pathname);
    if (removed && method === 'DELETE')
      return removal ?? makeWishlist(lines.filter((line) => line.id !== removed[1]));
    return reply(404, { code: 'route_not_found' });
  };
}

describe('WishlistPage', () => {
  it('lists the saved products with name, picture, link and live price (German)', async () => {
    setSession('Anonymous');
    renderPage(WishlistPage, '/wunschliste', catalogApi(wishlistApi()));
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const item = within(items[0]!);
    expect(item.getByRole('link', { name: 'Goldmünze 1' })).toHaveAttribute(
      'href',
      '/produkt/goldmuenze-1',
    );
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/api/products/images/SKU-1.svg');
    expect(await item.findByText(/€/)).toBeInTheDocument();
    expect(screen.getByText('2 Produkte')).toBeInTheDocument();
  });

  it('removes a product and shows the rest (English)', async () => {
    setSession('User');
    const page = renderPage(WishlistPage, '/en/wishlist', catalogApi(wishlistApi()));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gold coin 1 from the wishlist' }),
    );
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gold coin 1' })).not.toBeInTheDocument();
    expect(page.requests.map((r) => r.pathname)).toContain(
      `/api/wishlists/${makeWishlist([]).id}/store/at/line-item/${first.id}`,
    );
  });

  it('asks to try later when a removal fails, and keeps the product', async () => {
    setSession('User');
    const page = renderPage(
      WishlistPage,
      '/en/wishlist',
      catalogApi(wishlistApi([first], reply(503, { code: 'repository_unavailable' }))),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gold coin 1 from the wishlist' }),
    );
    await screen.findByRole('button', { name: 'Remove Gold coin 1 from the wishlist' });
    expect(page.store.get(notificationsAtom).map((n) => [n.type, n.title])).toEqual([
      ['error', 'The wishlist could not be changed. Please try again later.'],
    ]);
    expect(screen.getByRole('link', { name: 'Gold coin 1' })).toBeInTheDocument();
  });

  it('shows the empty state without a session, and asks nothing', async () => {
    const page = renderPage(WishlistPage, '/en/wishlist', catalogApi(wishlistApi()));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(page.requests.filter((r) => r.pathname.startsWith('/api/wishlists'))).toEqual([]);
  });

  it('shows the empty state for an empty wishlist (German)', async () => {
    setSession('Anonymous');
    renderPage(WishlistPage, '/wunschliste', catalogApi(wishlistApi([])));
    expect(await screen.findByText('Ihre Wunschliste ist leer')).toBeInTheDocument();
  });
});
