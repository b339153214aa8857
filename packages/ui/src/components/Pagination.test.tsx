import { render, screen, within } from '@testing-library/react';
import type { ComponentPropsWithoutRef } from 'react';
import { pageRange, Pagination, type PaginationLabels } from './Pagination';

const labels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};
const hrefFor = (page: number) => `/shop/gold?page=${page}`;

describe('pageRange', () => {
  it('lists every page when they fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses around the current page and keeps the width constant', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    for (let p = 1; p <= 20; p += 1) expect(pageRange(p, 20)).toHaveLength(7);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let n = 8; n <= 12; n += 1) {
      for (let p = 1; p <= n; p += 1) {
        const range = pageRange(p, n, 1);
        range.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = range[i - 1] as number;
          const after = range[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps out-of-range pages', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(0, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('renders a labelled nav with links, the current page and ellipses', () => {
    render(<Pagination page={10} pageCount={20} hrefFor={hrefFor} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/shop/gold?page=10');
    expect(within(nav).getByRole('link', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute(
      'href',
      '/shop/gold?page=20',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
    expect(nav.querySelectorAll('.ui-pagination__ellipsis')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/shop/gold?page=9',
    );
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/shop/gold?page=11',
    );
  });

  it('does not link previous on the first page or next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} hrefFor={hrefFor} labels={labels} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={hrefFor} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} hrefFor={hrefFor} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders through a router link component given as `as`', () => {
    function RouterLink({ to, children, ...rest }: ComponentPropsWithoutRef<'a'> & { to: string }) {
      return (
        <a {...rest} href={`#${to}`} data-router="">
          {children}
        </a>
      );
    }
    render(<Pagination page={2} pageCount={3} hrefFor={hrefFor} labels={labels} as={RouterLink} />);
    const link = screen.getByRole('link', { name: 'Page 3' });
    expect(link).toHaveAttribute('href', '#/shop/gold?page=3');
    expect(link).toHaveAttribute('data-router');
  });
});
