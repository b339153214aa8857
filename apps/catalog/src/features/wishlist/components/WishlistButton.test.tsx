import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsAtom } from '@shop/app-state';
import { renderPage, reply, setSession, type ApiHandler } from '@shop/test-kit';
import { catalogApi } from '../../../test/fixtures';
import { makeWishlist, wishlistLine } from '../../../test/wishlist-fixtures';
import { WishlistButton } from './WishlistButton';

const line = wishlistLine(1, 'PHI-G-1OZ');
const product = { sku: 'PHI-G-1OZ', name: { de: 'Philharmoniker', en: 'Philharmonic' } };
const Heart = () => <WishlistButton product={product} />;

afterEach(() => setSession(null));

describe('WishlistButton', () => {
  it('creates the wishlist with quantity 1 and shows the product as saved', async () => {
    setSession('Anonymous');
    const api: ApiHandler = ({ url, method }) => {
      if (method === 'POST') return reply(201, makeWishlist([line]));
      return url.pathname === '/api/wishlists' ? [] : reply(404, {});
    };
    const page = renderPage(Heart, '/en/wishlist', catalogApi(api));
    const heart = await screen.findByRole('button', { name: 'Save Philharmonic on the wishlist' });
    await waitFor(() => expect(page.requests).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(page.requests.map((r) => r.pathname)).toEqual(['/api/wishlists', '/api/wishlists']);
  });

  it('removes a saved product (German)', async () => {
    setSession('User');
    const api: ApiHandler = ({ method }) =>
      method === 'DELETE' ? makeWishlist([]) : [makeWishlist([line])];
    const page = renderPage(Heart, '/wunschliste', catalogApi(api));
    const heart = await screen.findByRole('button', {
      name: 'Philharmoniker auf der Wunschliste merken',
    });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(page.requests.at(-1)?.pathname).toBe(
      `/api/wishlists/${makeWishlist([]).id}/store/at/line-item/${line.id}`,
    );
  });

  it('asks to try later when the wishlist cannot be changed', async () => {
    setSession('User');
    const api: ApiHandler = ({ method }) =>
      method === 'PUT' ? reply(500, { code: 'unknown_error' }) : [makeWishlist([])];
    const page = renderPage(Heart, '/en/wishlist', catalogApi(api));
    const heart = await screen.findByRole('button', { name: 'Save Philharmonic on the wishlist' });
    await waitFor(() => expect(page.requests).toHaveLength(1));
    await userEvent.click(heart);
    await waitFor(() =>
      expect(page.store.get(notificationsAtom).map((n) => n.title)).toEqual([
        'The wishlist could not be changed. Please try again later.',
      ]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
