import { render, screen } from '@testing-library/react';
import { SearchIcon } from '../icons/Search';
import { CountBadge } from './CountBadge';
import { EmptyState } from './EmptyState';
import { Link } from './Link';
import { PageHeader } from './PageHeader';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { Table } from './Table';

describe('icons', () => {
  it('are decorative by default and named with a title', () => {
    const { container, rerender } = render(<SearchIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    rerender(<SearchIcon title="Search" />);
    expect(screen.getByRole('img', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('Link', () => {
  it('renders an anchor or the given link component, and opens external links safely', () => {
    function RouterLink({
      to,
      ...rest
    }: {
      to: string;
      className?: string;
      children?: React.ReactNode;
    }) {
      return <a {...rest} href={`/en${to}`} />;
    }
    render(
      <>
        <Link href="/contact">Contact</Link>
        <Link href="/blog" as={RouterLink}>
          Blog
        </Link>
        <Link
          href="https://www.oenb.at"
          as={RouterLink}
          external
          externalLabel="(opens in a new tab)"
        >
          OeNB
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    const external = screen.getByRole('link', { name: 'OeNB (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://www.oenb.at');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('CountBadge', () => {
  it('caps the number, gives a full label and hides zero', () => {
    const { container, rerender } = render(<CountBadge count={120} label="120 items in cart" />);
    expect(container.textContent).toBe('99+120 items in cart');
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    rerender(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Spinner and Skeleton', () => {
  it('spinner is a status only when labelled', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Spinner label="Loading" />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading');
  });

  it('skeleton is hidden and draws the requested lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.ui-skeleton--line')).toHaveLength(3);
  });
});

describe('Table', () => {
  it('is a captioned table', () => {
    render(
      <Table caption="Gold price list">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className="ui-table__num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">1 oz Krugerrand</th>
            <td className="ui-table__num">€ 2.310,00</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Gold price list' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '1 oz Krugerrand' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveClass('ui-table--stacked');
  });

  it('stacks its rows into cards on a phone only when asked, staying a table', () => {
    render(
      <Table caption="Cart" stacked>
        <tbody>
          <tr>
            <th scope="row">1 oz Krugerrand</th>
            <td data-label="Total">€ 2.310,00</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Cart' })).toHaveClass('ui-table--stacked');
    expect(screen.getByRole('cell', { name: '€ 2.310,00' })).toHaveAttribute('data-label', 'Total');
  });
});

describe('PageHeader and EmptyState', () => {
  it('PageHeader renders the page h1, lead and breadcrumb slot', () => {
    render(
      <PageHeader
        title="Gold bars"
        lead="LBMA certified."
        breadcrumb={<nav aria-label="Breadcrumb" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gold bars' })).toBeInTheDocument();
    expect(screen.getByText('LBMA certified.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it('EmptyState renders heading, text and action', () => {
    render(
      <EmptyState
        title="Your cart is empty"
        text="Find coins and bars in the shop."
        action={<a href="/shop">Shop</a>}
        headingLevel={2}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
  });
});
