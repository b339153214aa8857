import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct, searchResponse, catalogApi } from '../test/fixtures';
import { renderPage, type ApiHandler } from '@shop/test-kit';
import ProductPage from './ProductPage';

jest.mock('@shop/ui/chart-canvas', () =>
  jest
    .requireActual('@shop/test-kit/chart-canvas')
    .fakeChartCanvas({ testId: 'rates-canvas', points: 'count' }),
);

const product = makeProduct();
const similar = [1, 2, 3, 4, 5].map((n) =>
  makeProduct({
    id: `p-similar-${n}`,
    name: { de: `Ähnliche Münze ${n}`, en: `Similar coin ${n}` },
    slug: { de: `aehnliche-muenze-${n}`, en: `similar-coin-${n}` },
  }),
);

function productApi(found = [product]): ApiHandler {
  return ({ url }) => {
    const params = url.searchParams;
    if (params.has('slug'))
      return searchResponse(
        found.filter((p) => Object.values(p.slug).includes(params.get('slug')!)),
      );
    // The similar-products search: the product itself comes back among the others.
    return searchResponse([product, ...similar]);
  };
}

/** The technical details as label → value pairs. */
function detailsTable(): Record<string, string> {
  const table = screen.getByRole('table', { name: /^(Technical details|Technische Details)$/ });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
}

describe('ProductPage', () => {
  it('lists every attribute in English', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    expect(await screen.findByRole('table', { name: 'Technical details' })).toBeInTheDocument();
    expect(detailsTable()).toEqual({
      'Item number': 'PHI-G-1OZ',
      Manufacturer: 'Münze Österreich',
      'Precious metal': 'Gold',
      Series: 'Wiener Philharmoniker',
      'Year of issue': '2025',
      'Fine weight': '1 oz',
      Fineness: '999.9',
      'Country of origin': 'Austria',
      Thickness: '2 mm',
      Diameter: '37 mm',
      'Gross weight': '31.103 g',
      Grade: 'Brilliant uncirculated',
      Edition: 'unlimited mintage (bullion coin)',
      Certificate: 'Certificate of authenticity',
      Packaging: 'Coin capsule',
    });
    expect(page.pageTitle()).toBe('Vienna Philharmonic 1 oz gold');
    expect(page.alternates()).toEqual({
      de: { slug: 'wiener-philharmoniker-1-oz-gold' },
      en: { slug: 'vienna-philharmonic-1-oz-gold' },
    });
    expect(screen.getByText('Europe’s best-selling bullion coin.')).toBeInTheDocument();
    expect(screen.getAllByText('In stock')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gold coins' })).toHaveAttribute(
      'href',
      '/en/shop/gold-coins',
    );
  });

  it('lists every attribute in German, with German number formats', async () => {
    const page = renderPage(
      ProductPage,
      '/produkt/wiener-philharmoniker-1-oz-gold',
      catalogApi(productApi([makeProduct({ grossWeightG: 1234.5, thicknessMm: 2.84 })])),
    );
    expect(await screen.findByRole('table', { name: 'Technische Details' })).toBeInTheDocument();
    expect(detailsTable()).toEqual({
      Artikelnummer: 'PHI-G-1OZ',
      Hersteller: 'Münze Österreich',
      Edelmetall: 'Gold',
      Serie: 'Wiener Philharmoniker',
      Ausgabejahr: '2025',
      Feingewicht: '1 oz',
      Feinheit: '999.9',
      Herkunftsland: 'Österreich',
      Dicke: '2,84 mm',
      Durchmesser: '37 mm',
      // de-AT groups thousands with a (narrow) no-break space.
      Raugewicht: expect.stringMatching(/^1\s234,5\sg$/),
      Erhaltung: 'Stempelglanz',
      Auflage: 'Auflage unlimitiert (Anlagemünze)',
      Zertifikat: 'Echtheitszertifikat',
      Verpackung: 'Münzkapsel',
    });
    expect(page.pageTitle()).toBe('Wiener Philharmoniker 1 oz Gold');
  });

  it('leaves out attributes the product does not have', async () => {
    const bar = makeProduct({
      attributeFields: { series: null, yearsOfIssue: null, fineWeight: 100, fineWeightUnit: 'g' },
      countryOfOrigin: null,
      thicknessMm: null,
      diameterMm: null,
      grade: null,
      edition: null,
    });
    renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi([bar])),
    );
    await screen.findByRole('table', { name: 'Technical details' });
    const labels = Object.keys(detailsTable());
    expect(labels).toEqual([
      'Item number',
      'Manufacturer',
      'Precious metal',
      'Fine weight',
      'Fineness',
      'Gross weight',
      'Certificate',
      'Packaging',
    ]);
    expect(detailsTable()['Fine weight']).toBe('100 g');
  });

  it('shows up to four similar products without the product itself', async () => {
    const page = renderPage(
      ProductPage,
      '/en/product/vienna-philharmonic-1-oz-gold',
      catalogApi(productApi()),
    );
    const section = (await screen.findByRole('heading', { name: 'Similar products' })).closest(
      'section',
    )!;
    const names = (await within(section).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(names).toEqual(['Similar coin 1', 'Similar coin 2', 'Similar coin 3', 'Similar coin 4']);
    expect(page.queriesTo('/products/search').find((s) => !s.slug)).toMatchObject({
      category: 'gold-coins',
      metal: 'gold',
    });
  });

  it('switches the main picture with the thumbnails', async () => {
    const user = userEvent.setup();
    renderPage(ProductPage, '/en/product/vienna-philharmonic-1-oz-gold', catalogApi(productApi()));
    const gallery = await screen.findByRole('group', { name: 'Product pictures' });
    expect(within(gallery).getByRole('img', { name: 'Obverse' })).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(within(gallery).getByRole('img', { name: 'Reverse' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so honestly when no product has the slug', async () => {
    const page = renderPage(ProductPage, '/en/product/unobtainium-bar', catalogApi(productApi()));
    expect(
      await screen.findByRole('heading', { name: 'This product is not in our range' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/en/shop',
    );
    expect(page.pageTitle()).toBeNull();
  });

  it('moves a slug of the other language to this language’s address', async () => {
    renderPage(
      ProductPage,
      '/en/product/wiener-philharmoniker-1-oz-gold',
      catalogApi(productApi()),
    );
    expect(await screen.findByTestId('location')).toBeInTheDocument();
    await screen.findByText('/en/product/vienna-philharmonic-1-oz-gold');
  });
});
