import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  cancellationReasonMaxLength,
  OrderTransitionSchema,
  type OrderTransition,
} from '@shop/api-client';
import { contractResolver, FormAlert, useFieldError } from '@shop/forms';
import { FormField, Textarea } from '@shop/ui';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  reason: string;
}

/** Cancelled: why (the customer's mail says it); the goods go back to stock. */
export function CancelForm({ formId, ...handlers }: TransitionFormProps<unknown>) {
  const intl = useIntl();
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => ({ event: 'cancelled', ...values }),
    }),
    defaultValues: { reason: '' },
  });
  const fieldError = useFieldError(form);
  const { failure, send } = useTransitionSubmit(form, handlers, ['reason']);
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      <FormField
        label={intl.formatMessage({ id: 'backoffice.orders.field.reason' })}
        hint={intl.formatMessage({ id: 'backoffice.orders.field.reason.hint' })}
        required
        error={fieldError('reason')}
      >
        <Textarea {...form.register('reason')} rows={3} maxLength={cancellationReasonMaxLength} />
      </FormField>
    </form>
  );
}
