import { useId, useState, type ReactNode } from 'react';
import { AlertIcon } from '../icons/Alert';
import { cx } from '../internal/cx';
import { joinIds } from '../internal/ids';
import { RadioGroupContext, type RadioGroupContextValue } from '../internal/radioContext';
import { Radio } from './Radio';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer; rendered as the fieldset's legend. */
  legend: ReactNode;
  /** Form field name shared by the options; generated when omitted. */
  name?: string;
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  options?: readonly RadioOption[];
  /** Radio elements, as an alternative to `options`. */
  children?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** `tiles` draws each option as a bordered card (shipping, payment methods). */
  appearance?: 'plain' | 'tiles';
  /** Keeps the legend for screen readers only. */
  legendHidden?: boolean;
  className?: string;
}

export function RadioGroup({
  legend,
  name,
  value,
  defaultValue,
  onChange,
  options,
  children,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
  appearance = 'plain',
  legendHidden = false,
  className,
}: RadioGroupProps) {
  const generated = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const context: RadioGroupContextValue = {
    name: name ?? `${generated}-radio`,
    value: current,
    disabled,
    select: (next) => {
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    },
  };
  return (
    // fieldset+legend names the group everywhere; the radiogroup role adds required/invalid state.
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={joinIds(errorId, hintId)}
      disabled={disabled}
      className={cx(
        'ui-radio-group',
        `ui-radio-group--${orientation}`,
        appearance === 'tiles' && 'ui-radio-group--tiles',
        className,
      )}
    >
      <legend
        className={cx('ui-radio-group__legend', 'ui-field__label', legendHidden && 'ui-sr-only')}
      >
        {legend}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <RadioGroupContext.Provider value={context}>
        <div className="ui-radio-group__options">
          {options?.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
              disabled={option.disabled}
            />
          ))}
          {children}
        </div>
      </RadioGroupContext.Provider>
      {error ? (
        <p id={errorId} className="ui-field__error">
          <AlertIcon size={18} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
