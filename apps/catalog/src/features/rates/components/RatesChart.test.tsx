import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceApi } from '../../../test/fixtures';
import { renderPage } from '@shop/test-kit';
import { RatesChart } from './RatesChart';

jest.mock('@shop/ui/chart-canvas', () =>
  jest
    .requireActual('@shop/test-kit/chart-canvas')
    .fakeChartCanvas({ testId: 'rates-canvas', points: 'count' }),
);

const api = ({ url }: { url: URL }) => ({ status: 200, body: priceApi(url) });

describe('RatesChart', () => {
  it('leads in German from the chosen metal’s rate to its price list', async () => {
    renderPage(<RatesChart metal="silver" />, { route: 'shop', language: 'de' }, api);
    expect(screen.getByRole('link', { name: 'Preisliste Silber' })).toHaveAttribute(
      'href',
      '/preisliste/standard/silver',
    );
  });

  it('follows the metal chosen in English', async () => {
    renderPage(<RatesChart metal="gold" />, { route: 'shop', language: 'en' }, api);
    expect(screen.getByRole('link', { name: 'Gold price list' })).toHaveAttribute(
      'href',
      '/en/pricelist/standard/gold',
    );
    await userEvent.selectOptions(screen.getByLabelText('Metal'), 'palladium');
    expect(screen.getByRole('link', { name: 'Palladium price list' })).toHaveAttribute(
      'href',
      '/en/pricelist/standard/palladium',
    );
  });
});
