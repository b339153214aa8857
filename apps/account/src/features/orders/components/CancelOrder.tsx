import type { Order } from '@shop/api-client';
import { useCancelOrder } from '@shop/api-client/react';
import { errorText } from '@shop/forms';
import { Button, Modal, Toast } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** "Cancel order" while the order is unpaid, confirmed in a dialog before anything happens. */
export function CancelOrder({
  order,
  onDone,
}: {
  order: Pick<Order, 'id' | 'orderNumber'>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const cancel = useCancelOrder(order.id);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };
  return (
    <div>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {intl.formatMessage({ id: 'account.order.cancel' })}
      </Button>
      <Modal
        open={confirming}
        onClose={close}
        size="sm"
        title={intl.formatMessage({ id: 'account.order.cancel.title' })}
        closeLabel={intl.formatMessage({ id: 'modal.close' })}
        description={intl.formatMessage(
          { id: 'account.order.cancel.text' },
          { orderNumber: order.orderNumber },
        )}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {intl.formatMessage({ id: 'account.order.cancel.keep' })}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: onDone })}
            >
              {intl.formatMessage({ id: 'account.order.cancel.confirm' })}
            </Button>
          </>
        }
      >
        {cancel.isError && (
          <Toast type="error" inline>
            {errorText(intl, cancel.error)}
          </Toast>
        )}
      </Modal>
    </div>
  );
}
