import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { carriers, OrderTransitionSchema, type OrderTransition } from '@shop/api-client';
import { contractResolver, FormAlert, TextField, useFieldError } from '@shop/forms';
import { FormField, Select } from '@shop/ui';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  carrier: string;
  trackingNumber: string;
}

/** Shipped: the carrier and the parcel's tracking number (the customer's mail links it). */
export function ShippedForm({ formId, ...handlers }: TransitionFormProps<unknown>) {
  const intl = useIntl();
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => ({ event: 'shipped', ...values }),
    }),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const fieldError = useFieldError(form);
  const { failure, send } = useTransitionSubmit(form, handlers, ['carrier', 'trackingNumber']);
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      <FormField
        label={intl.formatMessage({ id: 'backoffice.orders.field.carrier' })}
        required
        error={fieldError('carrier')}
      >
        <Select
          {...form.register('carrier')}
          placeholder={intl.formatMessage({ id: 'backoffice.orders.field.choose' })}
          options={carriers.map((carrier) => ({
            value: carrier,
            label: intl.formatMessage({ id: `order.carrier.${carrier}` }),
          }))}
        />
      </FormField>
      <TextField
        form={form}
        name="trackingNumber"
        required
        autoComplete="off"
        label={intl.formatMessage({ id: 'backoffice.orders.field.trackingNumber' })}
      />
    </form>
  );
}
