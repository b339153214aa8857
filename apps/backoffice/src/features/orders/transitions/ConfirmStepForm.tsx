import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '@shop/forms';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';

/** The steps without details: staff confirm what the dialog's text says will happen. */
export type ConfirmStep = 'offerAccepted' | 'offerDeclined';

export function ConfirmStepForm({
  event,
  formId,
  ...handlers
}: TransitionFormProps<unknown> & { event: ConfirmStep }) {
  const intl = useIntl();
  const form = useForm();
  const { failure, send } = useTransitionSubmit(form, handlers, []);
  return (
    <form
      id={formId}
      className="ui-stack"
      noValidate
      onSubmit={form.handleSubmit(() => send({ event }))}
    >
      <FormAlert failure={failure} />
      <p>{intl.formatMessage({ id: `backoffice.orders.confirm.${event}` })}</p>
    </form>
  );
}
