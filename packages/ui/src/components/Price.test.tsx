import { formatMoney } from '@shop/i18n';
import { render, screen } from '@testing-library/react';
import { Price } from './Price';

// Intl separates amount and sign with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Price', () => {
  it('formats cents with the locale and currency via @shop/i18n', () => {
    const { container, rerender } = render(
      <Price centAmount={123450} currency="EUR" locale="de-AT" />,
    );
    expect(plain(container.textContent)).toBe('€ 1.234,50');
    expect(container.textContent).toBe(formatMoney(123450, 'EUR', 'de-AT'));

    rerender(<Price centAmount={123450} currency="USD" locale="en-US" />);
    expect(container.textContent).toBe('$1,234.50');

    rerender(<Price centAmount={5} currency="CHF" locale="de-CH" />);
    expect(plain(container.textContent)).toBe('CHF 0.05');
  });

  it('shows a label and a struck-through previous price with an announced prefix', () => {
    render(
      <Price
        centAmount={9900}
        strikethrough={12900}
        strikethroughLabel="Previously"
        label="Buy price"
        currency="EUR"
        locale="en-IE"
      />,
    );
    expect(screen.getByText('Buy price')).toHaveClass('ui-price__label');
    const old = document.querySelector('del');
    expect(old).not.toBeNull();
    expect(plain(old?.textContent)).toBe('Previously €129.00');
    expect(screen.getByText('Previously')).toHaveClass('ui-sr-only');
    expect(plain(document.querySelector('.ui-price__amount')?.textContent)).toBe('€99.00');
  });

  it('shows a skeleton, never zero, while loading', () => {
    const { container } = render(
      <Price
        centAmount={0}
        loading
        loadingLabel="Loading price"
        label="Sell price"
        currency="EUR"
        locale="de-DE"
      />,
    );
    expect(container.querySelector('.ui-skeleton')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(container.textContent).not.toMatch(/0,00/);
    expect(container.textContent).toContain('Loading price');
  });

  it('shows the unavailable text when there is no amount', () => {
    const { container } = render(
      <Price centAmount={null} unavailableText="n/a" currency="EUR" locale="de-DE" />,
    );
    expect(container.textContent).toBe('n/a');
    expect(container.querySelector('.ui-skeleton')).not.toBeInTheDocument();
  });
});
