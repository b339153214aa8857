import {
  useContext,
  useId,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import { joinIds } from '../internal/ids';
import { RadioGroupContext } from '../internal/radioContext';
import { useScriptDisabled } from '@shop/app-state';

export interface RadioProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'children'
> {
  value: string;
  label: ReactNode;
  /** Secondary line, e.g. delivery time or fee of a shipping method. */
  description?: ReactNode;
}

/** One option. Inside a RadioGroup it takes name, checked state and changes from the group. */
export function Radio({ value, label, description, id, className, onChange, ...rest }: RadioProps) {
  const group = useContext(RadioGroupContext);
  const generated = useId();
  const inputId = id ?? `${generated}-radio`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) group?.select(value);
  };
  const disabled = useScriptDisabled(group?.disabled || rest.disabled);
  const groupProps = group
    ? {
        name: group.name,
        checked: group.value === value,
      }
    : undefined;
  return (
    <div className={cx('ui-choice', 'ui-radio', className)}>
      <input
        {...rest}
        {...groupProps}
        disabled={disabled}
        type="radio"
        id={inputId}
        value={value}
        onChange={handleChange}
        className="ui-choice__input"
        aria-describedby={joinIds(descriptionId, rest['aria-describedby'])}
      />
      <label htmlFor={inputId} className="ui-choice__label">
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className="ui-choice__description">
          {description}
        </span>
      ) : null}
    </div>
  );
}
