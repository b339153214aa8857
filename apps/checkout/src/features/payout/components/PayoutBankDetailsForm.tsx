import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  errorCodes,
  isApiError,
  PayoutBankDetailsSchema,
  type PayoutBankDetails,
  type SecondFactorProof,
} from '@shop/api-client';
import {
  asksForCode,
  codeFieldOf,
  contractResolver,
  PayoutBankDetailsFields,
  payoutBankDetailsOf,
  proofOfCode,
  SecondFactorCodeField,
  type PayoutFieldValues,
} from '@shop/forms';
import { Button } from '@shop/ui';

/** The form's fields: both kinds' fields, `kind` fixed by the store, the second factor's code. */
type PayoutFields = PayoutFieldValues & { kind: PayoutBankDetails['kind']; code: string };

export interface PayoutBankDetailsFormProps {
  /** US stores pay out to an account and routing number, the others to IBAN and BIC. */
  kind: PayoutBankDetails['kind'];
  defaultValue: PayoutBankDetails | null;
  /** Saves the details, with the second factor's code once the API asked for one. */
  onSubmit: (details: PayoutBankDetails, proof: SecondFactorProof) => Promise<void>;
  /** A refusal of the save other than about the code (which the form shows at its field). */
  onFailure: (failure: unknown) => void;
  submitLabel: string;
}

/**
 * Spec 3: a sell order's payout bank details, checked with the API's own validators. A customer
 * with the second factor on gives a code of the app for new details (issue 26): the field
 * appears, focused, when the API asks for it, and a wrong code is said there.
 */
export function PayoutBankDetailsForm({
  kind,
  defaultValue,
  onSubmit,
  onFailure,
  submitLabel,
}: PayoutBankDetailsFormProps) {
  const intl = useIntl();
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<PayoutFields, unknown, PayoutBankDetails>({
    defaultValues: {
      iban: '',
      bic: '',
      accountNumber: '',
      routingNumber: '',
      accountOwner: '',
      ...defaultValue,
      kind,
      code: '',
    },
    // The contract's schema judges the body of the store's kind; its parsed output is submitted.
    resolver: contractResolver(PayoutBankDetailsSchema, {
      prepare: (values: PayoutFields) => payoutBankDetailsOf(values, values.kind),
    }),
  });
  const submit = form.handleSubmit(async (details) => {
    try {
      await onSubmit(details, proofOfCode(form.getValues('code')));
    } catch (error) {
      const codeDetail = isApiError(error)
        ? error.details?.find((detail) => codeFieldOf(detail.path))
        : undefined;
      if (!isApiError(error) || !(asksForCode(error.code) || codeDetail)) {
        onFailure(error);
        return;
      }
      setNeedsCode(true);
      form.setValue('code', '');
      // The first ask only brings the field (focused as it appears); later ones say what was wrong.
      if (error.code === errorCodes.secondFactorRequired && !needsCode) return;
      form.setError(
        'code',
        { type: 'server', message: codeDetail?.message ?? `error.${error.code}` },
        { shouldFocus: true },
      );
    }
  });
  return (
    <form className="checkout-form" noValidate onSubmit={submit}>
      <PayoutBankDetailsFields
        form={form}
        kind={kind}
        className="checkout-fieldset"
        legend={intl.formatMessage({ id: 'checkout.payout.title' })}
        hint={<p className="checkout-hint">{intl.formatMessage({ id: 'checkout.payout.hint' })}</p>}
      />
      {needsCode ? <SecondFactorCodeField form={form} name="code" /> : null}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
