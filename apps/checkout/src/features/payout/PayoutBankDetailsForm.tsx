import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PayoutBankDetailsSchema, type PayoutBankDetails } from '@shop/api-client';
import { Button, FormField, Input } from '@shop/ui';
import { validationText } from '../form/validation-text';

/** The form's fields: both kinds' fields, `kind` fixed by the store. */
interface PayoutFields {
  kind: PayoutBankDetails['kind'];
  iban: string;
  bic: string;
  accountNumber: string;
  routingNumber: string;
  accountOwner: string;
}

export interface PayoutBankDetailsFormProps {
  /** US stores pay out to an account and routing number, the others to IBAN and BIC. */
  kind: PayoutBankDetails['kind'];
  defaultValue: PayoutBankDetails | null;
  onSubmit: (details: PayoutBankDetails) => void;
  submitLabel: string;
}

function bodyOf({ kind, iban, bic, accountNumber, routingNumber, accountOwner }: PayoutFields) {
  // A BIC left empty is not given: SEPA needs the IBAN alone.
  return kind === 'iban'
    ? { kind, iban, ...(bic.trim() ? { bic } : {}), accountOwner }
    : { kind, accountNumber, routingNumber, accountOwner };
}

/** Spec 3: a sell order's payout bank details, checked with the API's own validators. */
export function PayoutBankDetailsForm({
  kind,
  defaultValue,
  onSubmit,
  submitLabel,
}: PayoutBankDetailsFormProps) {
  const intl = useIntl();
  const bodyResolver = valibotResolver(PayoutBankDetailsSchema);
  const form = useForm<PayoutFields, unknown, PayoutBankDetails>({
    defaultValues: {
      iban: '',
      bic: '',
      accountNumber: '',
      routingNumber: '',
      accountOwner: '',
      ...defaultValue,
      kind,
    },
    // The contract's schema judges the body of the store's kind; its parsed output is submitted.
    resolver: (values, context, options) =>
      bodyResolver(bodyOf(values), context, options as never) as ReturnType<
        Resolver<PayoutFields, unknown, PayoutBankDetails>
      >,
  });
  const error = (name: keyof PayoutFields) => {
    const message = form.formState.errors[name]?.message;
    return message ? validationText(intl, message) : undefined;
  };
  const field = (name: Exclude<keyof PayoutFields, 'kind'>, autoComplete?: string) => (
    <FormField
      label={intl.formatMessage({ id: `checkout.payout.${name}` })}
      required={name !== 'bic'}
      optionalLabel={intl.formatMessage({ id: 'checkout.optional' })}
      error={error(name)}
    >
      <Input autoComplete={autoComplete} {...form.register(name)} />
    </FormField>
  );
  return (
    <form className="checkout-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <fieldset className="checkout-fieldset">
        <legend>{intl.formatMessage({ id: 'checkout.payout.title' })}</legend>
        <p className="checkout-hint">{intl.formatMessage({ id: 'checkout.payout.hint' })}</p>
        {field('accountOwner', 'name')}
        {kind === 'iban' ? (
          <>
            {field('iban')}
            {field('bic')}
          </>
        ) : (
          <>
            {field('accountNumber')}
            {field('routingNumber')}
          </>
        )}
      </fieldset>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
