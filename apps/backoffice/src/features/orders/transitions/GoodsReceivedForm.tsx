import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatGrams, type Order, type OrderTransition } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { FormAlert } from '@shop/forms';
import { Checkbox } from '@shop/ui';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';

interface Values {
  lines: { lineId: string; received: boolean }[];
}

type ReceivingOrder = Pick<Order, 'lineItems'>;

/** Goods received: per line, whether it was in the parcel (all ticked to start with). */
export function GoodsReceivedForm({
  order,
  formId,
  ...handlers
}: TransitionFormProps<ReceivingOrder>) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const form = useForm<Values>({
    defaultValues: {
      lines: order.lineItems.map((line) => ({ lineId: line.id, received: true })),
    },
  });
  const { failure, send } = useTransitionSubmit(form, handlers, []);
  const onSubmit = form.handleSubmit(({ lines }) =>
    send({ event: 'goodsReceived', lines } satisfies OrderTransition),
  );
  return (
    <form id={formId} className="ui-stack" noValidate onSubmit={onSubmit}>
      <FormAlert failure={failure} />
      <fieldset className="ui-stack ui-stack--xs backoffice-fieldset">
        <legend>{intl.formatMessage({ id: 'backoffice.orders.field.received' })}</legend>
        {order.lineItems.map((line, index) => (
          <Checkbox
            key={line.id}
            {...form.register(`lines.${index}.received`)}
            label={`${line.name[language]} · ${
              line.isScrap
                ? intl.formatMessage(
                    { id: 'backoffice.orders.grams' },
                    { amount: formatGrams(line.quantity, localeTag) },
                  )
                : intl.formatMessage({ id: 'backoffice.orders.pieces' }, { count: line.quantity })
            }`}
          />
        ))}
      </fieldset>
    </form>
  );
}
