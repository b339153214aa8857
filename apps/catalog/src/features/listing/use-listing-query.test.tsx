import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@shop/router/testing';
import { useLocation, useNavigate } from '@shop/router';
import { shopListing } from './listing-query';
import { useListingQuery } from './use-listing-query';

function renderListing(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      listing: useListingQuery(shopListing),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListingQuery', () => {
  it('builds a change on the query last navigated to, before the page shows it', () => {
    const { result } = renderListing('/en/shop?metal=gold');
    // Both in one go, as when a sort is chosen while the applied price range is still rendering.
    act(() => {
      result.current.listing.update({ priceMin: 100, priceMax: 20000 });
      result.current.listing.update({ sort: 'price', order: 'desc' });
    });
    expect(result.current.location.search).toBe(
      '?metal=gold&priceMin=100&priceMax=20000&sort=price&order=desc',
    );
    expect(result.current.listing.query).toMatchObject({ priceMin: 100, sort: 'price' });
  });

  it('builds on a navigation it did not make (back, a link)', () => {
    const { result } = renderListing('/en/shop?metal=gold');
    act(() => void result.current.navigate('/en/shop?metal=platinum&priceMax=900'));
    act(() => result.current.listing.update({ sort: 'name' }));
    expect(result.current.location.search).toBe('?metal=platinum&priceMax=900&sort=name');
  });
});
