import { render, screen, within } from '@testing-library/react';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  const items = [
    { label: 'Home', href: '/' },
    { label: 'Gold', href: '/shop/gold' },
    { label: '1 oz Vienna Philharmonic' },
  ];

  it('is a labelled nav with an ordered list whose last item is the current page', () => {
    render(<Breadcrumb items={items} label="Breadcrumb" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Gold' })).toHaveAttribute('href', '/shop/gold');
    const current = screen.getByText('1 oz Vienna Philharmonic');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav).queryByRole('link', { name: '1 oz Vienna Philharmonic' }),
    ).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumb items={items} label="Breadcrumb" />);
    const separators = container.querySelectorAll('.ui-breadcrumb__separator');
    expect(separators).toHaveLength(2);
    separators.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumb items={[]} label="Breadcrumb" />);
    expect(container).toBeEmptyDOMElement();
  });
});
