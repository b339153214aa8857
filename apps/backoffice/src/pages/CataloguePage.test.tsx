import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import { fakeApi, renderPage } from '@shop/test-kit';
import messages from '../messages';
import { krugerrand } from '../test/sample-product';
import { CataloguePage } from './CataloguePage';

const { staffCatalogue } = endpoints;

describe('CataloguePage', () => {
  it('lists the products and filters them by the address', async () => {
    const api = fakeApi().on(staffCatalogue.list, ({ query }) => ({
      products:
        query.published === false
          ? []
          : [
              krugerrand,
              {
                ...krugerrand,
                id: 'b2',
                sku: 'SBA-1KG',
                published: false,
                availability: 'soldOut' as const,
              },
            ],
      total: query.published === false ? 0 : 2,
      page: query.page,
    }));
    const user = userEvent.setup();
    renderPage(
      <IntlProvider locale="de-AT" messages={messages.de} defaultLocale="de-AT">
        <Routes>
          <Route path="/catalogue" element={<CataloguePage />} />
        </Routes>
      </IntlProvider>,
      '/catalogue',
      api,
    );
    const table = await screen.findByRole('table', { name: 'Produkte' });
    const row = within(table).getByRole('row', { name: /CGO-KRU-1OZ/ });
    expect(row).toHaveTextContent('Krügerrand 1 Unze');
    expect(row).toHaveTextContent('Goldmünzen');
    expect(within(row).getByRole('link', { name: 'CGO-KRU-1OZ' })).toHaveAttribute(
      'href',
      '/catalogue/CGO-KRU-1OZ',
    );
    expect(within(table).getByRole('row', { name: /SBA-1KG/ })).toHaveTextContent(
      'Nicht veröffentlicht',
    );
    expect(screen.getByText('2 Produkte')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Veröffentlichung' }), 'false');
    await user.type(screen.getByRole('searchbox', { name: /Suche/ }), 'krug');
    await user.click(screen.getByRole('button', { name: 'Filter anwenden' }));
    expect(await screen.findByText('Kein Produkt passt zu diesen Filtern.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(staffCatalogue.list)).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo(staffCatalogue.list)[1]!.query)).toEqual({
      q: 'krug',
      published: 'false',
      page: '1',
    });
  }, 30_000);
});
