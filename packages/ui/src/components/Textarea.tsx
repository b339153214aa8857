import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/fieldContext';
import { useScriptDisabled } from '@shop/app-state';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the textarea invalid; inside a FormField its `error` does this already. */
  invalid?: boolean;
}

export function Textarea({ invalid, className, ...rest }: TextareaProps) {
  const field = useFieldControl(rest, invalid);
  const disabled = useScriptDisabled(rest.disabled);
  return (
    <textarea {...rest} {...field} disabled={disabled} className={cx('ui-input', className)} />
  );
}
