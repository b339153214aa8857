import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './fields';

/**
 * The code of the authenticator app (or a recovery code), shown once the API has said the
 * account has the second factor on (sign-in, account changes, payout bank details). Focused when
 * it appears.
 */
export function SecondFactorCodeField<T extends FieldValues, O>({
  form,
  name,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
}) {
  const intl = useIntl();
  return (
    <div className="ui-stack ui-stack--sm">
      <p className="ui-text-muted">{intl.formatMessage({ id: 'forms.secondFactor.codeHint' })}</p>
      <TextField
        form={form}
        name={name}
        autoComplete="one-time-code"
        autoFocus
        required
        label={intl.formatMessage({ id: 'forms.secondFactor.code' })}
      />
    </div>
  );
}
