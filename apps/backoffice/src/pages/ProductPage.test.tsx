import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import { fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { krugerrand } from '../test/sample-product';
import { ProductPage } from './ProductPage';

const { staffCatalogue } = endpoints;

function openProduct(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/catalogue/:sku" element={<ProductPage />} />
      </Routes>
    </IntlProvider>,
    `/catalogue/${krugerrand.sku}`,
    api,
  );
}

describe('ProductPage', () => {
  it('previews a store’s new premium with the API’s engine and saves it', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => krugerrand)
      .on(staffCatalogue.pricePreview, ({ body }) => ({
        prices: krugerrand.prices.map((price) => ({
          store: price.store,
          effective: body.prices[price.store] ?? price.effective,
          buy: price.store === 'at' ? { centAmount: 251_200, currency: 'EUR' as const } : price.buy,
          sell: price.sell,
          current: { buy: price.buy, sell: price.sell },
        })),
        pricesAt: krugerrand.pricesAt,
      }))
      .on(staffCatalogue.update, ({ body }) => ({
        ...krugerrand,
        prices: krugerrand.prices.map((price) =>
          price.store === 'at'
            ? { ...price, own: body.prices!.at!, effective: body.prices!.at! }
            : price,
        ),
      }));
    const user = userEvent.setup();
    openProduct(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Krugerrand 1 ounce' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Premium, spread and prices per store' });
    expect(within(table).getByRole('row', { name: /Austria/ })).toHaveTextContent(
      '€2,500.00 / €2,360.00',
    );
    const premium = screen.getByRole('textbox', { name: 'Premium in Austria (EUR), percent' });
    expect(premium).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Own values in Austria (EUR)' }));
    await user.clear(premium);
    await user.type(premium, '4.25');
    await user.click(screen.getByRole('button', { name: 'Preview prices' }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Austria/ })).toHaveTextContent(
        '€2,512.00 / €2,360.00',
      ),
    );
    expect(api.callsTo(staffCatalogue.pricePreview)[0]!.body).toEqual({
      prices: { at: { premiumBps: 425, spreadBps: 200 }, ch: { premiumBps: 400, spreadBps: 250 } },
    });
    expect(api.callsTo(staffCatalogue.update)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save premiums and spreads' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.update)).toHaveLength(1);
    expect(api.callsTo(staffCatalogue.update)[0]!.body).toEqual({
      prices: { at: { premiumBps: 425, spreadBps: 200 }, ch: { premiumBps: 400, spreadBps: 250 } },
    });
  });

  it('refuses a premium that is no percent in the page’s language, asking nothing', async () => {
    const api = fakeApi().on(staffCatalogue.get, () => krugerrand);
    const user = userEvent.setup();
    openProduct(api, 'de');
    const premium = await screen.findByRole('textbox', {
      name: 'Aufschlag in Schweiz (CHF), Prozent',
    });
    await user.clear(premium);
    await user.type(premium, '3,456');
    await user.click(screen.getByRole('button', { name: 'Preise berechnen' }));
    expect(
      await screen.findByText(
        'Bitte einen Aufschlag von 0 bis 1.000 % mit höchstens zwei Nachkommastellen eingeben.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.pricePreview)).toHaveLength(0);
  });

  it('saves texts in both languages, checked by the contract first', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => krugerrand)
      .on(staffCatalogue.update, ({ body }) => ({
        ...krugerrand,
        published: body.published ?? krugerrand.published,
      }));
    const user = userEvent.setup();
    openProduct(api);
    const nameEn = await screen.findByRole('textbox', { name: 'Name (English)' });
    await user.clear(nameEn);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo(staffCatalogue.update)).toHaveLength(0);
    await user.type(nameEn, 'Krugerrand 1 oz');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(api.callsTo(staffCatalogue.update)).toHaveLength(1));
    expect(api.callsTo(staffCatalogue.update)[0]!.body).toMatchObject({
      name: { de: 'Krügerrand 1 Unze', en: 'Krugerrand 1 oz' },
      categories: ['gold-coins'],
      attributes: { yearsOfIssue: null, fineness: '916.7' },
    });
  }, 30_000);

  it('saves stock, and unpublishes only after a confirmation', async () => {
    const api = fakeApi()
      .on(staffCatalogue.get, () => krugerrand)
      .on(staffCatalogue.update, ({ body }) => ({
        ...krugerrand,
        published: body.published ?? krugerrand.published,
      }));
    const user = userEvent.setup();
    openProduct(api);
    const stock = await screen.findByRole('textbox', { name: /Units in stock/ });
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(
      await screen.findByText('Please enter a whole number from 0 to 1,000,000.'),
    ).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '12');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    await waitFor(() => expect(api.callsTo(staffCatalogue.update)).toHaveLength(1));
    expect(api.callsTo(staffCatalogue.update)[0]!.body).toEqual({
      stock: 12,
      lowStockThreshold: 5,
      availability: 'fromStock',
    });

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Krugerrand 1 ounce?' });
    expect(api.callsTo(staffCatalogue.update)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.callsTo(staffCatalogue.update)).toHaveLength(2));
    expect(api.callsTo(staffCatalogue.update)[1]!.body).toEqual({ published: false });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  }, 30_000);
});
