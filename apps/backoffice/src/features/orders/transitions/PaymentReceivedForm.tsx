import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  errorCodes,
  OrderTransitionSchema,
  type Order,
  type OrderTransition,
} from '@shop/api-client';
import { amountInputValue, parseAmount } from '@shop/i18n';
import { contractResolver, FormAlert, TextField } from '@shop/forms';
import { Checkbox } from '@shop/ui';
import { useMomentField, useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  amount: string;
  paidAt: string;
  reference: string;
  acceptMismatch: boolean;
}

type PaymentOrder = Pick<Order, 'totalGrossPrice'>;

/** Payment received: the amount (the order's total to start with), when, and the bank's reference. */
export function PaymentReceivedForm({
  order,
  formId,
  ...handlers
}: TransitionFormProps<PaymentOrder>) {
  const intl = useIntl();
  const { currency } = order.totalGrossPrice;
  const moment = useMomentField();
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => {
        const centAmount = parseAmount(values.amount);
        return {
          event: 'paymentReceived',
          // Not an amount at all: left out, so the field says what it needs.
          amount: { centAmount: Number.isNaN(centAmount) ? undefined : centAmount, currency },
          paidAt: moment.isoOf(values.paidAt),
          reference: values.reference,
          ...(values.acceptMismatch ? { acceptMismatch: true } : {}),
        };
      },
      fieldOf: (path) => (path.startsWith('amount') ? 'amount' : path),
    }),
    defaultValues: {
      amount: amountInputValue(order.totalGrossPrice.centAmount),
      paidAt: moment.defaultValue,
      reference: '',
      acceptMismatch: false,
    },
  });
  const { failure, refusal, send } = useTransitionSubmit(form, handlers, (path) =>
    path.startsWith('body.amount')
      ? 'amount'
      : path === 'body.paidAt' || path === 'body.reference'
        ? (path.slice(5) as 'paidAt' | 'reference')
        : null,
  );
  // The API flags an amount other than the total; staff may then record it knowingly.
  const accepting = useWatch({ control: form.control, name: 'acceptMismatch' });
  const mismatch = refusal === errorCodes.paymentAmountMismatch || accepting;
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="amount"
        required
        inputMode="decimal"
        label={intl.formatMessage({ id: 'backoffice.orders.field.amount' }, { currency })}
      />
      <TextField
        form={form}
        name="paidAt"
        type="datetime-local"
        required
        label={intl.formatMessage({ id: 'backoffice.orders.field.paidAt' })}
      />
      <TextField
        form={form}
        name="reference"
        required
        autoComplete="off"
        label={intl.formatMessage({ id: 'backoffice.orders.field.reference' })}
        hint={intl.formatMessage({ id: 'backoffice.orders.field.reference.hint' })}
      />
      {mismatch && (
        <Checkbox
          {...form.register('acceptMismatch')}
          label={intl.formatMessage({ id: 'backoffice.orders.field.acceptMismatch' })}
        />
      )}
    </form>
  );
}
