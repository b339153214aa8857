import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Order, OrderEventName, OrderTransition } from '@shop/api-client';
import { Button, Modal } from '@shop/ui';
import { AssayForm } from './AssayForm';
import { CancelForm } from './CancelForm';
import { ConfirmStepForm } from './ConfirmStepForm';
import { GoodsReceivedForm } from './GoodsReceivedForm';
import { HandedOverForm } from './HandedOverForm';
import { PaymentReceivedForm } from './PaymentReceivedForm';
import { PayoutSentForm } from './PayoutSentForm';
import { PickupForm } from './PickupForm';
import { ShippedForm } from './ShippedForm';
import type { TransitionFormProps } from './transition-form';

/** What the steps' forms read of the order. */
export type TransitionOrder = Pick<
  Order,
  | 'orderNumber'
  | 'store'
  | 'lineItems'
  | 'settlement'
  | 'totalGrossPrice'
  | 'cashIdentificationRequired'
  | 'pickupBranchId'
>;

function StepForm({
  event,
  ...props
}: TransitionFormProps<TransitionOrder> & { event: OrderEventName }) {
  switch (event) {
    case 'paymentReceived':
      return <PaymentReceivedForm {...props} />;
    case 'shipped':
      return <ShippedForm {...props} />;
    case 'readyForPickup':
      return <PickupForm {...props} />;
    case 'handedOver':
      return <HandedOverForm {...props} />;
    case 'cancelled':
      return <CancelForm {...props} />;
    case 'goodsReceived':
      return <GoodsReceivedForm {...props} />;
    case 'assayed':
      return <AssayForm {...props} />;
    case 'payoutSent':
      return <PayoutSentForm {...props} />;
    default:
      return <ConfirmStepForm {...props} event={event} />;
  }
}

/**
 * One step of the order as a dialog: its form, focused on open, closed with Escape; the step is
 * sent with the dialog's button and the dialog closes once the API recorded it.
 */
export function TransitionDialog({
  event,
  order,
  submit,
  busy,
  onClose,
  onConflict,
}: {
  event: OrderEventName;
  order: TransitionOrder;
  submit: (transition: OrderTransition) => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
  onConflict: () => void;
}) {
  const intl = useIntl();
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      size={event === 'assayed' || event === 'goodsReceived' ? 'lg' : 'md'}
      closeOnBackdrop={false}
      title={intl.formatMessage(
        { id: 'backoffice.orders.dialog.title' },
        {
          step: intl.formatMessage({ id: `backoffice.orders.action.${event}` }),
          orderNumber: order.orderNumber,
        },
      )}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {intl.formatMessage({ id: 'backoffice.orders.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {intl.formatMessage({ id: `backoffice.orders.action.${event}` })}
          </Button>
        </>
      }
    >
      <StepForm
        event={event}
        order={order}
        submit={submit}
        onDone={onClose}
        onConflict={onConflict}
        formId={formId}
      />
    </Modal>
  );
}
