import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  categoryRef,
  makeProduct,
  productPricesResponse,
  searchResponse,
} from '../../../test/fixtures';
import { renderPage, type ApiCall } from '@shop/test-kit';
import { ScrapCalculator } from './ScrapCalculator';
import { makeCart } from '@shop/api-client/test-support';

const gold585 = makeProduct({
  id: 'p-scrap-585',
  sku: 'SCRAP-AU-585',
  name: { de: 'Altgold 585 (14 Karat)', en: 'Scrap gold 585 (14 carat)' },
  categories: [categoryRef('scrap-metals')],
});
const silver925 = makeProduct({
  id: 'p-scrap-925',
  sku: 'SCRAP-AG-925',
  name: { de: 'Silberschmuck 925 (Bruch)', en: 'Sterling silver jewellery 925 (scrap)' },
  categories: [categoryRef('scrap-metals')],
});
const sellPerGram = (sku: string, centAmount: number) => ({
  sku,
  prices: [{ type: 'sell' as const, centAmount, currency: 'EUR' as const, minQuantity: 1 }],
  taxRate: 0,
  dutyFree: false,
  taxClass: 'standard' as const,
  spotValue: null,
});
const sellCart = makeCart({ locale: 'en-GB', transactionType: 'sell' });

function api(failCart = false) {
  let version = 1;
  return (call: ApiCall) => {
    const path = call.url.pathname;
    if (path === '/api/products/search')
      return { status: 200, body: searchResponse([gold585, silver925]) };
    if (path === '/api/prices/products')
      return {
        status: 200,
        body: productPricesResponse([
          sellPerGram('SCRAP-AU-585', 6_512),
          sellPerGram('SCRAP-AG-925', 71),
        ]),
      };
    if (failCart && call.method !== 'GET')
      return {
        status: 503,
        body: { name: 'UnknownError', message: 'x', code: 'unknown', statusCode: 503 },
      };
    if (call.method === 'GET') return { status: 200, body: [{ ...sellCart, version }] };
    version += 1;
    return { status: 200, body: { ...sellCart, version } };
  };
}

describe('ScrapCalculator', () => {
  it('quotes several items live in English and puts them into the sell cart in grams', async () => {
    const { calls, notifications } = renderPage(
      <ScrapCalculator />,
      { route: 'shop', language: 'en' },
      api(),
    );
    await screen.findByRole('option', { name: 'Scrap gold 585 (14 carat)' });
    await userEvent.selectOptions(
      screen.getAllByLabelText('Metal and fineness')[0]!,
      'SCRAP-AU-585',
    );
    await userEvent.type(screen.getAllByLabelText('Weight in grams')[0]!, '10');
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('We pay: €651.20'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add another item' }));
    await userEvent.selectOptions(
      screen.getAllByLabelText('Metal and fineness')[1]!,
      'SCRAP-AG-925',
    );
    await userEvent.type(screen.getAllByLabelText('Weight in grams')[1]!, '100');
    expect(screen.getByTestId('scrap-total')).toHaveTextContent('Total: €722.20');
    expect(screen.getByText(/worth at most €5,000\.00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Put into the sell cart' }));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      type: 'success',
      cta: { href: '/en/cart?type=sell' },
    });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { sku: 'SCRAP-AU-585', quantity: 10, version: 1 },
      { sku: 'SCRAP-AG-925', quantity: 100, version: 2 },
    ]);
  });

  it.each([
    [
      'de',
      'Gewicht in Gramm',
      '12,5',
      /Wir zahlen: €\s814,00/,
      'In den Verkaufswarenkorb',
      {
        decimals:
          'Bitte höchstens eine Nachkommastelle eingeben, zum Beispiel 12,5 g: Wir wiegen auf ein Zehntelgramm genau.',
        zero: 'Bitte geben Sie ein Gewicht über 0 g ein.',
        format: 'Bitte geben Sie das Gewicht in Gramm als Zahl ein, zum Beispiel 12,5.',
      },
    ],
    [
      'en',
      'Weight in grams',
      '12.5',
      'We pay: €814.00',
      'Put into the sell cart',
      {
        decimals:
          'Please enter at most one decimal place, for example 12.5 g: we weigh to a tenth of a gram.',
        zero: 'Please enter a weight of more than 0 g.',
        format: 'Please enter the weight in grams as a number, for example 12.5.',
      },
    ],
  ] as const)(
    'takes 12.5 g and says why 12.55 g, 0 g or letters are refused (%s, issue 23)',
    async (language, label, twelveAndAHalf, quote, toCart, why) => {
      const { calls } = renderPage(
        <ScrapCalculator />,
        { route: 'shop', language: language },
        api(),
      );
      await screen.findByRole('option', { name: /585/ });
      await userEvent.selectOptions(screen.getAllByRole('combobox')[0]!, 'SCRAP-AU-585');
      const grams = screen.getAllByLabelText(label)[0]!;
      const enter = async (text: string) => {
        await userEvent.clear(grams);
        await userEvent.type(grams, text);
      };
      for (const [text, problem] of [
        ['12.55', 'decimals'],
        ['0', 'zero'],
        ['zwölf', 'format'],
      ] as const) {
        await enter(text);
        expect(grams).toHaveAttribute('aria-invalid', 'true');
        expect(grams).toHaveAccessibleDescription(why[problem]);
        expect(screen.getByRole('alert')).toHaveTextContent(why[problem]);
      }
      await enter(twelveAndAHalf);
      expect(grams).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByRole('alert')).toBeNull();
      // 12.5 g x 65.12 per gram, the cart's price, and the cart gets 12.5 (grams).
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(quote);
      await userEvent.click(screen.getByRole('button', { name: toCart }));
      const adds = () => calls.filter((c) => c.url.pathname.endsWith('/line-items'));
      await waitFor(() => expect(adds()).toHaveLength(1));
      expect(adds()[0]?.body).toMatchObject({ sku: 'SCRAP-AU-585', quantity: 12.5 });
    },
  );

  it('says in German to try later when the sell cart cannot take the scrap', async () => {
    const { notifications } = renderPage(
      <ScrapCalculator />,
      { route: 'shop', language: 'de' },
      api(true),
    );
    await screen.findByRole('option', { name: 'Altgold 585 (14 Karat)' });
    expect(screen.getByRole('button', { name: 'In den Verkaufswarenkorb' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Metall und Feinheit'), 'SCRAP-AU-585');
    await userEvent.type(screen.getByLabelText('Gewicht in Gramm'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'In den Verkaufswarenkorb' }));
    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({
      type: 'error',
      title:
        'Ihr Altmetall konnte nicht in den Verkaufswarenkorb gelegt werden. Bitte versuchen Sie es später noch einmal.',
    });
  });
});
