import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { OrderTransitionSchema, type Order, type OrderTransition } from '@shop/api-client';
import { contractResolver, FormAlert, useFieldError } from '@shop/forms';
import { Checkbox } from '@shop/ui';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  identificationChecked: boolean;
}

type HandOverOrder = Pick<Order, 'cashIdentificationRequired'>;

/**
 * Handed over at pick-up: whether staff checked an official photo ID, which a cash purchase above
 * the store's anti-money-laundering threshold requires.
 */
export function HandedOverForm({ order, formId, ...handlers }: TransitionFormProps<HandOverOrder>) {
  const intl = useIntl();
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => ({ event: 'handedOver', ...values }),
      rules: (_body, values: Values) =>
        order.cashIdentificationRequired && !values.identificationChecked
          ? [{ path: 'identificationChecked', message: 'validation.identificationRequired' }]
          : [],
    }),
    defaultValues: { identificationChecked: false },
  });
  const fieldError = useFieldError(form);
  const { failure, send } = useTransitionSubmit(form, handlers, ['identificationChecked']);
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      {order.cashIdentificationRequired && (
        <p>{intl.formatMessage({ id: 'backoffice.orders.handOver.idRequired' })}</p>
      )}
      <Checkbox
        {...form.register('identificationChecked')}
        label={intl.formatMessage({ id: 'backoffice.orders.field.identificationChecked' })}
        error={fieldError('identificationChecked')}
      />
    </form>
  );
}
