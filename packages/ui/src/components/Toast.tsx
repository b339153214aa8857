import type { NotificationType } from '@shop/app-state';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AlertIcon } from '../icons/Alert';
import { CheckIcon } from '../icons/Check';
import { CloseIcon } from '../icons/Close';
import { InfoIcon } from '../icons/Info';
import { cx } from '../internal/cx';
import { IconButton } from './IconButton';

/** A toast shows a notification of the app state, so it has the same types. */
export type ToastType = NotificationType;

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  type?: ToastType;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a dismiss button; the caller removes the toast. */
  onDismiss?: () => void;
  /** Accessible name of the dismiss button, e.g. "Dismiss" / "Schließen". Required with onDismiss. */
  dismissLabel?: string;
  /** Follow-up, e.g. a "View cart" link. */
  action?: ReactNode;
  /** Notice inside the page flow (tinted, no shadow) rather than a floating toast. */
  inline?: boolean;
}

const icons: Record<ToastType, ReactNode> = {
  info: <InfoIcon className="ui-toast__icon" />,
  success: <CheckIcon className="ui-toast__icon" />,
  warning: <AlertIcon className="ui-toast__icon" />,
  error: <AlertIcon className="ui-toast__icon" />,
};

/**
 * Notification. Errors and warnings use role="alert" (announced at once, interrupting);
 * info and success use role="status" (announced politely when the reader is idle).
 * It does not time itself out: whoever shows it decides, and should leave errors until dismissed.
 */
export function Toast({
  type = 'info',
  title,
  children,
  onDismiss,
  dismissLabel,
  action,
  inline = false,
  className,
  ...rest
}: ToastProps) {
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  return (
    <div
      {...rest}
      role={role}
      className={cx('ui-toast', `ui-toast--${type}`, inline && 'ui-toast--inline', className)}
    >
      {icons[type]}
      <div className="ui-toast__content">
        {title ? <strong className="ui-toast__title">{title}</strong> : null}
        {children ? <div className="ui-toast__message">{children}</div> : null}
        {action ? <div className="ui-toast__action">{action}</div> : null}
      </div>
      {onDismiss && dismissLabel ? (
        <IconButton
          label={dismissLabel}
          icon={<CloseIcon />}
          size="sm"
          className="ui-toast__dismiss"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
