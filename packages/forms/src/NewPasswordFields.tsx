import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './fields';

/**
 * A new password and its repetition, with the rule as hint (spec 5). The resolver's `confirm`
 * pair says when the two differ.
 */
export function NewPasswordFields<T extends FieldValues, O>({
  form,
  names,
  labelId = 'forms.password',
}: {
  form: UseFormReturn<T, unknown, O>;
  /** The password field and its repetition. */
  names: readonly [Path<T>, Path<T>];
  labelId?: 'forms.password' | 'forms.newPassword';
}) {
  const intl = useIntl();
  return (
    <div className="ui-stack">
      <TextField
        form={form}
        name={names[0]}
        type="password"
        required
        autoComplete="new-password"
        label={intl.formatMessage({ id: labelId })}
        hint={intl.formatMessage({ id: 'forms.password.hint' })}
      />
      <TextField
        form={form}
        name={names[1]}
        type="password"
        required
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'forms.passwordRepeat' })}
      />
    </div>
  );
}
