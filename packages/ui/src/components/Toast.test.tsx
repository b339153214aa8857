import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationList } from './NotificationList';
import { Toast } from './Toast';

describe('Toast and NotificationList', () => {
  it('uses role=alert for errors and warnings, role=status otherwise', () => {
    render(
      <>
        <Toast type="error" title="Payment failed" />
        <Toast type="warning" title="Price changed" />
        <Toast type="success" title="Added to cart" />
        <Toast type="info" title="Prices update every 3 minutes" />
      </>,
    );
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'Payment failed',
      'Price changed',
    ]);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Added to cart',
      'Prices update every 3 minutes',
    ]);
  });

  it('dismisses through a labelled button', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(
      <Toast type="success" onDismiss={onDismiss} dismissLabel="Dismiss">
        Saved.
      </Toast>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stacks toasts in a named polite live region', () => {
    render(
      <NotificationList label="Notifications">
        <Toast type="info">Hello</Toast>
      </NotificationList>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByRole('status'));
  });
});
