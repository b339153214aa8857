import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Icon from this package, shown in a gold disc. */
  icon?: ReactNode;
  title: ReactNode;
  /** Explanation and, ideally, what to do next. */
  text?: ReactNode;
  /** Way forward, e.g. a ButtonLink to the shop. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list, cart or search shows when there is nothing in it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('ui-empty-state', className)}>
      {icon ? (
        <span className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="ui-empty-state__title">{title}</Heading>
      {text ? <p className="ui-empty-state__text">{text}</p> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
