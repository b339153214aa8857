import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  assayReasonMaxLength,
  formatGrams,
  OrderTransitionSchema,
  type Order,
  type OrderTransition,
} from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { contractResolver, FormAlert, TextField, useFieldError } from '@shop/forms';
import { FormField, Textarea } from '@shop/ui';
import { decimalOf, useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface LineValues {
  lineId: string;
  weightGrams: string;
  fineness: string;
  reason: string;
}
interface Values {
  lines: LineValues[];
}

type AssayOrder = Pick<Order, 'lineItems' | 'settlement'>;

/**
 * Assay: per received line its weight in grams and fineness in parts per thousand; the API
 * re-computes the payout at the price locked when the order was placed and wants a reason where
 * the line then pays out other than ordered.
 */
export function AssayForm({ order, formId, ...handlers }: TransitionFormProps<AssayOrder>) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const received = new Set(
    order.settlement?.lines.filter((line) => line.received).map((line) => line.lineId) ??
      order.lineItems.map((line) => line.id),
  );
  const lines = order.lineItems.filter((line) => received.has(line.id));
  const form = useForm<Values, unknown, OrderTransition>({
    resolver: contractResolver(OrderTransitionSchema, {
      prepare: (values: Values) => ({
        event: 'assayed',
        lines: values.lines.map(({ lineId, weightGrams, fineness, reason }) => ({
          lineId,
          weightGrams: decimalOf(weightGrams),
          fineness: decimalOf(fineness),
          ...(reason.trim() ? { reason } : {}),
        })),
      }),
    }),
    defaultValues: {
      lines: lines.map((line) => ({ lineId: line.id, weightGrams: '', fineness: '', reason: '' })),
    },
  });
  const fieldError = useFieldError(form);
  const { failure, send } = useTransitionSubmit(form, handlers, (path) =>
    /^body\.lines\.\d+\.(weightGrams|fineness|reason)$/.test(path)
      ? (path.slice(5) as `lines.${number}.weightGrams`)
      : null,
  );
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={form.handleSubmit(send)}>
      <FormAlert failure={failure} />
      {lines.map((line, index) => (
        <fieldset key={line.id} className="ui-stack ui-stack--xs backoffice-fieldset">
          <legend>
            {line.name[language]} ·{' '}
            {line.isScrap
              ? intl.formatMessage(
                  { id: 'backoffice.orders.grams' },
                  { amount: formatGrams(line.quantity, localeTag) },
                )
              : intl.formatMessage({ id: 'backoffice.orders.pieces' }, { count: line.quantity })}
          </legend>
          <div className="backoffice-form-row">
            <TextField
              form={form}
              name={`lines.${index}.weightGrams`}
              required
              inputMode="decimal"
              label={intl.formatMessage({ id: 'backoffice.orders.field.weightGrams' })}
            />
            <TextField
              form={form}
              name={`lines.${index}.fineness`}
              required
              inputMode="decimal"
              label={intl.formatMessage({ id: 'backoffice.orders.field.fineness' })}
              hint={intl.formatMessage({ id: 'backoffice.orders.field.fineness.hint' })}
            />
          </div>
          <FormField
            label={intl.formatMessage({ id: 'backoffice.orders.field.assayReason' })}
            hint={intl.formatMessage({ id: 'backoffice.orders.field.assayReason.hint' })}
            optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
            error={fieldError(`lines.${index}.reason`)}
          >
            <Textarea
              {...form.register(`lines.${index}.reason`)}
              rows={2}
              maxLength={assayReasonMaxLength}
            />
          </FormField>
        </fieldset>
      ))}
    </form>
  );
}
