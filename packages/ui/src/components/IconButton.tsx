import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useScriptDisabled } from '@shop/app-state';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** Accessible name; required because the button shows no text. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Overlay such as a CountBadge with the number of cart items. */
  children?: ReactNode;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  children,
  ...rest
}: IconButtonProps) {
  const disabled = useScriptDisabled(rest.disabled);
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled}
      aria-label={label}
      title={rest.title ?? label}
      className={buttonClassName({ variant, size }, 'ui-icon-button', className)}
    >
      {icon}
      {children}
    </button>
  );
}
