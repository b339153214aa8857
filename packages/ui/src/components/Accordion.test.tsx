import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'vat', title: 'Is investment gold VAT-free?', content: <p>Yes, in the EU.</p> },
  { id: 'storage', title: 'Can you store my metals?', content: <p>In our vault.</p> },
];

describe('Accordion', () => {
  it('renders buttons inside headings controlling labelled regions', () => {
    render(<Accordion items={items} headingLevel={2} />);
    const trigger = screen.getByRole('button', { name: 'Is investment gold VAT-free?' });
    expect(trigger.parentElement?.tagName).toBe('H2');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', trigger.id);
    expect(panel).not.toBeVisible();
  });

  it('toggles with click and keyboard; opening one closes the other unless multiple', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const vat = screen.getByRole('button', { name: /VAT-free/ });
    const storage = screen.getByRole('button', { name: /store my metals/ });
    await user.click(vat);
    expect(vat).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /VAT-free/ })).toHaveTextContent('Yes, in the EU.');

    storage.focus();
    await user.keyboard('{Enter}');
    expect(storage).toHaveAttribute('aria-expanded', 'true');
    expect(vat).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard(' ');
    expect(storage).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several open with multiple', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    render(
      <Accordion
        items={items}
        multiple
        defaultExpanded={['vat']}
        onExpandedChange={onExpandedChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /store my metals/ }));
    expect(screen.getByRole('button', { name: /VAT-free/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /store my metals/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(onExpandedChange).toHaveBeenLastCalledWith(['vat', 'storage']);
  });
});
