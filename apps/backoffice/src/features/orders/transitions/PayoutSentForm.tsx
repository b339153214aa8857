import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { OrderTransitionSchema, type OrderTransition } from '@shop/api-client';
import { contractResolver, FormAlert, TextField } from '@shop/forms';
import { useMomentField, useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  paidAt: string;
  reference: string;
}

/** Payout sent: when, and the transfer's reference. */
export function PayoutSentForm({ formId, ...handlers }: TransitionFormProps<unknown>) {
  const intl = useIntl();
  const moment = useMomentField();
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => ({
        event: 'payoutSent',
        paidAt: moment.isoOf(values.paidAt),
        reference: values.reference,
      }),
    }),
    defaultValues: { paidAt: moment.defaultValue, reference: '' },
  });
  const { failure, send } = useTransitionSubmit(form, handlers, ['paidAt', 'reference']);
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      <TextField
        form={form}
        name="paidAt"
        type="datetime-local"
        required
        label={intl.formatMessage({ id: 'backoffice.orders.field.payoutAt' })}
      />
      <TextField
        form={form}
        name="reference"
        required
        autoComplete="off"
        label={intl.formatMessage({ id: 'backoffice.orders.field.reference' })}
      />
    </form>
  );
}
