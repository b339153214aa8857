import type { ComponentPropsWithRef, ElementType, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'ref'> {
  ref?: Ref<HTMLElement>;
  /** Element to render: `article` for self-contained items (a product), `section` for page parts. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** default: white with hairline; elevated: shadow; muted: tinted; ink: navy with light text. */
  variant?: 'default' | 'elevated' | 'muted' | 'ink';
  /** Hover lift for cards that are one big link (product tiles). */
  interactive?: boolean;
}

export function Card({
  as = 'div',
  variant = 'default',
  interactive = false,
  className,
  ...rest
}: CardProps) {
  const Component = as as ElementType;
  return (
    <Component
      {...rest}
      className={cx(
        'ui-card',
        variant !== 'default' && `ui-card--${variant}`,
        interactive && 'ui-card--interactive',
        className,
      )}
    />
  );
}

export interface CardHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls on the right, e.g. an "Edit" link. */
  action?: ReactNode;
}

export function CardHeader({
  title,
  subtitle,
  headingLevel = 3,
  action,
  className,
  children,
  ...rest
}: CardHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('ui-card__header', className)}>
      {title !== undefined || subtitle !== undefined ? (
        <div className="ui-card__heading">
          {title !== undefined ? <Heading className="ui-card__title">{title}</Heading> : null}
          {subtitle !== undefined ? <p className="ui-card__subtitle">{subtitle}</p> : null}
        </div>
      ) : null}
      {children}
      {action}
    </div>
  );
}

export function CardBody({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={cx('ui-card__body', className)} />;
}

export function CardFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={cx('ui-card__footer', className)} />;
}
