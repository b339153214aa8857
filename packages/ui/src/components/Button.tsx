import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useScriptDisabled } from '@shop/app-state';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** primary: gold call to action; secondary: solid navy; outline: navy border; ghost: text only. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list of a button, for elements that must look like one (ButtonLink, file inputs). */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {},
  ...extra: Array<string | false | undefined>
): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    ...extra,
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /**
   * Shows a spinner and ignores activation while an action runs. The button stays focusable
   * (aria-disabled instead of disabled) so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** Extra text announced while loading, e.g. "Adding to cart…". */
  loadingLabel?: string;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /** A GET form's submit button: usable before hydration (see useScriptDisabled). */
  worksWithoutScript?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  worksWithoutScript,
  ...rest
}: ButtonProps) {
  const disabled = useScriptDisabled(rest.disabled, worksWithoutScript);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // preventDefault also stops a submit button from submitting its form a second time.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      // Default "button" so a button dropped into a form never submits it by accident.
      type={type}
      {...rest}
      disabled={disabled}
      className={buttonClassName(
        { variant, size, fullWidth },
        loading && 'ui-button--loading',
        className,
      )}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <span className="ui-button__content">
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading ? (
        <span className="ui-button__spinner">
          <Spinner size="sm" />
          {loadingLabel ? <span className="ui-sr-only">{loadingLabel}</span> : null}
        </span>
      ) : null}
    </button>
  );
}
