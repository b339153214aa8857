import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm price"
        description="The price has changed."
        closeLabel="Close"
        closeOnBackdrop={closeOnBackdrop}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Accept</Button>
          </>
        }
      >
        <label>
          Quantity <input name="qty" />
        </label>
      </Modal>
    </>
  );
}

afterEach(() => {
  document.documentElement.className = '';
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" closeLabel="Close" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled, described modal dialog in a portal that focuses its first field', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm price' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The price has changed.');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();
    // Cycle fully: close → input → cancel → accept → close.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('pulls focus back when it lands outside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    screen.getByRole('button', { name: 'Before', hidden: true }).focus();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape, unlocks scrolling and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    expect(document.documentElement).toHaveClass('ui-scroll-lock');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('ui-scroll-lock');
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(document.querySelector('.ui-modal__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(document.querySelector('.ui-modal__backdrop') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the page locked until the last of nested dialogs closes, and Escape closes only the inner one', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer" closeLabel="Close outer">
          <Button onClick={() => setInner(true)}>More</Button>
          <Modal
            open={inner}
            onClose={() => setInner(false)}
            title="Inner"
            closeLabel="Close inner"
          >
            <p>Details</p>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('ui-scroll-lock');
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('ui-scroll-lock');
  });
});
