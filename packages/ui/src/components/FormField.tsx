import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../icons/Alert';
import { cx } from '../internal/cx';
import { FieldContext, type FieldContextValue } from '../internal/fieldContext';
import { joinIds } from '../internal/ids';

/** Props to spread onto a custom control rendered through FormField's function child. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help text under the label, read after the label by screen readers. */
  hint?: ReactNode;
  /** Validation message; its presence marks the control aria-invalid. */
  error?: ReactNode;
  /**
   * Shows the required marker and sets aria-required. Native `required` is left to the control
   * because the browser's own validation bubbles would speak the browser's language, not the shop's.
   */
  required?: boolean;
  /** Shown beside the label of fields that are not required, e.g. "(optional)". */
  optionalLabel?: ReactNode;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Keeps the label for screen readers only (search boxes with a visible button). */
  labelHidden?: boolean;
  className?: string;
  /**
   * The control. Input, Select and Textarea from this package wire themselves up; any other
   * control can use the function form and spread the props it receives.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  optionalLabel,
  id,
  labelHidden = false,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  // The error goes first: it is what the person needs to hear on returning to the field.
  const describedBy = joinIds(errorId, hintId);
  const context: FieldContextValue = { id: controlId, describedBy, invalid, required };
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };

  return (
    <div className={cx('ui-field', invalid && 'ui-field--invalid', className)}>
      <label htmlFor={controlId} className={cx('ui-field__label', labelHidden && 'ui-sr-only')}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : optionalLabel ? (
          <span className="ui-field__optional">{optionalLabel}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={context}>
        {typeof children === 'function' ? children(controlProps) : children}
      </FieldContext.Provider>
      {error ? (
        <p id={errorId} className="ui-field__error">
          <AlertIcon size={18} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
