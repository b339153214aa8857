import { screen } from '@testing-library/react';
import {
  MetalsPriceChartBlock,
  OldMetalCalculatorBlock,
  ProductCardBlock,
  ProductCarouselBlock,
} from './CatalogBlocks';
import { renderBlock } from '../../../test/render-block';

const widget = (module: string) =>
  screen.getAllByTestId('remote-widget').find((el) => el.dataset.module === `catalog/${module}`);
const propsOf = (module: string) => JSON.parse(widget(module)?.textContent ?? 'null') as unknown;

describe('blocks drawn by the catalog remote', () => {
  it('product carousel and product card: the catalog widgets with the block settings', () => {
    renderBlock(
      <>
        <ProductCarouselBlock
          block={{
            _uid: 'p',
            component: 'product-carousel',
            headline: 'Beliebte Goldbarren',
            category: 'gold-bars',
            limit: 8,
          }}
        />
        <ProductCardBlock block={{ _uid: 'c', component: 'product-card', sku: 'BGO-UMI-100G' }} />
      </>,
      'de',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Beliebte Goldbarren' }),
    ).toBeInTheDocument();
    expect(propsOf('./ProductCarousel')).toEqual({
      label: 'Beliebte Goldbarren',
      category: 'gold-bars',
      limit: 8,
    });
    expect(propsOf('./ProductCard')).toEqual({ sku: 'BGO-UMI-100G', headingLevel: 2 });
  });

  it('price chart and old-metal calculator: metal, timespan and metals travel to the widgets', () => {
    renderBlock(
      <>
        <MetalsPriceChartBlock
          block={{
            _uid: 'm',
            component: 'metals-price-chart',
            headline: 'Gold price over 6 months',
            metal: 'gold',
            timespan: '6m',
          }}
        />
        <OldMetalCalculatorBlock
          block={{
            _uid: 'o',
            component: 'old-metal-calculator',
            headline: 'What is your old gold worth?',
            metals: ['gold', 'silver'],
          }}
        />
      </>,
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Gold price over 6 months' })).toBeInTheDocument();
    expect(propsOf('./RatesChart')).toEqual({ metal: 'gold', timespan: '6m' });
    expect(propsOf('./ScrapCalculator')).toEqual({
      metals: ['gold', 'silver'],
      headline: 'What is your old gold worth?',
    });
  });
});
