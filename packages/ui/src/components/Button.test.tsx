import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { IconButton } from './IconButton';
import { CartIcon } from '../icons/Cart';

describe('Button', () => {
  it('is a non-submitting button with variant and size classes', () => {
    render(
      <Button variant="secondary" size="lg">
        Buy now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy now' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button', 'ui-button--secondary', 'ui-button--lg');
  });

  it('while loading stays focusable, reports busy and ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingLabel="Adding to cart" onClick={onClick}>
          Add to cart
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Add to cart Adding to cart');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled is not clickable', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('clicks through normally and forwards its ref', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick}>
        Sell
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Sell' }));
  });
});

describe('ButtonLink and IconButton', () => {
  it('ButtonLink is a link styled as a button, also through a router link', () => {
    function RouterLink({ to, ...rest }: ComponentPropsWithoutRef<'a'> & { to: string }) {
      return <a {...rest} href={`/de${to}`} />;
    }
    render(
      <>
        <ButtonLink href="/shop">Shop</ButtonLink>
        <ButtonLink href="/sell" as={RouterLink} variant="outline">
          Sell to us
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveClass('ui-button--primary');
    expect(screen.getByRole('link', { name: 'Sell to us' })).toHaveAttribute('href', '/de/sell');
  });

  it('IconButton is named by its label', () => {
    render(<IconButton label="Cart" icon={<CartIcon />} />);
    const button = screen.getByRole('button', { name: 'Cart' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
