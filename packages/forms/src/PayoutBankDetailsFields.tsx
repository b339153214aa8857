import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { PayoutBankDetails } from '@shop/api-client';
import { TextField } from './fields';

/** The fields of both kinds of payout account, as typed. */
export interface PayoutFieldValues {
  iban: string;
  bic: string;
  accountNumber: string;
  routingNumber: string;
  accountOwner: string;
}

/** The payout account of a store: US stores pay to account and routing number, the rest to IBAN. */
export type PayoutKind = PayoutBankDetails['kind'];

/** The contract's body of the store's kind; a BIC left empty is not given (SEPA needs the IBAN). */
export function payoutBankDetailsOf(values: PayoutFieldValues, kind: PayoutKind) {
  const { iban, bic, accountNumber, routingNumber, accountOwner } = values;
  return kind === 'iban'
    ? { kind, iban, ...(bic.trim() ? { bic } : {}), accountOwner }
    : { kind, accountNumber, routingNumber, accountOwner };
}

/**
 * Spec 3: the account a sale's payout goes to — the owner, then IBAN and BIC (optional for SEPA)
 * or the US account and routing number.
 */
export function PayoutBankDetailsFields<T extends FieldValues, O>({
  form,
  kind,
  legend,
  hint,
  className,
  requiredBic = false,
}: {
  form: UseFormReturn<T, unknown, O>;
  kind: PayoutKind;
  legend: ReactNode;
  hint?: ReactNode;
  className: string;
  /** A form that sends the BIC as typed (the limit order's) asks for it. */
  requiredBic?: boolean;
}) {
  const intl = useIntl();
  const field = (name: keyof PayoutFieldValues, input: object = {}) => (
    <TextField
      form={form}
      name={name as Path<T>}
      required={name !== 'bic' || requiredBic}
      label={intl.formatMessage({ id: `forms.payout.${name}` })}
      {...input}
    />
  );
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {hint}
      {field('accountOwner', { autoComplete: 'name' })}
      {kind === 'iban' ? (
        <>
          {field('iban', { autoComplete: 'off' })}
          {field('bic', { autoComplete: 'off' })}
        </>
      ) : (
        <>
          {field('accountNumber', { inputMode: 'numeric' })}
          {field('routingNumber', { inputMode: 'numeric' })}
        </>
      )}
    </fieldset>
  );
}
