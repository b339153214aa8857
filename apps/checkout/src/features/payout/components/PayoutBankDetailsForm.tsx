import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PayoutBankDetailsSchema, type PayoutBankDetails } from '@shop/api-client';
import {
  contractResolver,
  PayoutBankDetailsFields,
  payoutBankDetailsOf,
  type PayoutFieldValues,
} from '@shop/forms';
import { Button } from '@shop/ui';

/** The form's fields: both kinds' fields, `kind` fixed by the store. */
type PayoutFields = PayoutFieldValues & { kind: PayoutBankDetails['kind'] };

export interface PayoutBankDetailsFormProps {
  /** US stores pay out to an account and routing number, the others to IBAN and BIC. */
  kind: PayoutBankDetails['kind'];
  defaultValue: PayoutBankDetails | null;
  onSubmit: (details: PayoutBankDetails) => void;
  submitLabel: string;
}

/** Spec 3: a sell order's payout bank details, checked with the API's own validators. */
export function PayoutBankDetailsForm({
  kind,
  defaultValue,
  onSubmit,
  submitLabel,
}: PayoutBankDetailsFormProps) {
  const intl = useIntl();
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
    resolver: contractResolver(PayoutBankDetailsSchema, {
      prepare: (values: PayoutFields) => payoutBankDetailsOf(values, values.kind),
    }),
  });
  return (
    <form className="checkout-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PayoutBankDetailsFields
        form={form}
        kind={kind}
        className="checkout-fieldset"
        legend={intl.formatMessage({ id: 'checkout.payout.title' })}
        hint={<p className="checkout-hint">{intl.formatMessage({ id: 'checkout.payout.hint' })}</p>}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
