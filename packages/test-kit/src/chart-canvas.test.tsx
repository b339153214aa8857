import { render, screen } from '@testing-library/react';
import { fakeChartCanvas } from './chart-canvas';

const points = [
  { timestamp: '2026-11-01T00:00:00.000Z', centAmount: 416_000 },
  { timestamp: '2026-11-02T00:00:00.000Z', centAmount: 520_000 },
];

const drawing = { localeTag: 'de-AT', seriesName: 'Wert', className: 'chart' };

describe('fakeChartCanvas', () => {
  it('shows the amounts or the count of the points it was asked to draw', () => {
    const { default: Amounts } = fakeChartCanvas({ testId: 'amounts', points: 'amounts' });
    const { default: Count } = fakeChartCanvas({ testId: 'count', points: 'count' });
    render(
      <>
        <Amounts points={points} currency="EUR" timespan="6m" {...drawing} />
        <Count points={points} currency="CHF" timespan="1y" {...drawing} />
      </>,
    );
    expect(screen.getByTestId('amounts')).toHaveAttribute('data-points', '416000,520000');
    expect(screen.getByTestId('amounts')).toHaveAttribute('data-timespan', '6m');
    expect(screen.getByTestId('count')).toHaveAttribute('data-points', '2');
    expect(screen.getByTestId('count')).toHaveAttribute('data-currency', 'CHF');
  });
});
