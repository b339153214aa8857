import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'description', label: 'Description', content: <p>Fine gold 999.9</p> },
  { id: 'specs', label: 'Specifications', content: <p>31.1 g</p> },
  { id: 'archived', label: 'Archived', content: <p>Old</p>, disabled: true },
  { id: 'shipping', label: 'Shipping', content: <p>Insured delivery</p> },
];

describe('Tabs', () => {
  it('wires tabs and panels and shows the first tab', () => {
    render(<Tabs items={items} label="Product details" />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Description' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(panel).toHaveTextContent('Fine gold 999.9');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('31.1 g').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping; Home/End jump', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs items={items} label="Product details" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('31.1 g')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');

    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'specs',
      'shipping',
      'description',
      'shipping',
      'description',
      'shipping',
    ]);
  });

  it('Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Product details" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode arrows only move focus; Enter selects', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Product details" activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const specs = screen.getByRole('tab', { name: 'Specifications' });
    expect(specs).toHaveFocus();
    expect(specs).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(specs).toHaveAttribute('aria-selected', 'true');
  });

  it('respects a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs items={items} label="Product details" value="specs" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Shipping' }));
    expect(onChange).toHaveBeenCalledWith('shipping');
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
