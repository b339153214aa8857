import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderEventName, OrderTransition } from '@shop/api-client';
import type { StaffOrder } from '@shop/api-client/staff';
import { Button, Toast } from '@shop/ui';
import { TransitionDialog } from '../transitions/TransitionDialog';

/**
 * The steps the order allows now (the API's `allowedEvents`), each a button that opens its
 * dialog; cancelling stands apart from the way forward.
 */
export function NextSteps({
  staffOrder,
  submit,
  busy,
  onConflict,
}: {
  staffOrder: StaffOrder;
  submit: (transition: OrderTransition) => Promise<unknown>;
  busy: boolean;
  /** Someone moved the order first: the page reads it again. */
  onConflict: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<OrderEventName | null>(null);
  const [recorded, setRecorded] = useState<OrderEventName | null>(null);
  const { order, allowedEvents } = staffOrder;
  const forward = allowedEvents.filter((event) => event !== 'cancelled');
  const step = (event: OrderEventName) =>
    intl.formatMessage({ id: `backoffice.orders.action.${event}` });
  return (
    <div className="ui-stack ui-stack--sm">
      {recorded && (
        <Toast type="success" inline>
          {intl.formatMessage(
            { id: 'backoffice.order.recorded' },
            { step: intl.formatMessage({ id: `order.event.${recorded}` }) },
          )}
        </Toast>
      )}
      {allowedEvents.length === 0 ? (
        <p className="backoffice-muted">
          {intl.formatMessage(
            { id: 'backoffice.order.noActions' },
            { state: intl.formatMessage({ id: `order.state.${order.orderState}` }) },
          )}
        </p>
      ) : (
        <div className="backoffice-actions">
          {forward.map((event, index) => (
            <Button
              key={event}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => {
                setRecorded(null);
                setOpen(event);
              }}
            >
              {step(event)}
            </Button>
          ))}
          {allowedEvents.includes('cancelled') && (
            <Button
              variant="danger"
              onClick={() => {
                setRecorded(null);
                setOpen('cancelled');
              }}
            >
              {step('cancelled')}
            </Button>
          )}
        </div>
      )}
      {open && (
        <TransitionDialog
          event={open}
          order={order}
          submit={async (transition) => {
            await submit(transition);
            setRecorded(transition.event);
          }}
          busy={busy}
          onClose={() => setOpen(null)}
          onConflict={onConflict}
        />
      )}
    </div>
  );
}
