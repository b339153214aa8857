import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/fieldContext';
import { joinIds } from '../internal/ids';
import { useScriptDisabled } from '@shop/app-state';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  size?: 'sm' | 'md' | 'lg';
  /** Marks the input invalid; inside a FormField its `error` does this already. */
  invalid?: boolean;
  /** Fixed text before the value, e.g. a currency sign. Read as part of the description. */
  startAdornment?: ReactNode;
  /** Fixed text after the value, e.g. a unit ("g", "oz"). Read as part of the description. */
  endAdornment?: ReactNode;
  /** A GET form's field: usable before hydration (see useScriptDisabled). */
  worksWithoutScript?: boolean;
}

export function Input({
  size = 'md',
  invalid,
  startAdornment,
  endAdornment,
  className,
  worksWithoutScript,
  ...rest
}: InputProps) {
  const field = useFieldControl(rest, invalid);
  const disabled = useScriptDisabled(rest.disabled, worksWithoutScript);
  const adornmentId = useId();
  const startId = startAdornment ? `${adornmentId}-start` : undefined;
  const endId = endAdornment ? `${adornmentId}-end` : undefined;
  const input = (
    <input
      {...rest}
      {...field}
      disabled={disabled}
      aria-describedby={joinIds(field['aria-describedby'], startId, endId)}
      className={cx('ui-input', size !== 'md' && `ui-input--${size}`, className)}
    />
  );
  if (!startAdornment && !endAdornment) return input;
  return (
    <div
      className={cx(
        'ui-input-group',
        Boolean(startAdornment) && 'ui-input-group--start',
        Boolean(endAdornment) && 'ui-input-group--end',
      )}
    >
      {startAdornment ? (
        <span id={startId} className="ui-input-group__addon ui-input-group__addon--start">
          {startAdornment}
        </span>
      ) : null}
      {input}
      {endAdornment ? (
        <span id={endId} className="ui-input-group__addon ui-input-group__addon--end">
          {endAdornment}
        </span>
      ) : null}
    </div>
  );
}
