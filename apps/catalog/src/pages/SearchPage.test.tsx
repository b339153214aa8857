import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, searchResponse, catalogApi } from '../test/fixtures';
import { renderPage, type ApiHandler } from '@shop/test-kit';
import SearchPage from './SearchPage';

const api =
  (results = [makeProduct()]): ApiHandler =>
  ({ url }) =>
    url.pathname === '/api/products/categories'
      ? []
      : searchResponse(url.searchParams.get('text') === 'gold' ? results : []);

describe('SearchPage', () => {
  it('asks for a term before searching', () => {
    const page = renderPage(SearchPage, '/en/search', catalogApi(api()));
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(page.queriesTo('/products/search')).toHaveLength(0);
  });

  it('ranks results by relevance and counts them', async () => {
    const page = renderPage(SearchPage, '/en/search?q=gold', catalogApi(api()));
    expect(
      await screen.findByRole('link', { name: 'Vienna Philharmonic 1 oz gold' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “gold”');
    expect(screen.getByRole('searchbox', { name: 'Search term' })).toHaveValue('gold');
    expect(page.queriesTo('/products/search')[0]).toMatchObject({
      text: 'gold',
      sort: 'relevance',
    });
  });

  it('gives a hint when nothing is found, and searches again from its own field', async () => {
    const user = userEvent.setup();
    const page = renderPage(SearchPage, '/suche?q=zinn&metal=gold&view=list', catalogApi(api()));
    expect(
      await screen.findByRole('heading', { name: 'Keine Produkte passen zu diesen Filtern' }),
    ).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.clear(field);
    await user.type(field, 'gold{Enter}');
    // A new term drops the old filters but keeps the chosen view.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/suche\?q=gold&view=list$/);
    await waitFor(() =>
      expect(page.queriesTo('/products/search').at(-1)).toMatchObject({
        text: 'gold',
        languageTag: 'de-AT',
      }),
    );
    expect(
      await screen.findByRole('link', { name: 'Wiener Philharmoniker 1 oz Gold' }),
    ).toBeInTheDocument();
  });

  it('explains an empty search without filters', async () => {
    renderPage(SearchPage, '/en/search?q=unobtainium', catalogApi(api()));
    expect(
      await screen.findByRole('heading', { name: 'Nothing found for “unobtainium”' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });
});
