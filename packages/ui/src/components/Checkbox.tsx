import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from '../icons/Alert';
import { cx } from '../internal/cx';
import { joinIds } from '../internal/ids';
import { useScriptDisabled } from '@shop/app-state';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Secondary line under the label. */
  hint?: ReactNode;
  /** Validation message (e.g. terms not accepted); marks the box aria-invalid. */
  error?: ReactNode;
}

/** A checkbox with its own label, hint and error: it does not need a FormField around it. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-checkbox`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const disabled = useScriptDisabled(rest.disabled);
  return (
    <div className={cx('ui-choice', 'ui-checkbox', className)}>
      <input
        {...rest}
        disabled={disabled}
        type="checkbox"
        id={inputId}
        className="ui-choice__input"
        aria-describedby={joinIds(errorId, hintId, rest['aria-describedby'])}
        aria-invalid={error ? true : rest['aria-invalid']}
      />
      <label htmlFor={inputId} className="ui-choice__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          <AlertIcon size={18} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
