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
    // What is shown or announced: the held box of a known amount is neither (see below).
    const shown = container.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    expect(shown.textContent).not.toMatch(/0,00/);
    expect(shown.textContent).toContain('Loading price');
  });

  it('keeps the box of the amount it refreshes, the amount hidden under the skeleton', () => {
    const { container } = render(
      <Price
        centAmount={245_080}
        loading
        loadingLabel="Loading price"
        currency="EUR"
        locale="de-DE"
      />,
    );
    const held = container.querySelector('.ui-price__held');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held?.querySelector('.ui-skeleton')).toBeInTheDocument();
    // In the layout, invisible (styles.css: visibility hidden), and not announced.
    expect(held?.querySelector('.ui-price__held-text')?.textContent).toMatch(/2\.450,80/);
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.ui-price__amount:not(.ui-price__held)')).toHaveLength(0);
  });

  it('shows the unavailable text when there is no amount', () => {
    const { container } = render(
      <Price centAmount={null} unavailableText="n/a" currency="EUR" locale="de-DE" />,
    );
    expect(container.textContent).toBe('n/a');
    expect(container.querySelector('.ui-skeleton')).not.toBeInTheDocument();
  });
});
