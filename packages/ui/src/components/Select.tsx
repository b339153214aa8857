import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../icons/ChevronDown';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/fieldContext';
import { useScriptDisabled } from '@shop/app-state';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  size?: 'sm' | 'md' | 'lg';
  /** Marks the select invalid; inside a FormField its `error` does this already. */
  invalid?: boolean;
  /** Options as data; `children` <option>s may be used instead or in addition. */
  options?: readonly SelectOption[];
  /**
   * First, empty-valued option such as "Please choose". It stays enabled: browsers skip a disabled
   * first option when nothing is selected, which would silently preselect a real choice.
   */
  placeholder?: string;
}

/** The native select, styled: it keeps the platform pickers that work best on phones. */
export function Select({
  size = 'md',
  invalid,
  options,
  placeholder,
  className,
  children,
  ...rest
}: SelectProps) {
  const field = useFieldControl(rest, invalid);
  const disabled = useScriptDisabled(rest.disabled);
  return (
    <span className="ui-select-wrap">
      <select
        {...rest}
        {...field}
        disabled={disabled}
        className={cx('ui-select', size !== 'md' && `ui-select--${size}`, className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className="ui-select-wrap__chevron" size={18} />
    </span>
  );
}
